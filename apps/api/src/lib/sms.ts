import type { Language } from '@seva/schemas/language';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config.ts';
import { renderSms, type SmsKind } from './sms-templates.ts';

export interface SmsMessage {
  /** 10 digits starting 6–9, without +91 or a leading 0 (as `users.mobile` keeps it). */
  to: string;
  kind: SmsKind;
  language: Language;
  /** The template's variables in order (lib/sms-templates.ts). */
  vars: readonly string[];
}

export interface SmsSender {
  /** False without SMS_URL: nothing may be queued for SMS then. */
  readonly enabled: boolean;
  readonly transport: 'none' | 'log' | 'msg91';
  /**
   * Hands one SMS to the gateway; resolves once the gateway has accepted it. Rejects with a
   * short message that never holds the mobile number, the text, a variable or the key.
   */
  send(message: SmsMessage, options: { idempotencyKey: string }): Promise<void>;
  /** Aborts requests in flight; later sends reject. */
  close(): void;
}

/** How long one request to the gateway may take, answer included. */
export const SMS_TIMEOUT_MS = 10_000;

const MOBILE = /^[6-9]\d{9}$/;
/** A header value: printable ASCII only, so no key can smuggle a line break. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** `XXXXXX1234`: what logs and the operators' views show of a mobile number. */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** The text in the message's language, after checking the number, key and variables. */
function checked(message: SmsMessage, idempotencyKey: string, language = message.language) {
  if (!MOBILE.test(message.to)) {
    throw new Error('SMS recipient is not a 10-digit mobile number starting 6-9');
  }
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new Error('SMS idempotency key must be 1 to 200 printable ASCII characters');
  }
  return renderSms(message.kind, language, message.vars);
}

/**
 * SMS by SMS_URL (docs/decisions/074-sms-gateway.md): unset, none (a sender that refuses);
 * `log:`, each message written to the server log (a laptop, a first start); a URL, MSG91's
 * Flow API. Plain http only to this machine, which config.ts checks and this repeats.
 */
export function createSmsSender(options: {
  sms: SmsConfig;
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** Tests shorten it; the server keeps SMS_TIMEOUT_MS. */
  timeoutMs?: number;
}): SmsSender {
  const { sms, logger } = options;
  if (!sms.url) return noSender();
  if (sms.url === 'log:') return logSender(logger);
  return msg91Sender({
    sms,
    logger,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? SMS_TIMEOUT_MS,
  });
}

function noSender(): SmsSender {
  return {
    enabled: false,
    transport: 'none',
    async send() {
      throw new Error('SMS is off: SMS_URL is not set');
    },
    close() {},
  };
}

function logSender(logger: FastifyBaseLogger): SmsSender {
  let closed = false;
  return {
    enabled: true,
    transport: 'log',
    async send(message, { idempotencyKey }) {
      if (closed) throw new Error('SMS sender closed');
      const text = checked(message, idempotencyKey);
      // For development only: the text carries the code, so it can be read here as from a phone.
      logger.info(
        {
          sms: {
            to: maskMobile(message.to),
            kind: message.kind,
            language: message.language,
            idempotencyKey,
          },
        },
        `SMS_URL is log:; SMS not sent. Its text:\n${text}`,
      );
    },
    close() {
      closed = true;
    },
  };
}

const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

function msg91Sender(options: {
  sms: SmsConfig;
  logger: FastifyBaseLogger;
  fetch: typeof fetch;
  timeoutMs: number;
}): SmsSender {
  const { sms, logger, timeoutMs } = options;
  const endpoint = new URL(sms.url ?? '');
  const secure =
    endpoint.protocol === 'https:' ||
    (endpoint.protocol === 'http:' && LOOPBACK_HOSTS.includes(endpoint.hostname));
  if (!secure) throw new Error('SMS_URL must be https (plain http only to this machine)');
  const { authKey, senderId } = sms;
  if (!authKey || !senderId) throw new Error('SMS_URL needs SMS_AUTH_KEY and SMS_SENDER_ID');
  const closing = new AbortController();

  return {
    enabled: true,
    transport: 'msg91',
    async send(message, { idempotencyKey }) {
      if (closing.signal.aborted) throw new Error('SMS sender closed');
      const ids = sms.templateIds[message.kind];
      // DLT delivers only the words registered under a template id. Without a Hindi template
      // the English one is used, and with it the English text: the variables are the same.
      const language = message.language === 'hi' && ids?.hi ? 'hi' : 'en';
      checked(message, idempotencyKey, language);
      const templateId = ids?.[language];
      if (!templateId) throw new Error(`SMS ${message.kind}: no template id is set`);
      // MSG91's template maps the DLT template's {#var#}s, in order, to ##var1##, ##var2##, ….
      const recipient: Record<string, string> = { mobiles: `91${message.to}` };
      message.vars.forEach((value, index) => {
        recipient[`var${index + 1}`] = value;
      });
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([timeout, closing.signal]);
      let answer: unknown;
      try {
        const response = await options.fetch(endpoint, {
          method: 'POST',
          headers: {
            authkey: authKey,
            'content-type': 'application/json',
            accept: 'application/json',
            // MSG91 ignores it today; it names the outbox job, so a gateway (or a proxy) that
            // honours it can drop the repeat of a request whose answer was lost.
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify({
            template_id: templateId,
            sender: senderId,
            short_url: '0',
            recipients: [recipient],
          }),
          // The key rides in a header that a redirect would carry to wherever it points.
          redirect: 'error',
          signal,
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new GatewayError(`SMS gateway answered ${response.status}`);
        }
        answer = parseJson(await response.text());
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        if (closing.signal.aborted) throw new Error('SMS sender closed');
        if (timeout.aborted) throw new Error(`SMS gateway did not answer within ${timeoutMs} ms`);
        throw new Error(`SMS gateway unreachable${networkCode(error)}`);
      }
      const result = typeof answer === 'object' && answer !== null ? answer : {};
      const type = 'type' in result ? result.type : undefined;
      // An error's own message may quote the number or a variable: it is never passed on.
      if (type === 'error') throw new Error('SMS gateway refused the message');
      if (type !== 'success') throw new Error('SMS gateway answered without success');
      logger.debug(
        {
          sms: {
            to: maskMobile(message.to),
            kind: message.kind,
            language,
            requestId: 'message' in result ? String(result.message).slice(0, 40) : undefined,
          },
        },
        'SMS handed to the gateway',
      );
    },
    close() {
      closing.abort();
    },
  };
}

/** An answer from the gateway that is already worded safely. */
class GatewayError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** ` (ECONNREFUSED)`: the system's code for a failed connection, never its free text. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? ` (${code})` : '';
}
