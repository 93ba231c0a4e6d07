import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { loadSchemas, usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mac } from '../../messages/account-screens.ts';
import { mml } from '../../messages/mobile-login.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { toastError } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { PasswordField } from './fields.tsx';
import {
  CodeNoticeAlert,
  MobileField,
  ResendButton,
  useFocusWhenShown,
  useSmsCode,
} from './sms-code.tsx';
import { useSignedIn } from './use-signed-in.ts';

/** `start`: the number only; `code`: a code was sent; `password`: the password set for it. */
type Step = 'start' | 'code' | 'password';
type Values = { mobile: string; code: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

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
  const [values, setValues] = useState<Values>({ mobile, code: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const sms = useSmsCode();
  const focusWhenShown = useFocusWhenShown();
  const { signedIn, leaving } = useSignedIn(redirect);
  const loginCode = useMutation(trpc.auth.loginCode.mutationOptions());
  const loginMobile = useMutation(trpc.auth.loginMobile.mutationOptions());
  usePreloadSchemas();

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const changeMobile = (value: string) => {
    set('mobile', value);
    // A code goes to one number: another number needs its own code.
    if (step === 'code') {
      setStep('start');
      set('code', '');
      sms.reset();
    }
  };
  /** Shows the schema's errors; true when there are none. The server checks again. */
  const check = async (pick: 'requestCodeInput' | 'loginCodeInput' | 'loginMobileInput') => {
    const schemas = await loadSchemas();
    const found = schemas ? zodErrors(schemas[pick], values) : {};
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = async () => {
    setFailure(undefined);
    if (!(await check('requestCodeInput'))) {
      mobileInput.current?.focus();
      return;
    }
    if (await sms.send(values.mobile)) {
      setStep('code');
      focusWhenShown(codeInput);
    }
  };

  const choosePassword = () => {
    setFailure(undefined);
    setErrors({});
    setStep('password');
    focusWhenShown(passwordInput);
  };

  const logIn = async () => {
    setFailure(undefined);
    const ok = await check(step === 'code' ? 'loginCodeInput' : 'loginMobileInput');
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
          ref={mobileInput}
          value={values.mobile}
          error={errors.mobile}
          onChange={(event) => changeMobile(event.currentTarget.value)}
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
              ref={codeInput}
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
