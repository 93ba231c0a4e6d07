import { z } from 'zod';
import {
  applicationStatuses,
  type ServiceType,
  serviceTypes,
  statusTargets,
} from './application-kinds.ts';
import { applicationConsentField } from './consent.ts';
import { requiredText } from './fields.ts';
import {
  isPastDate,
  isValidAadhaar,
  isValidAccountNumber,
  isValidIfsc,
  isValidMobile,
  isValidPan,
} from './identity.ts';
import { bilingual } from './texts.ts';

export * from './application-kinds.ts';

export const serviceTypeSchema = z.enum(serviceTypes);
export const applicationStatusSchema = z.enum(applicationStatuses);
export const statusTargetSchema = z.enum(statusTargets, { error: 'Invalid status' });

/** A file field is required: any value (a File in the browser, an upload on the server). */
export const fileRequired = (message: string) =>
  z.custom<NonNullable<unknown>>((value) => value !== undefined && value !== null && value !== '', {
    error: message,
  });

/** Digits typed with spaces (`2345 6789 0123`) are read without them. */
const digits = (message: string) =>
  requiredText(message, 40).transform((v) => v.replace(/\s+/g, ''));
const upper = (message: string) => requiredText(message, 40).transform((v) => v.toUpperCase());

/**
 * The PAN form, checked in the original portal's order (docs/product.md): every required field
 * first, then the formats. (Zod runs the refinement only once every field is present.)
 */
export const applyPanCardInput = z
  .object({
    fullName: requiredText('Full Name is required', 100),
    dateOfBirth: requiredText('Date of Birth is required', 10),
    fatherName: requiredText("Father's Name is required", 100),
    mobileNumber: digits('Mobile Number is required'),
    aadharNumber: digits('Aadhar Number is required'),
    address: requiredText('Address is required', 300),
    photo: fileRequired('Photo is required'),
    signature: fileRequired('Signature is required'),
    aadharFile: fileRequired('Aadhar File is required'),
    consent: applicationConsentField,
  })
  .superRefine((value, ctx) => {
    if (!isValidMobile(value.mobileNumber)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid mobile number', path: ['mobileNumber'] });
    }
    if (!isValidAadhaar(value.aadharNumber)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid Aadhar number', path: ['aadharNumber'] });
    }
    if (!isPastDate(value.dateOfBirth)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date of birth', path: ['dateOfBirth'] });
    }
  });
export type ApplyPanCardInput = z.infer<typeof applyPanCardInput>;

export const applyRtpsInput = z
  .object({
    block: upper('Block is required'),
    registrationType: upper('Registration Type is required'),
    registrationNumber: requiredText('Registration Number is required', 40),
    consent: applicationConsentField,
  })
  .superRefine((value, ctx) => {
    if (!/^[A-Za-z0-9/-]{1,30}$/.test(value.registrationNumber)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Invalid registration number',
        path: ['registrationNumber'],
      });
      return;
    }
    const printed = RECEIPT_NUMBER.exec(value.registrationNumber);
    if (printed && printed[1]?.toUpperCase() !== value.registrationType) {
      ctx.addIssue({
        code: 'custom',
        message: 'This number is for another registration type',
        path: ['registrationNumber'],
      });
    }
  });
export type ApplyRtpsInput = z.infer<typeof applyRtpsInput>;

/** A number as an RTPS receipt prints it: `BICCO/2026/12345`. */
const RECEIPT_NUMBER = /^([A-Za-z]{5})\/(\d{4})\/([A-Za-z0-9-]+)$/;

/**
 * The bare registration number kept for an application: typed as the receipt prints it
 * (`BICCO/2026/12345`, its type checked by `applyRtpsInput`), it loses the type and year the
 * registration id adds again, so the id is never `BICCO/2026/BICCO/2026/12345`.
 */
export function bareRtpsNumber(registrationNumber: string): string {
  return RECEIPT_NUMBER.exec(registrationNumber)?.[3] ?? registrationNumber;
}

export const applyJobCardInput = z.object({
  name: requiredText('Name is required', 100),
  fatherHusbandName: requiredText("Father's/Husband's Name is required", 100),
  aadharFile: fileRequired('Aadhar document is required'),
  passbookFile: fileRequired('Passbook document is required'),
  consent: applicationConsentField,
});
export type ApplyJobCardInput = z.infer<typeof applyJobCardInput>;

export const applyItrInput = z
  .object({
    aadharCardNo: digits('Aadhar number is required'),
    panCardNo: upper('PAN number is required'),
    accountNo: digits('Account number is required'),
    ifscCode: upper('IFSC code is required'),
    aadharFile: fileRequired('Aadhar file is required'),
    panCardFile: fileRequired('PAN card file is required'),
    passbookFile: fileRequired('Passbook file is required'),
    consent: applicationConsentField,
  })
  .superRefine((value, ctx) => {
    if (!isValidAadhaar(value.aadharCardNo)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid Aadhar number', path: ['aadharCardNo'] });
    }
    if (!isValidPan(value.panCardNo)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid PAN number', path: ['panCardNo'] });
    }
    if (!isValidAccountNumber(value.accountNo)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid account number', path: ['accountNo'] });
    }
    if (!isValidIfsc(value.ifscCode)) {
      ctx.addIssue({ code: 'custom', message: 'Invalid IFSC code', path: ['ifscCode'] });
    }
  });
export type ApplyItrInput = z.infer<typeof applyItrInput>;

export const applyInputs = {
  PanCard: applyPanCardInput,
  JobCard: applyJobCardInput,
  ITR: applyItrInput,
} as const;

export const submitMessages: Readonly<Record<ServiceType, string>> = bilingual({
  PanCard: 'PAN Card application submitted successfully!',
  RTPS: 'RTPS application submitted successfully!',
  JobCard: 'Job Card application submitted successfully!',
  ITR: 'ITR application submitted successfully!',
} as const);

export const serviceIdInput = z.object({ id: z.string().min(1).max(64) });

/** The `{registrationType}/{year}/{registrationNumber}` id of an RTPS application (docs/product.md, Applications: RTPS). */
export function rtpsRegistrationId(
  registrationType: string,
  createdAt: string | Date,
  registrationNumber: string,
): string {
  return `${registrationType}/${new Date(createdAt).getFullYear()}/${registrationNumber}`;
}
