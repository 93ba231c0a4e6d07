import { describe, expect, it } from 'vitest';
import { inlineUrl } from '../../lib/files.ts';
import { fieldsOf, splitDocuments } from './detail-fields.ts';
import { detailPath, initialOf, typeOfSlug } from './kinds.ts';

const doc = (documentType: string, originalName: string, contentType = 'image/png') => ({
  _id: `${documentType}-${originalName}`,
  documentType,
  originalName,
  contentType,
  size: 1024,
  createdAt: '2026-11-20T10:00:00.000Z',
  path: `/api/services/a/documents/${documentType}/download`,
  replacedAt: null,
  requestedAs: null,
});

describe('fieldsOf', () => {
  it('lists the ITR filing fields in the seed order, with the full numbers', () => {
    const fields = fieldsOf('ITR', {
      aadharCardNo: '234567890124',
      panCardNo: 'ABCDE1234F',
      accountNo: '123456789',
      ifscCode: 'SBIN0001234',
    });
    expect(fields.map((f) => [f.label, f.value])).toEqual([
      ['Aadhar No', '234567890124'],
      ['PAN No', 'ABCDE1234F'],
      ['Account No', '123456789'],
      ['IFSC Code', 'SBIN0001234'],
    ]);
  });
  it('shows a date of birth as the citizen sees it: 15 Apr 1990', () => {
    const fields = fieldsOf('PanCard', { fullName: 'Asha', dateOfBirth: '1990-04-15' });
    expect(fields.find((f) => f.key === 'dateOfBirth')?.value).toBe('15 Apr 1990');
  });
  it('shows a missing value as not available', () => {
    expect(fieldsOf('JobCard', { name: 'Ram' })[1]?.value).toBe('Not available');
  });
});

describe('splitDocuments', () => {
  it("labels submitted files by what they are and additional ones by name or 'Document N'", () => {
    const { submitted, additional } = splitDocuments([
      doc('aadharFile', 'a.pdf', 'application/pdf'),
      doc('passbookFile', 'p.png'),
      doc('additional_document', 'certificate.pdf', 'application/pdf'),
      doc('additional_document', ''),
      doc('somethingElse', ''),
    ]);
    expect(submitted.map((d) => d.label)).toEqual([
      'Aadhar Card',
      'Bank Passbook',
      'somethingElse',
    ]);
    expect(additional.map((d) => d.label)).toEqual(['certificate.pdf', 'Document 2']);
  });
});

describe('paths and names', () => {
  it('maps slugs both ways and builds paths', () => {
    expect(typeOfSlug('job-card')).toBe('JobCard');
    expect(typeOfSlug('nope')).toBeUndefined();
    expect(detailPath('PanCard', 'x1')).toBe('/admin-dashboard/service/pan/x1');
    expect(inlineUrl('/a/b')).toBe('/a/b?inline=1');
    expect(initialOf(' sunita')).toBe('S');
    expect(initialOf('')).toBe('?');
  });
});
