import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { LoginInput } from '@seva/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { messageOf, reasonOf } from '../../lib/api-errors.ts';
import { loadSchemas, usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PasswordField } from './fields.tsx';
import { useSignedIn } from './use-signed-in.ts';

interface Failure {
  message: string;
  /** Set when the account exists but its e-mail is not verified yet. */
  unverifiedEmail?: string;
}

export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const { signedIn, leaving } = useSignedIn(redirect);

  // Two fields kept in plain state: the login page is the first screen of most visits, and
  // @mantine/form would add 6 kB to its budget (docs/PERFORMANCE.md); the other forms use it.
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginInput, string>>>({});
  const field = (name: keyof LoginInput) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  usePreloadSchemas();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const resend = useMutation(trpc.auth.resendCode.mutationOptions());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schemas load in the background (usePreloadSchemas); never send unvalidated input.
    const schemas = await loadSchemas();
    const found = schemas ? zodErrors(schemas.loginInput, values) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(undefined);
    try {
      const { user } = await login.mutateAsync(values);
      signedIn(user);
    } catch (error) {
      setFailure({
        message: messageOf(error, mac.login.failed),
        unverifiedEmail: reasonOf(error) === 'EMAIL_NOT_VERIFIED' ? values.email.trim() : undefined,
      });
      toastError(mac.login.failedToast);
    }
  };

  const sendNewCode = async (email: string) => {
    try {
      const { message } = await resend.mutateAsync({ email });
      toastSuccess(message);
      await navigate({ to: '/verify-email', search: { email } });
    } catch (error) {
      toastError(messageOf(error, mac.verify.resendFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert" data-testid="login-error">
            <Text size="sm">{failure.message}</Text>
            {failure.unverifiedEmail ? (
              <Button
                mt="sm"
                variant="light"
                color="red"
                loading={resend.isPending}
                onClick={() => failure.unverifiedEmail && sendNewCode(failure.unverifiedEmail)}
              >
                {mac.login.sendNewCode}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <TextInput
          label={mac.fields.email}
          placeholder={mac.fields.emailPlaceholder}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
        <PasswordField
          label={mac.fields.password}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {mac.login.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending || leaving}>
          {mac.login.submit}
        </Button>
        {/* Citizens made at the counter with only a mobile number (docs/product.md 38). */}
        <ButtonLink
          to="/login/mobile"
          search={redirect ? { redirect } : {}}
          variant="default"
          fullWidth
        >
          {mac.login.withMobile}
        </ButtonLink>
        <Text size="sm" ta="center">
          {mac.login.noAccount}{' '}
          <Anchor component={Link} to="/signup">
            {mac.login.signupLink}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
