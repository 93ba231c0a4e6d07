import { describe, expect, it } from 'vitest';
import { formatMegabytes, storageQuotaMessages, updateStorageQuotaInput } from './storage-quota.ts';

describe('storage per citizen', () => {
  it('takes whole MB from 10 to 10,240, from a number or a form string', () => {
    expect(updateStorageQuotaInput.parse({ storageQuotaMb: '200' })).toEqual({
      storageQuotaMb: 200,
    });
    expect(updateStorageQuotaInput.parse({ storageQuotaMb: 10 }).storageQuotaMb).toBe(10);
    expect(updateStorageQuotaInput.parse({ storageQuotaMb: 10_240 }).storageQuotaMb).toBe(10_240);
    const message = (value: unknown) =>
      updateStorageQuotaInput.safeParse({ storageQuotaMb: value }).error?.issues[0]?.message;
    expect(message(9)).toBe(storageQuotaMessages.range);
    expect(message(10_241)).toBe(storageQuotaMessages.range);
    expect(message(20.5)).toBe(storageQuotaMessages.whole);
    expect(message('')).toBe(storageQuotaMessages.required);
    expect(message(null)).toBe(storageQuotaMessages.required);
    expect(message('lots')).toBe(storageQuotaMessages.required);
  });

  it('writes sizes as people read them: whole MB whole, else one decimal rounded down, a sliver as 0.1 MB', () => {
    expect(formatMegabytes(200 * 1_048_576)).toBe('200 MB');
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(1.99 * 1_048_576)).toBe('1.9 MB');
    expect(formatMegabytes(10)).toBe('0.1 MB');
  });
});
