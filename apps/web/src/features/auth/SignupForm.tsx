import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignupInput } from '@seva/schemas';

/** The form's values: the mobile number as typed (empty: none), the notice's box. */
type SignupValues = Omit<SignupInput, 'mobile' | 'consent'> & { mobile: string; consent: boolean };

import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { mcn } from '../../messages/consent.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { ConsentNotice } from '../consent/ConsentNotice.tsx';
import { PasswordField } from './fields.tsx';
import { useLater } from './use-later.ts';

export function SignupForm() {
  const navigate = useNavigate();
  const later = useLater();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const form = useForm<SignupValues>({
    mode: 'uncontrolled',
    initialValues: {
      name: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      consent: false,
    },
    // Includes 'Passwords do not match': the call is never made when they differ.
    validate: schemaResolver((schemas) => schemas.signupInput),
  });
  usePreloadSchemas();
  const signup = useMutation(trpc.auth.signup.mutationOptions());

  const submit = submitWithSchemas(form, async (values) => {
    setResult(undefined);
    try {
      const { message } = await signup.mutateAsync(values);
      setResult({ ok: true, message });
      toastSuccess(message);
      // The e-mail travels in the URL; the password never leaves this form.
      later(
        () =>
          void navigate({
            to: '/verify-email',
            search: { email: values.email.trim().toLowerCase() },
          }),
      );
    } catch (error) {
      const message = messageOf(error, mac.signup.failed);
      setResult({ ok: false, message });
      toastError(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            role={result.ok ? 'status' : 'alert'}
            data-testid="signup-result"
          >
            {result.message}
          </Alert>
        ) : null}
        <TextInput
          label={mac.fields.name}
          placeholder={mac.fields.namePlaceholder}
          autoComplete="name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
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
        <TextInput
          label={mac.fields.mobile}
          description={mac.fields.mobileHint}
          placeholder={mac.fields.mobilePlaceholder}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          key={form.key('mobile')}
          {...form.getInputProps('mobile')}
        />
        <PasswordField
          label={mac.fields.password}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={mac.fields.confirmPassword}
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <ConsentNotice
          key={form.key('consent')}
          agreeLabel={mcn.agreeSignup}
          checkbox={form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={signup.isPending} disabled={result?.ok}>
          {mac.signup.submit}
        </Button>
        <Text size="sm" ta="center">
          {mac.signup.haveAccount}{' '}
          <Anchor component={Link} to="/login">
            {mac.signup.loginLink}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
