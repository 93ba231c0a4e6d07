import { SMTPServer } from 'smtp-server';
import { parseMessage } from './mime.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message as it came over the wire, headers included. */
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpPeer() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let failNext = 0;
  let delayMs = 0;
  /** Addresses refused for good at RCPT TO (550), as a mailbox that does not exist. */
  const unknownMailboxes = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!unknownMailboxes.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      if (failNext > 0) {
        failNext--;
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMessage(raw);
        const accept = () => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...mail, raw });
          for (const wake of waiters.splice(0)) wake();
          callback();
        };
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP peer did not start');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    inbox,
    /** Refuses this address for good (550 at RCPT TO), as a mailbox that does not exist. */
    refuseMailbox(address: string) {
      unknownMailboxes.add(address.toLowerCase());
    },
    /** Takes ms to accept each message, as a busy mail server does. */
    delayMessages(ms: number) {
      delayMs = ms;
    },
    /** Refuses the next n messages with a 5xx, as a broken mail server would. */
    failNextMessages(n: number) {
      failNext = n;
    },
    mailsTo(address: string) {
      return inbox.filter((mail) => mail.to.includes(address));
    },
    /** Waits for the nth mail (1-based) to an address. */
    async waitForMail(address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = inbox.filter((mail) => mail.to.includes(address));
        const mail = mails[count - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail #${count} for ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    /** Waits for a mail to an address that matches, whenever it arrives. */
    async waitForMatching(
      address: string,
      matches: (mail: ReceivedMail) => boolean,
      timeoutMs = 30_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = inbox.find(
          (candidate) => candidate.to.includes(address) && matches(candidate),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no matching mail for ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

export function codeFrom(mail: ReceivedMail): string {
  const match = /(?:Your code|आपका कोड): (\d{8})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}
