import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { mac } from '../../messages/account-screens.ts';

/** PasswordInput with a labelled show/hide toggle, marked invalid while it shows an error. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': mac.fields.showPassword }}
      // Mantine marks a TextInput with an error invalid, but not the inner input of a
      // PasswordInput (docs/decisions/069).
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
