import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { mos } from '../../messages/order-screens.ts';

/** Paid at the counter or not: green when paid, an outline while the money is still due. */
export function PaidBadge({ paid, size = 'sm' }: { paid: boolean; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={paid ? 'green' : 'gray'}
      variant={paid ? 'filled' : 'outline'}
      size={size}
      // A table cell would shrink the badge and clip its label.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-paid={paid}
    >
      {paid ? mos.paid : mos.unpaid}
    </Badge>
  );
}
