import type { IdentityAccessView } from '@seva/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { OrderAccessLog } from './OrderAccessLog.tsx';

/** Who at the centre opened an order's documents, on the citizen's order page (decision 064). */
let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

const entry = (
  id: string,
  subject: IdentityAccessView['subject'],
  documentType: string | null,
  action: IdentityAccessView['action'],
): IdentityAccessView => ({
  id,
  type: 'identity_access',
  at: '2026-11-20T04:30:00.000Z',
  by: 'Ravi Kumar',
  subject,
  documentType,
  attachmentId: documentType ? `${id}-file` : null,
  action,
});

describe('OrderAccessLog', () => {
  it('says who opened what, newest first, with the form’s own name for each file', async () => {
    const rendered = await render(
      <OrderAccessLog
        entries={[
          entry('a3', 'document', 'aadharFile', 'download'),
          entry('a2', 'document', 'document', 'view'),
          entry('a1', 'identity_numbers', null, 'view'),
        ]}
      />,
    );
    unmount = rendered.unmount;
    const lines = [...rendered.container.querySelectorAll('[data-testid="order-access"]')].map(
      (line) => line.textContent ?? '',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Ravi Kumar at the centre downloaded your Aadhar PDF');
    expect(lines[1]).toContain('Ravi Kumar at the centre opened your Supporting Document');
    expect(lines[2]).toContain('Ravi Kumar at the centre saw your full identity numbers');
    expect(lines[2]).toContain('20 Nov 2026');
    expect(rendered.container.textContent).toContain('Who at the centre opened your documents');
  });

  it('shows nothing when no one has', async () => {
    const rendered = await render(<OrderAccessLog entries={[]} />);
    unmount = rendered.unmount;
    expect(rendered.container.querySelector('section')).toBeNull();
    expect(rendered.container.textContent).not.toContain('Who at the centre');
  });
});
