import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { inputByLabel, render, submit, waitFor } from '../../test/render.tsx';
import { OrderForm } from './OrderForm.tsx';

const labelled = (root: HTMLElement, label: string) => {
  try {
    return inputByLabel(root, label);
  } catch {
    return null;
  }
};

describe('OrderForm: pickup or delivery (docs/product.md, Orders)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a name and a mobile for pickup, the address only once delivery is chosen', async () => {
    fakeTrpc({ 'auth.me': { data: { user: null } } });
    const view = await render(<OrderForm slug="a4-paper" price={15} />);
    const pickup = await waitFor(() => inputByLabel(view.container, 'Collect at the centre'));
    const delivery = inputByLabel(view.container, 'Deliver to my address');
    expect(pickup.type).toBe('radio');
    expect(pickup.checked).toBe(true);
    expect(delivery.checked).toBe(false);
    expect(labelled(view.container, 'Full Name')).not.toBeNull();
    expect(labelled(view.container, 'Mobile Number')).not.toBeNull();
    for (const label of ['Address', 'City', 'State', 'Pincode']) {
      expect(labelled(view.container, label), label).toBeNull();
    }

    await act(async () => delivery.click());
    for (const label of ['Address', 'City', 'State', 'Pincode']) {
      const input = await waitFor(() => inputByLabel(view.container, label));
      expect(input.required, label).toBe(true);
    }
    // Delivery with no address: the server's messages, on the address fields.
    const form = view.container.querySelector('form');
    if (!form) throw new Error('no form');
    await submit(form);
    await waitFor(() => expect(view.container.textContent).toContain('Address is required'));
    expect(view.container.textContent).toContain('Pincode is required');

    // Back to pickup: the address goes away again.
    await act(async () => pickup.click());
    await waitFor(() => expect(labelled(view.container, 'Pincode')).toBeNull());
    view.unmount();
  });

  it('keeps the identity address of an Aadhaar form: no choice to make there', async () => {
    fakeTrpc({ 'auth.me': { data: { user: null } } });
    const view = await render(<OrderForm slug="aadhar-card" price={50} />);
    await waitFor(() => inputByLabel(view.container, 'Address'));
    expect(labelled(view.container, 'Collect at the centre')).toBeNull();
    view.unmount();
  });
});
