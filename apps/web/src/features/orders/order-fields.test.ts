import { orderForms } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { detailRows, fileLabel } from './order-fields.ts';

describe('detailRows', () => {
  it('follows the form: labels, option labels, dates; no quantity, no files', () => {
    const rows = detailRows(orderForms['aadhar-card'], {
      requestType: 'update',
      fullName: 'Sita Devi',
      dob: '1990-04-15',
      gender: 'female',
      mobile: '9876543210',
      address: 'Konch',
      aadharNumber: '234567890124',
    });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Full Name', 'Sita Devi'],
      ['Date of Birth', '15 Apr 1990'],
      ['Gender', 'Female'],
      ['Mobile Number', '9876543210'],
      ['Address', 'Konch'],
      ['Aadhar Number', '234567890124'],
      ['Request Type', 'Update'],
    ]);
  });

  it('leaves out quantity and blank values, and keeps keys the form does not know', () => {
    const rows = detailRows(orderForms['a4-paper'], {
      fullName: 'Ravi',
      quantity: 3,
      mobile: '9876543210',
      city: '',
      legacy: 'kept',
    });
    expect(rows.map((row) => row.name)).toEqual(['fullName', 'mobile', 'legacy']);
    expect(rows.at(-1)).toEqual({ name: 'legacy', label: 'legacy', value: 'kept' });
  });

  it('shows everything under its own name without a form', () => {
    expect(detailRows(undefined, { a: 1 })).toEqual([{ name: 'a', label: 'a', value: '1' }]);
  });
});

describe('fileLabel', () => {
  it("uses the file field's label, else its name", () => {
    expect(fileLabel(orderForms['pan-card'], 'aadhaarDoc')).toBe('Aadhar Document');
    expect(fileLabel(orderForms['pan-card'], 'other')).toBe('other');
  });
});
