import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface ReceivedSms {
  templateId: string;
  /** The sender id the request named, if any. */
  sender: string | undefined;
  /** 10 digits, the `91` MSG91 wants in front taken off. */
  mobile: string;
  /** var1, var2, … in order. */
  vars: string[];
  /** The `Idempotency-Key` header, kept but never acted on (MSG91 ignores it too). */
  idempotencyKey: string | undefined;
  /** Date.now() when it arrived. */
  at: number;
}

export const SMS_PEER_AUTH_KEY = 'test-msg91-auth-key';

const FLOW_PATH = '/api/v5/flow';
const MAX_BODY_BYTES = 64 * 1024;
const MOBILES = /^91[6-9]\d{9}$/;

/**
 * A real HTTP server on loopback that plays MSG91's Flow API (`POST /api/v5/flow`, header
 * `authkey`, JSON `{ template_id, recipients: [{ mobiles, var1, … }] }`), keeping every SMS it
 * accepts. It dedupes nothing: a repeated request is two SMS, as on a real phone.
 */
export async function startSmsPeer(options: { authKey?: string } = {}) {
  const authKey = options.authKey ?? SMS_PEER_AUTH_KEY;
  const messages: ReceivedSms[] = [];
  /** Requests the peer found malformed: a test that expects none checks this is empty. */
  const problems: string[] = [];
  const waiters: Array<() => void> = [];
  const timers = new Set<NodeJS.Timeout>();
  const arrivals: number[] = [];
  let requests = 0;
  let failNext = 0;
  let refuseNext = 0;
  let failAlways = false;
  let delayMs = 0;
  let perSecond: number | undefined;

  const answer = (response: ServerResponse, status: number, body: object) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, message: string) =>
    answer(response, status, { type: 'error', message });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    requests++;
    if (request.method !== 'POST' || request.url?.split('?')[0] !== FLOW_PATH) {
      request.resume();
      return error(response, 404, 'not found');
    }
    const now = Date.now();
    while (arrivals.length > 0 && (arrivals[0] ?? 0) <= now - 1000) arrivals.shift();
    arrivals.push(now);
    if (perSecond !== undefined && arrivals.length > perSecond) {
      request.resume();
      return error(response, 429, 'too many requests');
    }
    if (request.headers.authkey !== authKey) {
      request.resume();
      return error(response, 401, 'authentication failure');
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      problems.push(`content-type ${request.headers['content-type']}`);
      request.resume();
      return error(response, 415, 'JSON expected');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) return error(response, 413, 'too large');
      chunks.push(chunk as Buffer);
    }
    if (failAlways || failNext > 0) {
      if (!failAlways) failNext--;
      return error(response, 500, 'internal error');
    }
    const received = parseFlow(Buffer.concat(chunks).toString('utf8'), request, now);
    if (typeof received === 'string') {
      problems.push(received);
      return error(response, 400, received);
    }
    if (refuseNext > 0) {
      refuseNext--;
      // What MSG91 sends for a number or template it will not take: 200, an error, and words
      // that quote the request (which the sender must not pass on).
      const first = received[0];
      return error(response, 200, `refused 91${first?.mobile} ${first?.vars.join(' ')}`);
    }
    messages.push(...received);
    for (const wake of waiters.splice(0)) wake();
    const reply = () =>
      answer(response, 200, { type: 'success', message: randomBytes(12).toString('hex') });
    if (delayMs <= 0) return reply();
    // A slow gateway: it has taken the SMS, but the answer comes late (or after the client left).
    const timer = setTimeout(() => {
      timers.delete(timer);
      reply();
    }, delayMs);
    timers.add(timer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => {
      problems.push(`peer failed: ${String(cause)}`);
      error(response, 500, 'peer failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('SMS peer did not start');

  return {
    /** The flow endpoint, for SMS_URL. */
    url: `http://127.0.0.1:${address.port}${FLOW_PATH}`,
    authKey,
    messages,
    problems,
    /** Every request that reached the server, failed or not. */
    get requests() {
      return requests;
    },
    /** Answers the next n requests with a 500, taking nothing. */
    failNext(n: number) {
      failNext = n;
    },
    /** Answers every request with a 500 while on. */
    failAlways(on: boolean) {
      failAlways = on;
    },
    /** Answers the next n requests with 200 and `{"type":"error"}`, as MSG91 does. */
    refuseNext(n: number) {
      refuseNext = n;
    },
    /** Takes each SMS at once but answers only after ms. */
    delayMs(ms: number) {
      delayMs = ms;
    },
    /** Answers 429 to requests beyond this many in any second; undefined lifts it. */
    rateLimit(limit: number | undefined) {
      perSecond = limit;
    },
    messagesTo(mobile: string) {
      const ten = mobile.slice(-10);
      return messages.filter((message) => message.mobile === ten);
    },
    /** Waits until at least n SMS have arrived in all, and returns them all. */
    async waitForMessages(n: number, timeoutMs = 30_000): Promise<ReceivedSms[]> {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`${messages.length} SMS arrived, not ${n}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return messages;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type SmsPeer = Awaited<ReturnType<typeof startSmsPeer>>;

/** An object's own fields, each yet to be checked. */
const fieldsOf = (value: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value));

/** The SMS of one flow request, or what is wrong with it. */
function parseFlow(text: string, request: IncomingMessage, at: number): ReceivedSms[] | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'body is not an object';
  const { template_id: templateId, sender, recipients } = fieldsOf(body);
  if (typeof templateId !== 'string' || templateId === '') return 'template_id missing';
  if (sender !== undefined && typeof sender !== 'string') return 'sender is not a string';
  if (!Array.isArray(recipients) || recipients.length === 0) return 'recipients missing';
  const idempotencyKey = request.headers['idempotency-key'];
  const received: ReceivedSms[] = [];
  for (const recipient of recipients as unknown[]) {
    if (typeof recipient !== 'object' || recipient === null) return 'recipient is not an object';
    const { mobiles, ...fields } = fieldsOf(recipient);
    if (typeof mobiles !== 'string' || !MOBILES.test(mobiles)) return 'mobiles is not 91XXXXXXXXXX';
    const vars: string[] = [];
    for (const [name, value] of Object.entries(fields)) {
      const match = /^var([1-9]\d*)$/.exec(name);
      if (!match || typeof value !== 'string') return `unexpected recipient field ${name}`;
      vars[Number(match[1]) - 1] = value;
    }
    // Holes (var1, var3) leave the array longer than the fields.
    if (vars.length !== Object.keys(fields).length) {
      return 'variables are not var1, var2, … in a row';
    }
    received.push({
      templateId,
      sender: typeof sender === 'string' ? sender : undefined,
      mobile: mobiles.slice(2),
      vars,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      at,
    });
  }
  return received;
}
