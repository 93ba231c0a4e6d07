import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@seva/schemas';
import { m } from '../messages/index.ts';

/** One colour scheme everywhere (PRODUCT 5): pending amber, in progress blue, completed green, rejected red. */
export const statusColors: Record<ApplicationStatus, string> = {
  pending: 'orange',
  in_progress: 'blue',
  completed: 'green',
  rejected: 'red',
};

export function StatusBadge({
  status,
  size = 'md',
}: {
  status: ApplicationStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge color={statusColors[status]} variant="light" size={size} data-status={status}>
      {m.applications.status[status]}
    </Badge>
  );
}
