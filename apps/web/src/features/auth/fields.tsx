import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { m } from '../../messages/index.ts';

/** PasswordInput with a labelled show/hide toggle. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': m.fields.showPassword }}
      {...props}
    />
  );
}
