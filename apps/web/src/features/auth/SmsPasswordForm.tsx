import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mml } from '../../messages/mobile-login.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { PasswordField } from './fields.tsx';
import { CodeNoticeAlert, MobileField, ResendButton, useSmsCodeForm } from './sms-code.tsx';
import { useLater } from './use-later.ts';

/**
 * A password set (or reset) with an SMS code (docs/product.md 38): the number and 'Send code by
 * SMS'; then the code and the new password twice. Then the mobile login opens on the password.
 */
export function SmsPasswordForm({ redirect, mobile = '' }: { redirect?: string; mobile?: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [sent, setSent] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const form = useSmsCodeForm({ mobile, code: '', password: '', confirmPassword: '' });
  const { values, errors, set, sms } = form;
  const setPassword = useMutation(trpc.auth.setPasswordByCode.mutationOptions());

  const sendCode = async () => {
    setResult(undefined);
    if (await form.requestCode()) setSent(true);
  };

  const save = async () => {
    setResult(undefined);
    if (!(await form.check('setPasswordByCodeInput'))) return;
    try {
      const { message } = await setPassword.mutateAsync(values);
      setResult({ ok: true, message });
      toastSuccess(message);
      const mobileTyped = values.mobile.trim();
      later(
        () =>
          void navigate({
            to: '/login/mobile',
            search: { ...(redirect ? { redirect } : {}), mobile: mobileTyped, method: 'password' },
          }),
      );
    } catch (error) {
      const message = messageOf(error, mml.setPassword.failed);
      setResult({ ok: false, message });
      toastError(message);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sent) void save();
    else void sendCode();
  };

  const done = result?.ok === true;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            role={result.ok ? 'status' : 'alert'}
            data-testid="set-password-result"
          >
            {result.message}
          </Alert>
        ) : (
          <CodeNoticeAlert notice={sms.notice} />
        )}
        <MobileField
          ref={form.mobileInput}
          value={values.mobile}
          error={errors.mobile}
          disabled={done}
          onChange={(event) =>
            form.changeMobile(event.currentTarget.value, sent, () => setSent(false))
          }
        />
        {sent ? (
          <>
            <CodeField
              ref={form.codeInput}
              label={mml.fields.code}
              description={mml.fields.codeHint}
              value={values.code}
              error={errors.code}
              onChange={(value) => set('code', value)}
            />
            <PasswordField
              label={mml.fields.newPassword}
              autoComplete="new-password"
              required
              value={values.password}
              error={errors.password}
              onChange={(event) => set('password', event.currentTarget.value)}
            />
            <PasswordField
              label={mml.fields.confirmPassword}
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) => set('confirmPassword', event.currentTarget.value)}
            />
            <Button type="submit" fullWidth loading={setPassword.isPending} disabled={done}>
              {mml.setPassword.submit}
            </Button>
            <ResendButton
              waitSeconds={sms.waitSeconds}
              disabled={done}
              sending={sms.sending}
              onClick={() => void sendCode()}
            />
          </>
        ) : (
          <Button type="submit" fullWidth loading={sms.sending}>
            {mml.login.sendCode}
          </Button>
        )}
        <Text size="sm" ta="center">
          <AnchorLink
            to="/login/mobile"
            search={{
              ...(redirect ? { redirect } : {}),
              ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
            }}
          >
            {mml.setPassword.backToLogin}
          </AnchorLink>
        </Text>
      </Stack>
    </form>
  );
}
