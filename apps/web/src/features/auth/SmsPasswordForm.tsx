import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../lib/api-errors.ts';
import { loadSchemas, usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mml } from '../../messages/mobile-login.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { CodeField } from './CodeField.tsx';
import { PasswordField } from './fields.tsx';
import {
  CodeNoticeAlert,
  MobileField,
  ResendButton,
  useFocusWhenShown,
  useSmsCode,
} from './sms-code.tsx';
import { useLater } from './use-later.ts';

type Values = { mobile: string; code: string; password: string; confirmPassword: string };
type Errors = Partial<Record<keyof Values, string>>;

/**
 * A password set (or reset) with an SMS code (docs/product.md 38): the number and 'Send code by
 * SMS'; then the code and the new password twice. Then the mobile login opens on the password.
 */
export function SmsPasswordForm({ redirect, mobile = '' }: { redirect?: string; mobile?: string }) {
  const navigate = useNavigate();
  const later = useLater();
  const [sent, setSent] = useState(false);
  const [values, setValues] = useState<Values>({
    mobile,
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const sms = useSmsCode();
  const focusWhenShown = useFocusWhenShown();
  const setPassword = useMutation(trpc.auth.setPasswordByCode.mutationOptions());
  usePreloadSchemas();

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const changeMobile = (value: string) => {
    set('mobile', value);
    if (sent) {
      // A code goes to one number: another number needs its own code.
      setSent(false);
      set('code', '');
      sms.reset();
    }
  };
  const check = async (pick: 'requestCodeInput' | 'setPasswordByCodeInput') => {
    const schemas = await loadSchemas();
    const found = schemas ? zodErrors(schemas[pick], values) : {};
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const sendCode = async () => {
    setResult(undefined);
    if (!(await check('requestCodeInput'))) {
      mobileInput.current?.focus();
      return;
    }
    if (await sms.send(values.mobile)) {
      setSent(true);
      focusWhenShown(codeInput);
    }
  };

  const save = async () => {
    setResult(undefined);
    if (!(await check('setPasswordByCodeInput'))) return;
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
          ref={mobileInput}
          value={values.mobile}
          error={errors.mobile}
          disabled={done}
          onChange={(event) => changeMobile(event.currentTarget.value)}
        />
        {sent ? (
          <>
            <CodeField
              ref={codeInput}
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
