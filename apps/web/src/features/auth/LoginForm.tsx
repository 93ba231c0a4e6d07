import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@seva/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf, reasonOf } from '../../lib/api-errors.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { landingPathFor } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { m } from '../../messages/index.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PasswordField } from './fields.tsx';
import { useLater } from './use-later.ts';

/** The pause after 'Login Successful' before the dashboard opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

interface Failure {
  message: string;
  /** Set when the account exists but its e-mail is not verified yet. */
  unverifiedEmail?: string;
}

export function LoginForm({ redirect }: { redirect?: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure>();
  const [leaving, setLeaving] = useState(false);
  const later = useLater();

  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver((schemas) => schemas.loginInput),
  });
  usePreloadSchemas();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const resend = useMutation(trpc.auth.resendCode.mutationOptions());

  const submit = submitWithSchemas(form, async (values) => {
    setFailure(undefined);
    try {
      const { user } = await login.mutateAsync(values);
      // A new user on this browser: forget everything cached for the previous one.
      queryClient.removeQueries();
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user });
      toastSuccess(m.login.success);
      setLeaving(true);
      const target = safeRedirect(redirect);
      if (target) {
        router.history.push(target);
      } else {
        later(() => void navigate({ to: landingPathFor(user.role) }), LOGIN_REDIRECT_DELAY_MS);
      }
    } catch (error) {
      setFailure({
        message: messageOf(error, m.login.failed),
        unverifiedEmail: reasonOf(error) === 'EMAIL_NOT_VERIFIED' ? values.email.trim() : undefined,
      });
      toastError(m.login.failedToast);
    }
  });

  const sendNewCode = async (email: string) => {
    try {
      const { message } = await resend.mutateAsync({ email });
      toastSuccess(message);
      await navigate({ to: '/verify-email', search: { email } });
    } catch (error) {
      toastError(messageOf(error, m.verify.resendFailed));
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
                {m.login.sendNewCode}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <TextInput
          label={m.fields.email}
          placeholder={m.fields.emailPlaceholder}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={m.fields.password}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {m.login.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending || leaving}>
          {m.login.submit}
        </Button>
        <Text size="sm" ta="center">
          {m.login.noAccount}{' '}
          <Anchor component={Link} to="/signup">
            {m.login.signupLink}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
