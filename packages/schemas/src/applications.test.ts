import { describe, expect, it } from 'vitest';
import {
  applyItrInput,
  applyPanCardInput,
  applyRtpsInput,
  bareRtpsNumber,
} from './applications.ts';
import { verhoeffCheckDigit } from './identity.ts';

const aadhaar = `23456789012${verhoeffCheckDigit('23456789012')}`;
const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : result.error?.issues[0]?.message);

const pan = {
  fullName: 'Sita Devi',
  dateOfBirth: '1990-05-17',
  fatherName: 'Ram Prasad',
  mobileNumber: '9876543210',
  aadharNumber: aadhaar,
  address: 'Goh',
  photo: {},
  signature: {},
  aadharFile: {},
};

describe('applyPanCardInput', () => {
  it('accepts a good application and reads Aadhaar typed with spaces', () => {
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    expect(applyPanCardInput.parse({ ...pan, aadharNumber: spaced }).aadharNumber).toBe(aadhaar);
  });

  it("reports missing fields before any format, in the seeds' order", () => {
    expect(
      firstMessage(applyPanCardInput.safeParse({ ...pan, mobileNumber: '123', photo: undefined })),
    ).toBe('Photo is required');
    expect(firstMessage(applyPanCardInput.safeParse({}))).toBe('Full Name is required');
    expect(firstMessage(applyPanCardInput.safeParse({ ...pan, aadharFile: null }))).toBe(
      'Aadhar File is required',
    );
  });

  it('then checks mobile before Aadhaar, then the date of birth', () => {
    expect(
      firstMessage(
        applyPanCardInput.safeParse({ ...pan, mobileNumber: '5123456789', aadharNumber: '1' }),
      ),
    ).toBe('Invalid mobile number');
    expect(
      firstMessage(applyPanCardInput.safeParse({ ...pan, aadharNumber: '234567890123' })),
    ).toBe('Invalid Aadhar number');
    expect(firstMessage(applyPanCardInput.safeParse({ ...pan, dateOfBirth: '2999-01-01' }))).toBe(
      'Invalid date of birth',
    );
    expect(firstMessage(applyPanCardInput.safeParse({ ...pan, dateOfBirth: '1990-02-30' }))).toBe(
      'Invalid date of birth',
    );
  });
});

describe('applyItrInput and applyRtpsInput', () => {
  const itr = {
    aadharCardNo: aadhaar,
    panCardNo: 'abcde1234f',
    accountNo: '123456789012',
    ifscCode: 'sbin0001234',
    aadharFile: {},
    panCardFile: {},
    passbookFile: {},
  };
  it('upper-cases PAN and IFSC and checks their formats in order', () => {
    const parsed = applyItrInput.parse(itr);
    expect(parsed.panCardNo).toBe('ABCDE1234F');
    expect(parsed.ifscCode).toBe('SBIN0001234');
    expect(firstMessage(applyItrInput.safeParse({ ...itr, panCardNo: 'ABC', ifscCode: 'X' }))).toBe(
      'Invalid PAN number',
    );
    expect(firstMessage(applyItrInput.safeParse({ ...itr, accountNo: '12' }))).toBe(
      'Invalid account number',
    );
    expect(firstMessage(applyItrInput.safeParse({ ...itr, ifscCode: 'SBIN1001234' }))).toBe(
      'Invalid IFSC code',
    );
    expect(firstMessage(applyItrInput.safeParse({ ...itr, passbookFile: undefined }))).toBe(
      'Passbook file is required',
    );
  });

  it('RTPS wants all three fields', () => {
    expect(firstMessage(applyRtpsInput.safeParse({ registrationType: 'BRCCO' }))).toBe(
      'Block is required',
    );
    expect(
      firstMessage(
        applyRtpsInput.safeParse({
          block: 'goh',
          registrationType: 'BRCCO',
          registrationNumber: '12 34',
        }),
      ),
    ).toBe('Invalid registration number');
    expect(
      applyRtpsInput.parse({
        block: 'goh',
        registrationType: 'brcco',
        registrationNumber: '2024-77',
      }).block,
    ).toBe('GOH');
  });

  it('RTPS takes the number as the receipt prints it, of the chosen type only', () => {
    const input = {
      block: 'GOH',
      registrationType: 'BICCO',
      registrationNumber: 'BICCO/2026/12345',
    };
    const parsed = applyRtpsInput.parse(input);
    expect(bareRtpsNumber(parsed.registrationNumber)).toBe('12345');
    expect(bareRtpsNumber('bicco/2025/A-77')).toBe('A-77');
    expect(bareRtpsNumber('12345')).toBe('12345');
    expect(bareRtpsNumber('2024-77')).toBe('2024-77');
    expect(firstMessage(applyRtpsInput.safeParse({ ...input, registrationType: 'BRCCO' }))).toBe(
      'This number is for another registration type',
    );
  });
});
