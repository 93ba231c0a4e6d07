import type { Application, ItrDetails, PanCardDetails, StoredDetails } from '@seva/db';
import type { ServiceType } from '@seva/schemas';
import { SealedValueError, type SealedValues, sealedLength } from '../../lib/sealed-values.ts';
import type { Details } from './shapes.ts';

/**
 * Each type's fields live in their own table. A switch on the type picks the table, so the
 * compiler checks each insert and read against that table's columns and the type's fields,
 * with no cast (docs/decisions/036). Aadhaar, PAN and account numbers are stored sealed, with
 * their last four apart (docs/decisions/060-identity-numbers-at-rest.md): the detail page and
 * the slip open them, lists build masks from the last four and never touch a key.
 */

/** A details row as the service uses it: the type's fields, tagged with the type. */
function tagged<T extends ServiceType, R extends { applicationId: string }>(
  serviceType: T,
  row: R,
): { serviceType: T } & Omit<R, 'applicationId'> {
  const { applicationId: _id, ...fields } = row;
  return { serviceType, ...fields };
}

/** An identity number as stored: plain only in a row the server has not sealed yet. */
interface StoredNumber {
  plain: string | null;
  sealed: string | null;
  last4: string | null;
}

/** Reads a stored number for one column of one row: whole, or as a mask's worth. */
type NumberReader = (table: string, column: string, rowId: string, stored: StoredNumber) => string;

/** The whole number, for the detail page and the slip. A value that fails its check throws. */
export function openNumberWith(values: SealedValues): NumberReader {
  return (table, column, rowId, stored) => {
    if (stored.plain !== null) return stored.plain;
    if (stored.sealed === null) {
      throw new SealedValueError(`${table}.${column} of ${rowId} has neither a value nor a seal`);
    }
    return values.open(stored.sealed, { table, column, rowId });
  };
}

/**
 * What lists need, without a key: the last four behind as many X as the number is long (GCM
 * keeps the length), which the list masks as before.
 */
const tailOnly: NumberReader = (_table, _column, _rowId, stored) => {
  if (stored.plain !== null) return stored.plain;
  if (stored.sealed === null || stored.last4 === null) return '';
  const hidden = Math.max(0, sealedLength(stored.sealed) - stored.last4.length);
  return `${'X'.repeat(hidden)}${stored.last4}`;
};

/** A number to store: sealed for its table, column and row, and its last four apart. */
export function sealNumber(
  values: SealedValues,
  table: string,
  column: string,
  rowId: string,
  plain: string,
) {
  return { sealed: values.seal(plain, { table, column, rowId }), last4: plain.slice(-4) };
}

const PAN = 'pan_card_details';
const ITR = 'itr_details';

function panCardOf(row: PanCardDetails, read: NumberReader): Details {
  const id = row.applicationId;
  return {
    serviceType: 'PanCard',
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    fatherName: row.fatherName,
    mobileNumber: row.mobileNumber,
    aadharNumber: read(PAN, 'aadhar_number', id, {
      plain: row.aadharNumber,
      sealed: row.aadharNumberSealed,
      last4: row.aadharNumberLast4,
    }),
    address: row.address,
  };
}

function itrOf(row: ItrDetails, read: NumberReader): Details {
  const id = row.applicationId;
  return {
    serviceType: 'ITR',
    aadharCardNo: read(ITR, 'aadhar_card_no', id, {
      plain: row.aadharCardNo,
      sealed: row.aadharCardNoSealed,
      last4: row.aadharCardNoLast4,
    }),
    panCardNo: read(ITR, 'pan_card_no', id, {
      plain: row.panCardNo,
      sealed: row.panCardNoSealed,
      last4: row.panCardNoLast4,
    }),
    accountNo: read(ITR, 'account_no', id, {
      plain: row.accountNo,
      sealed: row.accountNoSealed,
      last4: row.accountNoLast4,
    }),
    ifscCode: row.ifscCode,
  };
}

/** A details row as stored, its numbers read by `read`. */
function detailsOf(stored: StoredDetails, read: NumberReader): Details {
  switch (stored.serviceType) {
    case 'PanCard':
      return panCardOf(stored.row, read);
    case 'RTPS':
      return tagged('RTPS', stored.row);
    case 'JobCard':
      return tagged('JobCard', stored.row);
    case 'ITR':
      return itrOf(stored.row, read);
  }
}

/**
 * The per-type fields for lists: identity numbers come back as their last four behind X (they
 * are masked again on the way out), without a key.
 */
export function listedDetails(stored: StoredDetails): Details {
  return detailsOf(stored, tailOnly);
}

/**
 * One application's details for the detail page and the slip, identity numbers opened: a value
 * that fails its check throws SealedValueError.
 */
export function detailsOpenedWith(values: SealedValues) {
  const openSealed = openNumberWith(values);
  return (application: Application, stored: StoredDetails): Details =>
    // Purged after retention (docs/decisions/061): nothing is left to open.
    detailsOf(stored, application.identityPurgedAt ? tailOnly : openSealed);
}

/** The identity numbers a type's details carry, for the blind index. */
export function identityNumbersOf(details: Details): string[] {
  switch (details.serviceType) {
    case 'PanCard':
      return [details.aadharNumber];
    case 'ITR':
      return [details.aadharCardNo, details.panCardNo, details.accountNo];
    default:
      return [];
  }
}

/**
 * A type's details row as the filing's unit writes it (docs/decisions/078): identity numbers
 * sealed for this application's row, with their last four apart.
 */
export function detailsRow(
  applicationId: string,
  details: Details,
  values: SealedValues,
): StoredDetails {
  switch (details.serviceType) {
    case 'PanCard': {
      const { serviceType, aadharNumber, ...fields } = details;
      const aadhaar = sealNumber(values, PAN, 'aadhar_number', applicationId, aadharNumber);
      return {
        serviceType,
        row: {
          applicationId,
          ...fields,
          aadharNumber: null,
          aadharNumberSealed: aadhaar.sealed,
          aadharNumberLast4: aadhaar.last4,
        },
      };
    }
    case 'RTPS': {
      const { serviceType, ...fields } = details;
      return { serviceType, row: { applicationId, ...fields } };
    }
    case 'JobCard': {
      const { serviceType, ...fields } = details;
      return { serviceType, row: { applicationId, ...fields } };
    }
    case 'ITR': {
      const aadhaar = sealNumber(
        values,
        ITR,
        'aadhar_card_no',
        applicationId,
        details.aadharCardNo,
      );
      const pan = sealNumber(values, ITR, 'pan_card_no', applicationId, details.panCardNo);
      const account = sealNumber(values, ITR, 'account_no', applicationId, details.accountNo);
      return {
        serviceType: details.serviceType,
        row: {
          applicationId,
          aadharCardNo: null,
          aadharCardNoSealed: aadhaar.sealed,
          aadharCardNoLast4: aadhaar.last4,
          panCardNo: null,
          panCardNoSealed: pan.sealed,
          panCardNoLast4: pan.last4,
          accountNo: null,
          accountNoSealed: account.sealed,
          accountNoLast4: account.last4,
          ifscCode: details.ifscCode,
        },
      };
    }
  }
}
