import { describe, expect, it } from 'vitest';
import { asksForDelivery, orderForms, productSlugs } from './order-forms.ts';
import { orderFormSchema } from './orders.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('order forms', () => {
  it('has a form for every product slug', () => {
    for (const slug of productSlugs) expect(orderForms[slug].length).toBeGreaterThan(0);
  });

  it('asks for every required field first, in form order', () => {
    const result = orderFormSchema('a4-paper').safeParse({ mobile: '12', fulfilment: 'delivery' });
    expect(messages(result)).toEqual([
      'Full Name is required',
      'Quantity is required',
      'Address is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ]);
  });

  it('asks the address only for delivery: pickup is the default and keeps none', () => {
    const pickup = orderFormSchema('a4-paper').safeParse({ mobile: '12' });
    expect(messages(pickup)).toEqual(['Full Name is required', 'Quantity is required']);
    const collected = orderFormSchema('photo-paper').parse({
      fullName: 'Asha',
      mobile: '9876543210',
      quantity: '2',
      fulfilment: 'pickup',
      address: 'Ward 4',
      pincode: 'nonsense',
    });
    expect(collected).toEqual({
      fullName: 'Asha',
      mobile: '9876543210',
      quantity: 2,
      fulfilment: 'pickup',
    });
    // An older client sends an address and no choice: it asked for delivery.
    const older = orderFormSchema('laminated-pouch').safeParse({
      fullName: 'Asha',
      mobile: '9876543210',
      quantity: '1',
      address: 'Ward 4',
    });
    expect(messages(older)).toEqual([
      'City is required',
      'State is required',
      'Pincode is required',
    ]);
    // Forms with an identity address (Aadhaar, voter ID) ask it as before, with no choice.
    expect(orderForms['aadhar-card'].some((field) => field.name === 'fulfilment')).toBe(false);
    expect(asksForDelivery(orderForms['aadhar-card'], { address: 'Ward 4' })).toBe(false);
  });

  it('then checks formats and normalises the values', () => {
    const bad = orderFormSchema('a4-paper').safeParse({
      fullName: 'Asha',
      mobile: '12345',
      quantity: '0',
      address: 'Ward 4',
      city: 'Aurangabad',
      state: 'Bihar',
      pincode: '0123',
    });
    expect(messages(bad)).toEqual([
      'Invalid mobile number',
      'Quantity must be at least 1',
      'Invalid pincode',
    ]);
    const good = orderFormSchema('a4-paper').parse({
      fullName: ' Asha Devi ',
      mobile: '98765 43210',
      quantity: '3',
      address: 'Ward 4',
      city: 'Aurangabad',
      state: 'Bihar',
      pincode: '824101',
      extra: 'dropped',
    });
    expect(good).toEqual({
      fullName: 'Asha Devi',
      mobile: '9876543210',
      quantity: 3,
      fulfilment: 'delivery',
      address: 'Ward 4',
      city: 'Aurangabad',
      state: 'Bihar',
      pincode: '824101',
    });
  });

  it('makes the Aadhar number optional only when updating', () => {
    const base = {
      fullName: 'Asha',
      dob: '1990-01-02',
      gender: 'female',
      mobile: '9876543210',
      address: 'Ward 4',
      document: 'file',
    };
    expect(
      messages(orderFormSchema('aadhar-card').safeParse({ ...base, requestType: 'new' })),
    ).toEqual(['Aadhar Number is required']);
    expect(
      orderFormSchema('aadhar-card').safeParse({ ...base, requestType: 'update' }).success,
    ).toBe(true);
    expect(
      messages(
        orderFormSchema('aadhar-card').safeParse({
          ...base,
          requestType: 'new',
          aadharNumber: '234567890123',
        }),
      ),
    ).toEqual(['Invalid Aadhar number']);
  });

  it('refuses an option that is not offered and an unknown e-mail format', () => {
    const result = orderFormSchema('eshare-card').safeParse({
      fullName: 'Asha',
      pan: 'abcde1234f',
      aadhaar: '2345 6789 0124',
      email: 'not-an-email',
      mobile: '9876543210',
      demat: '1234',
      requestType: 'delete',
      document: 'file',
    });
    expect(messages(result)).toContain('Invalid Request Type');
    expect(messages(result)).toContain('Please enter a valid email address');
    expect(messages(result)).not.toContain('Invalid PAN number');
  });
});
