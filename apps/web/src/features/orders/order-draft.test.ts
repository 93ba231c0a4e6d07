import { afterEach, describe, expect, it } from 'vitest';
import { clearOrderDraft, readOrderDraft, saveOrderDraft } from './order-draft.ts';

describe('the order draft kept while a visitor logs in', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed, per product, but never an identity number or a file', () => {
    saveOrderDraft('laminated-aadhar', {
      fullName: 'Ramesh Yadav',
      mobile: '9876543210',
      aadharNumber: '234567890124',
      aadharFile: new File(['%PDF-'], 'a.pdf'),
      city: '',
    });
    expect(readOrderDraft('laminated-aadhar')).toEqual({
      fullName: 'Ramesh Yadav',
      mobile: '9876543210',
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('234567890124');
    expect(readOrderDraft('a4-paper')).toEqual({});
    clearOrderDraft('laminated-aadhar');
    expect(readOrderDraft('laminated-aadhar')).toEqual({});
  });
});
