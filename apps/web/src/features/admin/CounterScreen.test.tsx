import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { render, waitFor } from '../../test/render.tsx';
import { CounterScreen } from './CounterScreen.tsx';

const me = { user: { _id: 'op1', name: 'Operator', email: 'op@example.test', role: 'admin' } };
const service = (serviceType: string, price: number, governmentFee: number) => ({
  slug: serviceType.toLowerCase(),
  serviceType,
  title: serviceType,
  description: '',
  price,
  governmentFee,
  serviceCharge: price - governmentFee,
  days: 15,
  unit: 'per application',
});
const desk = {
  citizen: { _id: 'c1', name: 'रमेश कुमार', mobile: '9876543210', email: null },
  applications: [
    {
      _id: 'a1',
      referenceNumber: 'SEVA-2026-000123',
      serviceType: 'PanCard',
      status: 'pending',
      createdAt: '2026-11-25T05:00:00.000Z',
      updatedAt: '2026-11-25T05:00:00.000Z',
    },
  ],
  orders: [],
};

describe('the counter desk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each service’s fee on its start button and a slip link per application', async () => {
    fakeTrpc({
      'auth.me': { data: me },
      'admin.citizen': { data: desk },
      'catalogue.products': { data: [] },
      'catalogue.applicationServices': {
        data: [
          service('PanCard', 157, 107),
          service('RTPS', 30, 0),
          service('JobCard', 0, 0),
          service('ITR', 300, 0),
        ],
      },
    });
    const view = await render(<CounterScreen />, '/admin-dashboard/counter?citizen=c1');
    const button = (slug: string) =>
      view.container.querySelector(`[data-testid="counter-start-${slug}"]`);
    await waitFor(() => expect(button('pan-card')?.textContent).toContain('₹157'));
    expect(button('rtps')?.textContent).toContain('₹30');
    expect(button('job-card')?.textContent).toContain('No fee');
    expect(button('itr')?.textContent).toContain('₹300');

    const slip = view.container.querySelector<HTMLAnchorElement>('[data-testid="counter-slip"]');
    expect(slip?.getAttribute('href')).toBe('/api/services/a1/acknowledgement.pdf?inline=1');
    expect(slip?.getAttribute('target')).toBe('_blank');
    expect(slip?.textContent).toBe('Slip');
    expect(slip?.getAttribute('aria-label')).toBe(
      'Print the acknowledgement slip of SEVA-2026-000123',
    );
    view.unmount();
  });
});
