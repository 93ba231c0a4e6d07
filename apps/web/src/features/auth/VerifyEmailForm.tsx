import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VerifyEmailInput } from '@seva/schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { useLater } from './use-later.ts';

/** `email` comes from the signup or login screen (`?email=`); without it the user types it. */
export function VerifyEmailForm({ email }: { email?: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const form = useForm<VerifyEmailInput>({
    mode: 'controlled',
    initialValues: { email: email ?? '', code: '' },
    validate: schemaResolver((schemas) => schemas.verifyEmailInput),
  });
  usePreloadSchemas();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const resend = useMutation(trpc.auth.resendCode.mutationOptions());

  const submit = submitWithSchemas(form, async (values) => {
    setResult(undefined);
    try {
      const { message } = await verify.mutateAsync(values);
      setResult({ ok: true, message });
      toastSuccess(message);
      later(() => void navigate({ to: '/login' }));
    } catch (error) {
      const message = messageOf(error, mac.verify.failed);
      setResult({ ok: false, message });
      toastError(message);
    }
  });

  const resendCode = async () => {
    const check = form.validateField('email');
    if (check.hasError) return;
    try {
      const { message } = await resend.mutateAsync({ email: form.getValues().email });
      toastSuccess(message);
    } catch (error) {
      toastError(messageOf(error, mac.verify.resendFailed));
    }
  };

  const done = result?.ok === true;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            role={result.ok ? 'status' : 'alert'}
            data-testid="verify-result"
          >
            {result.message}
          </Alert>
        ) : null}
        {email ? null : (
          <TextInput
            label={mac.fields.email}
            placeholder={mac.fields.emailPlaceholder}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
        )}
        <CodeField {...form.getInputProps('code')} data-autofocus />
        <Button type="submit" fullWidth loading={verify.isPending} disabled={done}>
          {mac.verify.submit}
        </Button>
        <Button
          variant="subtle"
          fullWidth
          onClick={resendCode}
          loading={resend.isPending}
          disabled={done}
        >
          {mac.verify.resend}
        </Button>
      </Stack>
    </form>
  );
}
