import type { OrderView } from '@seva/schemas';

/** An order as the API answers it, for component tests. Test code only. */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: 'o1',
    reference: 'SEVA-2026-000123',
    product: { slug: 'a4-paper', title: 'Computer Paper A4 Size', unit: 'per packet' },
    quantity: 2,
    unitPrice: 150,
    amount: 300,
    status: 'pending',
    paid: false,
    payment: null,
    applicantName: 'Meena Devi',
    details: { fullName: 'Meena Devi', mobile: '9876543210', quantity: 2, pincode: '824203' },
    files: [],
    history: [{ from: null, to: 'pending', at: '2026-04-07T10:00:00.000Z', by: 'Meena Devi' }],
    createdAt: '2026-04-07T10:00:00.000Z',
    updatedAt: '2026-04-07T10:00:00.000Z',
    ...overrides,
  };
}
