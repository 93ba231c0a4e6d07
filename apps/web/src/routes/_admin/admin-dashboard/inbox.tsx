import { createFileRoute } from '@tanstack/react-router';
import { Inbox } from '../../../features/inbox/Inbox.tsx';

/**
 * docs/product.md, Contact and Inbox: the contact messages, for the operators to read and answer.
 */
export const Route = createFileRoute('/_admin/admin-dashboard/inbox')({
  component: Inbox,
});
