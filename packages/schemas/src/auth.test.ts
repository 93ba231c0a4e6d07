import { describe, expect, it } from 'vitest';
import {
  changePasswordInput,
  loginInput,
  resetPasswordInput,
  signupInput,
  verifyEmailInput,
} from './auth.ts';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => (result.success ? null : result.error?.issues[0]?.message);

describe('signupInput', () => {
  const valid = {
    name: 'Sita',
    email: 'Sita@Example.in',
    password: 'abcdefgh',
    confirmPassword: 'abcdefgh',
    consent: true,
  };

  it('trims the name and lower-cases the e-mail', () => {
    expect(signupInput.parse({ ...valid, name: '  Sita  ' })).toEqual({
      ...valid,
      name: 'Sita',
      email: 'sita@example.in',
      mobile: null,
    });
  });

  it('keeps a Devanagari name in NFC, however it was typed', () => {
    // ज़ typed as one character (U+095B) is ज and a nukta in NFC: both spellings store one name.
    const precomposed = ' \u095Bाकिर हुसैन ';
    const { name } = signupInput.parse({ ...valid, name: precomposed });
    expect(name).toBe('\u091C\u093Cाकिर हुसैन');
    expect(signupInput.parse({ ...valid, name: name.normalize('NFD') }).name).toBe(name);
  });

  it('reports the first missing field first, in form order', () => {
    expect(firstMessage(signupInput.safeParse({}))).toBe('Name is required');
    expect(firstMessage(signupInput.safeParse({ name: 'A' }))).toBe('Email is required');
    expect(firstMessage(signupInput.safeParse({ name: 'A', email: 'a@b.in' }))).toBe(
      'Password is required',
    );
  });

  it("says the seeds' words when the passwords differ, on confirmPassword", () => {
    const result = signupInput.safeParse({ ...valid, confirmPassword: 'abcdefgX' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
  });

  it('counts a password of only spaces as missing, on both password fields', () => {
    const result = signupInput.safeParse({
      ...valid,
      password: '        ',
      confirmPassword: '        ',
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['password'], message: 'Password is required' },
      { path: ['confirmPassword'], message: 'Confirm Password is required' },
    ]);
  });

  it('says a blank confirmation is missing, not that the passwords differ', () => {
    for (const confirmPassword of ['', '        ', ' \t ']) {
      const result = signupInput.safeParse({ ...valid, confirmPassword });
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]).toMatchObject({
        message: 'Confirm Password is required',
        path: ['confirmPassword'],
      });
    }
  });

  it('keeps spaces inside passwords and has no composition rules', () => {
    expect(
      signupInput.parse({ ...valid, password: '  my pass  ', confirmPassword: '  my pass  ' })
        .password,
    ).toBe('  my pass  ');
    expect(
      signupInput.safeParse({ ...valid, password: 'x'.repeat(64), confirmPassword: 'x'.repeat(64) })
        .success,
    ).toBe(true);
    expect(
      firstMessage(
        signupInput.safeParse({
          ...valid,
          password: 'x'.repeat(129),
          confirmPassword: 'x'.repeat(129),
        }),
      ),
    ).toBe('Password must be at most 128 characters');
  });
});

describe('other auth inputs', () => {
  it('login needs both fields', () => {
    expect(firstMessage(loginInput.safeParse({ email: 'a@b.in', password: '' }))).toBe(
      'Password is required',
    );
  });

  it('verification codes are exactly 8 digits', () => {
    expect(verifyEmailInput.safeParse({ email: 'a@b.in', code: ' 12345678 ' }).data?.code).toBe(
      '12345678',
    );
    expect(firstMessage(verifyEmailInput.safeParse({ email: 'a@b.in', code: '1234567' }))).toBe(
      'Enter the 8-digit code from the email',
    );
  });

  it('reset and change password count a blank new password or confirmation as missing', () => {
    const reset = resetPasswordInput.safeParse({
      email: 'a@b.in',
      code: '12345678',
      password: '          ',
      confirmPassword: '          ',
    });
    expect(reset.error?.issues.map((issue) => issue.message)).toEqual([
      'Password is required',
      'Confirm Password is required',
    ]);
    const change = changePasswordInput.safeParse({
      currentPassword: 'old password',
      newPassword: 'abcdefgh',
      confirmPassword: '   ',
    });
    expect(change.error?.issues.map((issue) => issue.message)).toEqual([
      'Confirm Password is required',
    ]);
    expect(
      firstMessage(
        changePasswordInput.safeParse({
          currentPassword: 'old password',
          newPassword: '        ',
          confirmPassword: '        ',
        }),
      ),
    ).toBe('Password is required');
  });

  it('change password checks the confirmation', () => {
    const result = changePasswordInput.safeParse({
      currentPassword: 'old',
      newPassword: 'abcdefgh',
      confirmPassword: 'x',
    });
    expect(firstMessage(result)).toBe('Passwords do not match');
  });
});
