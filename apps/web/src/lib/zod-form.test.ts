import { signupInput } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadedSchemas, loadSchemas } from './schemas.ts';
import { schemaResolver, zodErrors, zodResolver } from './zod-form.ts';

const valid = {
  name: 'Asha Devi',
  email: 'asha@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  consent: true,
};

describe('zodErrors / zodResolver', () => {
  it('has no errors for valid input', () => {
    expect(zodErrors(signupInput, valid)).toEqual({});
  });

  it("gives the schemas' messages, keyed by field", () => {
    expect(zodErrors(signupInput, { ...valid, confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    const blank = zodErrors(signupInput, {
      name: '  ',
      email: '',
      password: '',
      confirmPassword: '',
    });
    expect(blank.name).toBe('Name is required');
    expect(blank.email).toBe('Email is required');
    expect(blank.password).toBe('Password is required');
    expect(blank.confirmPassword).toBe('Confirm Password is required');
  });

  it('keeps the first message per field and joins nested paths with dots', () => {
    const schema = z.object({
      address: z.object({ pin: z.string().min(6, 'Too short').regex(/^\d+$/, 'Digits only') }),
    });
    expect(zodResolver(schema)({ address: { pin: 'ab' } })).toEqual({
      'address.pin': 'Too short',
    });
  });
});

describe('schemaResolver', () => {
  it('reports nothing until the schemas are loaded, then validates', async () => {
    const validate = schemaResolver((schemas) => schemas.loginInput);
    if (!loadedSchemas()) expect(validate({ email: '', password: '' })).toEqual({});
    await loadSchemas();
    expect(validate({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
