import { TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../lib/schemas.ts';
import { UploadError } from '../../lib/upload.ts';
import { ma } from '../../messages/application-screens.ts';
import { serverError } from '../../test/test-errors.ts';
import { applicationValidator, applyFailureMessage, toFormData } from './use-apply.tsx';

const validate = applicationValidator(
  (schemas) => schemas.applyJobCardInput,
  (schemas) => schemas.fileRules.JobCard,
);
const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('applicationValidator', () => {
  beforeAll(async () => {
    await loadSchemas();
  });

  it("gives the seeds' required messages", () => {
    expect(
      validate({ name: ' ', fatherHusbandName: '', aadharFile: null, passbookFile: null }),
    ).toEqual({
      name: 'Name is required',
      fatherHusbandName: "Father's/Husband's Name is required",
      aadharFile: 'Aadhar document is required',
      passbookFile: 'Passbook document is required',
    });
  });

  it('checks the chosen files by type, then size', () => {
    expect(
      validate({
        name: 'Mohan',
        fatherHusbandName: 'Shyam',
        aadharFile: file('a.docx', 'application/msword'),
        passbookFile: file('p.pdf', 'application/pdf', 5_242_881),
      }),
    ).toEqual({
      aadharFile: 'Only JPEG, PNG, and PDF files are allowed',
      passbookFile: 'File size should not exceed 5MB',
    });
    expect(
      validate({
        name: 'Mohan',
        fatherHusbandName: 'Shyam',
        aadharFile: file('a.jpg', 'image/jpeg'),
        passbookFile: file('p.pdf', 'application/pdf', 5_242_880),
      }),
    ).toEqual({});
  });
});

describe('toFormData', () => {
  it('sends text and files and leaves empty files out', () => {
    const body = toFormData({
      name: 'Mohan',
      aadharFile: file('a.jpg', 'image/jpeg'),
      passbookFile: null,
    });
    expect(body.get('name')).toBe('Mohan');
    expect((body.get('aadharFile') as File).name).toBe('a.jpg');
    expect(body.has('passbookFile')).toBe(false);
  });
});

describe('applyFailureMessage', () => {
  const fallback = ma.form.failed;

  it("is the seed's first text for every form, ITR included", () => {
    expect(fallback).toBe('Application submission failed');
    expect(Object.values(ma.form)).not.toContain('Submission failed. Please try again.');
  });

  it("shows the server's message when the server answered with one", () => {
    expect(
      applyFailureMessage(new UploadError('File size should not exceed 5MB', 413), fallback),
    ).toBe('File size should not exceed 5MB');
    expect(applyFailureMessage(serverError('Registration Number is required', 400), fallback)).toBe(
      'Registration Number is required',
    );
  });

  it('never shows a raw error: no answer, a thrown TypeError or anything else gives the fallback', () => {
    expect(applyFailureMessage(new TRPCClientError('Failed to fetch'), fallback)).toBe(fallback);
    expect(
      applyFailureMessage(new TypeError('NetworkError when attempting to fetch'), fallback),
    ).toBe(fallback);
    expect(applyFailureMessage(new Error('Unexpected token < in JSON'), fallback)).toBe(fallback);
    expect(applyFailureMessage('boom', fallback)).toBe(fallback);
  });
});
