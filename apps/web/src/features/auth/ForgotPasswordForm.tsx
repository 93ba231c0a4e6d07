import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ResetPasswordInput } from '@seva/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { PasswordField } from './fields.tsx';
import { useLater } from './use-later.ts';

/** Step 1: ask for a code. On success the route gains `?email=`, which shows step 2. */
export function RequestResetForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver((schemas) => schemas.forgotPasswordInput),
  });
  usePreloadSchemas();
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [error, setError] = useState<string>();

  const submit = submitWithSchemas(form, async (values) => {
    setError(undefined);
    try {
      const { message } = await request.mutateAsync(values);
      toastSuccess(message);
      onSent(values.email.trim().toLowerCase(), message);
    } catch (failure) {
      const message = messageOf(failure, mac.forgot.failed);
      setError(message);
      toastError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={mac.fields.email}
          placeholder={mac.fields.emailPlaceholder}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          {mac.forgot.sendCode}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {mac.forgot.backToLogin}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** Step 2: the code from the e-mail and a new password. */
export function ResetPasswordForm({ email, notice }: { email: string; notice?: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const form = useForm<ResetPasswordInput>({
    mode: 'controlled',
    initialValues: { email, code: '', password: '', confirmPassword: '' },
    validate: schemaResolver((schemas) => schemas.resetPasswordInput),
  });
  usePreloadSchemas();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  const submit = submitWithSchemas(form, async (values) => {
    setResult(undefined);
    try {
      const { message } = await reset.mutateAsync(values);
      setResult({ ok: true, message });
      toastSuccess(message);
      later(() => void navigate({ to: '/login' }));
    } catch (error) {
      const message = messageOf(error, mac.forgot.failed);
      setResult({ ok: false, message });
      toastError(message);
    }
  });

  const done = result?.ok === true;
  const shown = result ?? (notice ? { ok: true, message: notice } : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {shown ? (
          <Alert
            color={shown.ok ? 'green' : 'red'}
            role={shown.ok ? 'status' : 'alert'}
            data-testid="reset-result"
          >
            {shown.message}
          </Alert>
        ) : null}
        <CodeField {...form.getInputProps('code')} />
        <PasswordField
          label={mac.fields.newPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={mac.fields.confirmPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={done}>
          {mac.forgot.submitReset}
        </Button>
        <Button
          variant="subtle"
          fullWidth
          disabled={done}
          onClick={() => navigate({ to: '/forgot-password', search: {} })}
        >
          {mac.forgot.differentEmail}
        </Button>
      </Stack>
    </form>
  );
}
