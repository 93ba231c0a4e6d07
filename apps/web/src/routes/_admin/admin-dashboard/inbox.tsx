import { createFileRoute } from '@tanstack/react-router';
import { Inbox } from '../../../features/inbox/Inbox.tsx';

/** PRODUCT 13: the contact messages, for the operators to read and answer. */
export const Route = createFileRoute('/_admin/admin-dashboard/inbox')({
  component: Inbox,
});
