import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type SmsPeer, startSmsPeer } from '../test/sms-peer.ts';
import { createSmsSender, maskMobile, type SmsMessage, type SmsSender } from './sms.ts';
import { smsKinds } from './sms-templates.ts';

const MOBILE = '9876543210';
const AUTH_KEY = 'msg91-key-for-tests-0123456789';

/** A real pino logger whose lines are kept, as the server's would be written. */
function capturedLogger(level = 'debug') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, text: () => lines.join('') };
}

/** The environment an operator sets for MSG91: every English template, some Hindi ones. */
function gatewayEnv(url: string): Record<string, string> {
  const env: Record<string, string> = {
    SMS_URL: url,
    SMS_AUTH_KEY: AUTH_KEY,
    SMS_SENDER_ID: 'SEVAIN',
  };
  for (const kind of smsKinds) env[`SMS_TEMPLATE_${kind.toUpperCase()}`] = `en-${kind}`;
  env.SMS_TEMPLATE_CODE_HI = 'hi-code';
  env.SMS_TEMPLATE_COMPLETED_HI = 'hi-completed';
  return env;
}

const received: SmsMessage = {
  to: MOBILE,
  kind: 'application_received',
  language: 'en',
  vars: ['SEVA-2026-000123', '12 Dec 2026'],
};
const code: SmsMessage = { to: MOBILE, kind: 'code', language: 'en', vars: ['48213957', '10'] };

/** The error a send rejects with, checked to hold nothing private. */
async function failure(sender: SmsSender, message: SmsMessage, key = 'job-1'): Promise<string> {
  const error = await sender.send(message, { idempotencyKey: key }).then(
    () => {
      throw new Error('the send was expected to fail');
    },
    (reason: unknown) => reason as Error,
  );
  for (const secret of [message.to, AUTH_KEY, ...message.vars]) {
    expect(error.message).not.toContain(secret);
  }
  expect(error.message.length).toBeLessThan(80);
  return error.message;
}

describe('SMS without SMS_URL', () => {
  it('is off and refuses to send', async () => {
    const { logger } = capturedLogger();
    const sender = createSmsSender({ sms: loadConfig({}).sms, logger });
    expect(sender).toMatchObject({ enabled: false, transport: 'none' });
    await expect(sender.send(received, { idempotencyKey: 'job-1' })).rejects.toThrow(
      'SMS is off: SMS_URL is not set',
    );
  });
});

