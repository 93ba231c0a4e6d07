import type { ServiceType } from '@seva/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '../../test/render.tsx';
import { ApplicationDetail } from './ApplicationDetail.tsx';

/** The server's answer to a batched tRPC query that failed. */
function trpcFailure(message: string, httpStatus: number) {
  const body = [{ error: { message, code: -32603, data: { httpStatus, reason: null } } }];
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });
}

async function alertText(serviceType: ServiceType) {
  const view = await render(<ApplicationDetail id="a1b2c3" serviceType={serviceType} />);
  const alert = await waitFor(() => {
    const found = view.container.querySelector('[role="alert"]');
    if (!found) throw new Error('no alert yet');
    return found;
  });
  const text = alert.textContent;
  view.unmount();
  return text;
}

describe('ApplicationDetail errors (one text per situation, ITR too)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const serviceType of ['ITR', 'PanCard', 'RTPS', 'JobCard'] as const) {
    it(`${serviceType}: a failed load shows 'Error fetching service details', never the error`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => trpcFailure('SQLITE_BUSY: database is locked', 500)),
      );
      expect(await alertText(serviceType)).toBe('Error fetching service details');

      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      expect(await alertText(serviceType)).toBe('Error fetching service details');
    });

    it(`${serviceType}: an unknown or foreign id shows 'No service found'`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => trpcFailure('No service found', 404)),
      );
      expect(await alertText(serviceType)).toBe('No service found');
    });
  }
});
