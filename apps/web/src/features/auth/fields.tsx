import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { mac } from '../../messages/account-screens.ts';

/** PasswordInput with a labelled show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': mac.fields.showPassword }}
      {...props}
    />
  );
}