describe('SMS to the log (SMS_URL=log:)', () => {
  it('prints the text at info, with the mobile number masked', async () => {
    const { logger, lines, text } = capturedLogger('info');
    const sender = createSmsSender({ sms: loadConfig({ SMS_URL: 'log:' }).sms, logger });
    expect(sender).toMatchObject({ enabled: true, transport: 'log' });
    await sender.send({ ...received, language: 'hi' }, { idempotencyKey: 'job-7' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line.level).toBe(30);
    expect(line.msg).toContain('आवेदन SEVA-2026-000123 मिल गया। 12 Dec 2026 तक पूरा होगा। - Seva');
    expect(line.sms).toEqual({
      to: 'XXXXXX3210',
      kind: 'application_received',
      language: 'hi',
      idempotencyKey: 'job-7',
    });
    expect(text()).not.toContain(MOBILE);
  });

  it('refuses what the gateway would refuse, and says nothing of the number', async () => {
    const { logger, lines } = capturedLogger();
    const sender = createSmsSender({ sms: loadConfig({ SMS_URL: 'log:' }).sms, logger });
    for (const to of ['+919876543210', '09876543210', '5876543210', '98765']) {
      expect(await failure(sender, { ...received, to })).toBe(
        'SMS recipient is not a 10-digit mobile number starting 6-9',
      );
    }
    expect(await failure(sender, { ...received, vars: ['SEVA-2026-000123'] })).toMatch(
      /takes 2 variables/,
    );
    expect(await failure(sender, { ...received, kind: 'completed', vars: ['ABCDE1234F'] })).toMatch(
      /looks like an identity number/,
    );
    expect(await failure(sender, received, 'two\nlines')).toMatch(/idempotency key/);
    expect(lines).toEqual([]);
  });

  it('masks a mobile number to its last four digits', () => {
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
  });
});

describe("SMS through MSG91's Flow API (a loopback peer)", () => {
  let peer: SmsPeer;
  let sender: SmsSender;
  let log: ReturnType<typeof capturedLogger>;
  beforeEach(async () => {
    peer = await startSmsPeer({ authKey: AUTH_KEY });
    log = capturedLogger('debug');
    sender = createSmsSender({ sms: loadConfig(gatewayEnv(peer.url)).sms, logger: log.logger });
  });
  afterEach(async () => {
    sender.close();
    await peer.close();
  });

  it('posts the template id, the number with 91, the variables and the idempotency key', async () => {
    expect(sender).toMatchObject({ enabled: true, transport: 'msg91' });
    await sender.send(received, { idempotencyKey: 'notification-1' });
    expect(peer.problems).toEqual([]);
    expect(peer.messages).toEqual([
      {
        templateId: 'en-application_received',
        sender: 'SEVAIN',
        mobile: MOBILE,
        vars: ['SEVA-2026-000123', '12 Dec 2026'],
        idempotencyKey: 'notification-1',
        at: expect.any(Number),
      },
    ]);
    expect(peer.messagesTo(`91${MOBILE}`)).toHaveLength(1);
  });

  it("uses a kind's Hindi template when one is set, else its English one", async () => {
    await sender.send({ ...code, language: 'hi' }, { idempotencyKey: 'a' });
    await sender.send(
      { to: MOBILE, kind: 'sent_back', language: 'hi', vars: ['SEVA-2026-000123'] },
      { idempotencyKey: 'b' },
    );
    expect(peer.messages.map((message) => message.templateId)).toEqual(['hi-code', 'en-sent_back']);
  });

  it('dedupes nothing: the same key twice is two SMS, both carrying the key', async () => {
    await sender.send(received, { idempotencyKey: 'notification-2' });
    await sender.send(received, { idempotencyKey: 'notification-2' });
    const messages = await peer.waitForMessages(2);
    expect(messages.map((message) => message.idempotencyKey)).toEqual([
      'notification-2',
      'notification-2',
    ]);
  });

  it('never logs the mobile number, a code or the key', async () => {
    await sender.send(code, { idempotencyKey: 'notification-3' });
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0] ?? '{}').sms).toMatchObject({
      to: 'XXXXXX3210',
      kind: 'code',
      language: 'en',
    });
    for (const secret of [MOBILE, '48213957', AUTH_KEY]) expect(log.text()).not.toContain(secret);
  });

  it('rejects on a 500 with a short message, then sends once the gateway is back', async () => {
    peer.failNext(1);
    expect(await failure(sender, code)).toBe('SMS gateway answered 500');
    await sender.send(code, { idempotencyKey: 'job-1' });
    expect(peer.messages).toHaveLength(1);
    peer.failAlways(true);
    expect(await failure(sender, received)).toBe('SMS gateway answered 500');
    expect(await failure(sender, received)).toBe('SMS gateway answered 500');
    expect(peer.requests).toBe(4);
  });

  it("rejects MSG91's 200 with type error without repeating its words", async () => {
    peer.refuseNext(1);
    expect(await failure(sender, code)).toBe('SMS gateway refused the message');
    expect(peer.messages).toEqual([]);
  });

  it('rejects a wrong key, and a 429 when over the rate', async () => {
    const wrongKey = createSmsSender({
      sms: loadConfig({ ...gatewayEnv(peer.url), SMS_AUTH_KEY: 'not-the-key' }).sms,
      logger: log.logger,
    });
    expect(await failure(wrongKey, received)).toBe('SMS gateway answered 401');
    peer.rateLimit(0);
    expect(await failure(sender, received)).toBe('SMS gateway answered 429');
    expect(peer.messages).toEqual([]);
  });

  it('gives up on a slow gateway after the timeout (the SMS may still have gone)', async () => {
    peer.delayMs(30_000);
    const quick = createSmsSender({
      sms: loadConfig(gatewayEnv(peer.url)).sms,
      logger: log.logger,
      timeoutMs: 2000,
    });
    expect(await failure(quick, code)).toBe('SMS gateway did not answer within 2000 ms');
    // The peer took it before answering late: a retry after a timeout may be a second SMS.
    expect(peer.messages).toHaveLength(1);
  });

  it('aborts a send in flight when closed', async () => {
    peer.delayMs(30_000);
    const pending = failure(sender, code);
    await peer.waitForMessages(1);
    sender.close();
    expect(await pending).toBe('SMS sender closed');
    expect(await failure(sender, code)).toBe('SMS sender closed');
  });

  it('says the gateway is unreachable when nothing listens', async () => {
    const port = await closedPort();
    const env = gatewayEnv(`http://127.0.0.1:${port}/api/v5/flow`);
    const nowhere = createSmsSender({ sms: loadConfig(env).sms, logger: log.logger });
    expect(await failure(nowhere, code)).toBe('SMS gateway unreachable (ECONNREFUSED)');
  });

  it('refuses plain http to another machine, and a gateway without its key', () => {
    const sms = loadConfig(gatewayEnv(peer.url)).sms;
    expect(() =>
      createSmsSender({ sms: { ...sms, url: 'http://sms.example.in/' }, logger: log.logger }),
    ).toThrow('SMS_URL must be https');
    expect(() =>
      createSmsSender({ sms: { ...sms, authKey: undefined }, logger: log.logger }),
    ).toThrow('SMS_URL needs SMS_AUTH_KEY and SMS_SENDER_ID');
  });
});

/** A loopback port nothing listens on: one just given up by a server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}
