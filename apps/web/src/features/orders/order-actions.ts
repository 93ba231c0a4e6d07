import type { OrderStatus } from '@seva/schemas';

export interface StatusButton {
  status: OrderStatus;
  color: string;
  variant: 'filled' | 'light';
  /** Cancelling and completing cannot be undone and tell the customer: ask first. */
  confirm: boolean;
}

/**
 * The moves an operator is offered: exactly the server's transitions from this status
 * (`orderTransitions` in '@seva/schemas'), forward moves first, Cancel last and asked for.
 */
export function statusButtons(
  transitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>>,
  status: OrderStatus,
): StatusButton[] {
  return [...transitions[status]]
    .sort((a, b) => Number(a === 'cancelled') - Number(b === 'cancelled'))
    .map((next) => ({
      status: next,
      color: next === 'cancelled' ? 'red' : next === 'completed' ? 'green' : 'blue',
      variant: next === 'cancelled' ? 'light' : 'filled',
      confirm: next === 'cancelled' || next === 'completed',
    }));
}
