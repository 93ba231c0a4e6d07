import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ApplicationStatus, OrderStatus } from '@seva/schemas';
import { mc } from '../messages/common-screens.ts';

/** An application's or an order's status: the two share pending, in progress and completed. */
export type AnyStatus = ApplicationStatus | OrderStatus;

/**
 * One colour scheme everywhere (docs/product.md, Applications: statuses): pending amber, in
 * progress blue, documents needed orange, completed green, rejected red; an order's cancelled gray.
 */
export const statusColors: Record<AnyStatus, string> = {
  pending: 'yellow',
  in_progress: 'blue',
  needs_documents: 'orange',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function StatusBadge({
  status,
  size = 'md',
}: {
  status: AnyStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      size={size}
      // A table cell would shrink the badge and clip its label.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-status={status}
    >
      {mc.applications.status[status]}
    </Badge>
  );
}
