import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  applicationTransitions,
  citizenDetailFieldOrder,
  derivedDetailFields,
  detailFields,
  filePathFields,
  fileRules,
  isClosedStatus,
  operatorServiceTypeOrder,
  serviceTypeOfDetailSlug,
  serviceTypeOfFormSlug,
  serviceTypeSlugs,
  serviceTypes,
  statusFilterOrder,
  statusTargets,
  uploadTypes,
} from './application-kinds.ts';
import {
  applicationStatusSchema,
  applyInputs,
  applyRtpsInput,
  serviceTypeSchema,
} from './applications.ts';

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the facts of applications', () => {
  it('lists every type and status in each display order, once', () => {
    expect(sorted(operatorServiceTypeOrder)).toEqual(sorted(serviceTypes));
    expect(sorted(statusFilterOrder)).toEqual(sorted(applicationStatuses));
    expect(serviceTypeSchema.options).toEqual([...serviceTypes]);
    expect(applicationStatusSchema.options).toEqual([...applicationStatuses]);
  });

  it('lets an operator set exactly the statuses some move leads to', () => {
    const targets = new Set(Object.values(applicationTransitions).flat());
    expect(sorted(statusTargets)).toEqual(sorted(targets));
    expect(applicationStatuses.filter(isClosedStatus)).toEqual(['completed', 'rejected']);
  });

  it('gives each type URL words that lead back to it', () => {
    for (const type of serviceTypes) {
      expect(serviceTypeOfFormSlug(serviceTypeSlugs[type].form)).toBe(type);
      expect(serviceTypeOfDetailSlug(serviceTypeSlugs[type].detail)).toBe(type);
    }
    expect(serviceTypeOfFormSlug('toString')).toBe(undefined);
    expect(serviceTypeOfDetailSlug('pan-card')).toBe(undefined);
  });

  it('names the same fields and files as the Zod schemas', () => {
    for (const type of uploadTypes) {
      expect(sorted(Object.keys(applyInputs[type].shape))).toEqual(
        // `consent` goes with the form, not into the details (docs/decisions/061).
        sorted([...detailFields[type], ...Object.keys(fileRules[type]), 'consent']),
      );
      expect(sorted(Object.keys(filePathFields[type]))).toEqual(
        sorted(Object.keys(fileRules[type])),
      );
    }
    expect(sorted(Object.keys(applyRtpsInput.shape))).toEqual(
      sorted([...detailFields.RTPS, 'consent']),
    );
    expect(uploadTypes).not.toContain('RTPS');
    for (const type of serviceTypes) {
      expect(sorted(citizenDetailFieldOrder[type])).toEqual(
        sorted([...detailFields[type], ...derivedDetailFields[type]]),
      );
      for (const field of derivedDetailFields[type]) {
        expect(detailFields[type]).not.toContain(field);
      }
    }
  });
});
