import { CODE_LENGTH as SCHEMA_CODE_LENGTH } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, digitsOnly } from './CodeField.tsx';

describe('digitsOnly', () => {
  it('keeps the digits of a pasted code, at most eight', () => {
    expect(digitsOnly('1234 5678')).toBe('12345678');
    expect(digitsOnly('Code: 12-34-56-78')).toBe('12345678');
    expect(digitsOnly('1234567890')).toBe('12345678');
    expect(digitsOnly('abc')).toBe('');
  });

  it('matches the shared schema', () => {
    expect(CODE_LENGTH).toBe(SCHEMA_CODE_LENGTH);
  });
});
