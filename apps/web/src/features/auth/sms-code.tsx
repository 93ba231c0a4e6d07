import { Alert, Button, TextInput, type TextInputProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { httpStatusOf, messageOf } from '../../lib/api-errors.ts';
import { loadSchemas, type Schemas, usePreloadSchemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { mml } from '../../messages/mobile-login.ts';

/** How long after a code is sent before another may be asked for. */
export const RESEND_WAIT_SECONDS = 30;

/** What the last request for a code came to, shown above the form. */
export type CodeNotice =
  | { tone: 'sent'; message: string }
  /** 503: the centre has no SMS (SMS_URL unset); the server says so in the caller's language. */
  | { tone: 'unavailable'; message: string }
  | { tone: 'failed'; message: string };

/**
 * Asks the server for an SMS code (`auth.requestCode`) and counts down the wait before another
 * may be asked for. The answer is the same whether or not the number has an account.
 */
export function useSmsCode() {
  const request = useMutation(trpc.auth.requestCode.mutationOptions());
  const [notice, setNotice] = useState<CodeNotice>();
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  /** Resolves true once the server has taken the request. */
  const send = async (mobile: string): Promise<boolean> => {
    setNotice(undefined);
    try {
      const { message } = await request.mutateAsync({ mobile });
      const at = Date.now();
      setNow(at);
      setResendAt(at + RESEND_WAIT_SECONDS * 1000);
      setNotice({ tone: 'sent', message });
      return true;
    } catch (error) {
      setNotice(
        httpStatusOf(error) === 503
          ? { tone: 'unavailable', message: messageOf(error, mml.code.smsUnavailable) }
          : { tone: 'failed', message: messageOf(error, mml.code.sendFailed) },
      );
      return false;
    }
  };

  /** Forgets the code sent (the number was changed): the next one may be asked for at once. */
  const reset = () => {
    setNotice(undefined);
    setResendAt(0);
  };

  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return { send, reset, notice, waitSeconds, sending: request.isPending };
}

export function CodeNoticeAlert({ notice }: { notice: CodeNotice | undefined }) {
  if (!notice) return null;
  const sent = notice.tone === 'sent';
  return (
    <Alert
      color={sent ? 'green' : notice.tone === 'unavailable' ? 'yellow' : 'red'}
      role={sent ? 'status' : 'alert'}
      data-testid="sms-code-notice"
    >
      {notice.message}
    </Alert>
  );
}

/** 'Send the code again', disabled with its countdown while the wait lasts. */
export function ResendButton({
  waitSeconds,
  sending,
  disabled = false,
  onClick,
}: {
  waitSeconds: number;
  sending: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="subtle"
      fullWidth
      disabled={disabled || waitSeconds > 0}
      loading={sending}
      onClick={onClick}
      data-testid="resend-code"
    >
      {waitSeconds > 0 ? mml.code.resendIn(waitSeconds) : mml.code.resend}
    </Button>
  );
}

/**
 * Focuses a field once it is on the screen. A step that shows a new field (the code after 'Send
 * code by SMS') sets its state after an await, and React commits that render when it gets to it:
 * on a busy phone after the next animation frame, so a focus asked for in that frame finds no
 * field. The focus waits here for the commit that shows it.
 */
export function useFocusWhenShown() {
  const pending = useRef<RefObject<HTMLElement | null>>(null);
  useLayoutEffect(() => {
    const field = pending.current?.current;
    if (!field) return;
    pending.current = null;
    field.focus();
  });
  return (field: RefObject<HTMLElement | null>) => {
    if (field.current) field.current.focus();
    else pending.current = field;
  };
}

/** The schemas a form with an SMS code checks its values against before sending them. */
type CodeFormSchema =
  | 'requestCodeInput'
  | 'loginCodeInput'
  | 'loginMobileInput'
  | 'setPasswordByCodeInput';

/**
 * The state a form that sends an SMS code keeps (the mobile login, the password set by SMS): its
 * values and errors, the fields the focus goes to, and asking for the code. A code goes to one
 * number: `changeMobile` forgets the code when another number is typed.
 */
export function useSmsCodeForm<V extends { mobile: string; code: string }>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const mobileInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const sms = useSmsCode();
  const focusWhenShown = useFocusWhenShown();
  usePreloadSchemas();

  const set = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  /** Shows the schema's errors; true when there are none. The server checks again. */
  const check = async (pick: CodeFormSchema) => {
    const schemas: Schemas | undefined = await loadSchemas();
    const found = schemas ? zodErrors(schemas[pick], values) : {};
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /** `hasCode`: a code was sent to the number before; `leaveCode` goes back to asking for one. */
  const changeMobile = (value: string, hasCode: boolean, leaveCode: () => void) => {
    set('mobile', value);
    if (!hasCode) return;
    leaveCode();
    set('code', '');
    sms.reset();
  };
  /** Checks the number, asks for a code; true once sent, and the focus goes to the code. */
  const requestCode = async (): Promise<boolean> => {
    if (!(await check('requestCodeInput'))) {
      mobileInput.current?.focus();
      return false;
    }
    if (!(await sms.send(values.mobile))) return false;
    focusWhenShown(codeInput);
    return true;
  };
  return {
    values,
    errors,
    setErrors,
    set,
    check,
    changeMobile,
    requestCode,
    sms,
    focusWhenShown,
    mobileInput,
    codeInput,
  };
}

/** The mobile number as a phone keyboard and autofill expect it. */
export function MobileField(props: TextInputProps) {
  return (
    <TextInput
      label={mml.fields.mobile}
      description={mml.fields.mobileHint}
      placeholder={mml.fields.mobilePlaceholder}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      {...props}
    />
  );
}
