import { beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../lib/schemas.ts';
import { applicationValidator, toFormData } from './use-apply.tsx';

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
