import { TextInput, type TextInputProps } from '@mantine/core';
import { mac } from '../../messages/account-screens.ts';

/** Same as `CODE_LENGTH` in @seva/schemas (a test checks); not imported, to keep zod lazy. */
export const CODE_LENGTH = 8;

/** Keeps the digits only, so a pasted '1234 5678' or 'Code: 12345678' still works. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

type CodeFieldProps = Omit<TextInputProps, 'onChange'> & { onChange: (value: string) => void };

/**
 * The 8-digit e-mail code: one numeric field, so pasting and the phone keyboard's
 * one-time-code suggestion both work. Use with a controlled form.
 */
export function CodeField({ onChange, ...props }: CodeFieldProps) {
  return (
    <TextInput
      label={mac.fields.code}
      description={mac.fields.codeHint}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      classNames={{ input: 'seva-code-input' }}
      {...props}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value))}
    />
  );
}
