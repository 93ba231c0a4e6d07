import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { mac } from '../../messages/account-screens.ts';
import { mml } from '../../messages/mobile-login.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { toastError } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { PasswordField } from './fields.tsx';
import { CodeNoticeAlert, MobileField, ResendButton, useSmsCodeForm } from './sms-code.tsx';
import { useSignedIn } from './use-signed-in.ts';

/** `start`: the number only; `code`: a code was sent; `password`: the password set for it. */
type Step = 'start' | 'code' | 'password';

/**
 * Log in with a mobile number (docs/product.md 38): 'Send code by SMS', then the code; or 'Log in
 * with password', then the password set with a code. One form, so Enter does the step shown and
 * a failed step focuses its first wrong field (docs/decisions/069).
 */
export function MobileLoginForm({
  redirect,
  mobile = '',
  method,
}: {
  redirect?: string;
  mobile?: string;
  method?: 'password';
}) {
  const [step, setStep] = useState<Step>(method ?? 'start');
  const [failure, setFailure] = useState<string>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = useSmsCodeForm({ mobile, code: '', password: '' });
  const { values, errors, set, sms } = form;
  const { signedIn, leaving } = useSignedIn(redirect);
  const loginCode = useMutation(trpc.auth.loginCode.mutationOptions());
  const loginMobile = useMutation(trpc.auth.loginMobile.mutationOptions());

  const sendCode = async () => {
    setFailure(undefined);
    if (await form.requestCode()) setStep('code');
  };

  const choosePassword = () => {
    setFailure(undefined);
    form.setErrors({});
    setStep('password');
    form.focusWhenShown(passwordInput);
  };

  const logIn = async () => {
    setFailure(undefined);
    const ok = await form.check(step === 'code' ? 'loginCodeInput' : 'loginMobileInput');
    if (!ok) return;
    try {
      const { user } =
        step === 'code'
          ? await loginCode.mutateAsync({ mobile: values.mobile, code: values.code })
          : await loginMobile.mutateAsync({ mobile: values.mobile, password: values.password });
      signedIn(user);
    } catch (error) {
      setFailure(messageOf(error, mml.login.failed));
      toastError(mac.login.failedToast);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'start') void sendCode();
    else void logIn();
  };

  const busy = loginCode.isPending || loginMobile.isPending || leaving;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CodeNoticeAlert notice={sms.notice} />
        {failure ? (
          <Alert color="red" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        ) : null}
        <MobileField
          ref={form.mobileInput}
          value={values.mobile}
          error={errors.mobile}
          onChange={(event) =>
            form.changeMobile(event.currentTarget.value, step === 'code', () => setStep('start'))
          }
        />
        {step === 'start' ? (
          <>
            <Button type="submit" fullWidth loading={sms.sending}>
              {mml.login.sendCode}
            </Button>
            <Button variant="default" fullWidth onClick={choosePassword}>
              {mml.login.usePassword}
            </Button>
          </>
        ) : null}
        {step === 'code' ? (
          <>
            <CodeField
              ref={form.codeInput}
              label={mml.fields.code}
              description={mml.fields.codeHint}
              value={values.code}
              error={errors.code}
              onChange={(value) => set('code', value)}
            />
            <Button type="submit" fullWidth loading={busy}>
              {mml.login.submit}
            </Button>
            <ResendButton
              waitSeconds={sms.waitSeconds}
              sending={sms.sending}
              onClick={() => void sendCode()}
            />
            <Button variant="default" fullWidth onClick={choosePassword}>
              {mml.login.usePassword}
            </Button>
          </>
        ) : null}
        {step === 'password' ? (
          <>
            <PasswordField
              ref={passwordInput}
              label={mml.fields.password}
              autoComplete="current-password"
              required
              value={values.password}
              error={errors.password}
              onChange={(event) => set('password', event.currentTarget.value)}
            />
            <Button type="submit" fullWidth loading={busy}>
              {mml.login.submit}
            </Button>
            <Button
              variant="default"
              fullWidth
              loading={sms.sending}
              onClick={() => void sendCode()}
            >
              {mml.login.useCode}
            </Button>
          </>
        ) : null}
        <Stack gap={6} align="center">
          <AnchorLink
            to="/login/mobile/set-password"
            search={{
              ...(redirect ? { redirect } : {}),
              ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
            }}
            size="sm"
            ta="center"
          >
            {mml.login.setPassword}
          </AnchorLink>
          <Text size="sm" ta="center">
            <AnchorLink to="/login" search={redirect ? { redirect } : {}}>
              {mml.login.withEmail}
            </AnchorLink>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
