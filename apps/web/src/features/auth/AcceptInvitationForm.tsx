import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AcceptInvitationInput } from '@seva/schemas';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { schemaResolver, submitWithSchemas } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { PasswordField } from './fields.tsx';
import { useLater } from './use-later.ts';

/**
 * The page a counter account's invitation e-mail links to (docs/product.md, The counter): the
 * token comes from the link's fragment; the citizen chooses a password, which also verifies
 * the e-mail, then logs in.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const form = useForm<AcceptInvitationInput>({
    mode: 'controlled',
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaResolver((schemas) => schemas.acceptInvitationInput),
  });
  usePreloadSchemas();
  const accept = useMutation(trpc.auth.acceptInvitation.mutationOptions());

  const submit = submitWithSchemas(form, async (values) => {
    setResult(undefined);
    try {
      const { message } = await accept.mutateAsync(values);
      setResult({ ok: true, message });
      toastSuccess(message);
      later(() => void navigate({ to: '/login' }));
    } catch (error) {
      const message = messageOf(error, mac.invitation.failed);
      setResult({ ok: false, message });
      toastError(message);
    }
  });

  const done = result?.ok === true;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            role={result.ok ? 'status' : 'alert'}
            data-testid="invitation-result"
          >
            {result.message}
          </Alert>
        ) : null}
        {form.errors.token ? (
          <Alert color="red" role="alert">
            {String(form.errors.token)}
          </Alert>
        ) : null}
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
        <Button type="submit" fullWidth loading={accept.isPending} disabled={done}>
          {mac.invitation.submit}
        </Button>
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {mac.forgot.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}
