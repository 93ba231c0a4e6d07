import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredMessages, translateText } from '@seva/schemas/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile } from '../test/files.ts';
import { startTestServer, type TestServer, uniqueEmail, verifiedCitizen } from '../test/harness.ts';
import { multipart } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';

/**
 * The request's language store (lib/language.ts) over real HTTP: it must still be the caller's
 * when a JSON body has been parsed, a multipart stream read, a handler has awaited work in
 * another thread, and on both doors (REST and tRPC).
 */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let citizen: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = (await verifiedCitizen(server, smtp)).auth;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;

async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: object | FormData | string,
) {
  const all = { ...headers };
  let payload: FormData | string | undefined;
  if (body instanceof FormData || typeof body === 'string') payload = body;
  else if (body) payload = JSON.stringify(body);
  if (typeof payload === 'string') all['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers: all, body: payload });
  const text = await response.text();
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    json: JSON.parse(text) as { message: string; [key: string]: unknown },
  };
}

const hi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe('the language store through the request lifecycle', () => {
  it('a JSON body parsed and checked: the Zod message in the caller language', async () => {
    const body = {
      name: 'Ravi',
      email: 'not-an-email',
      password: 'x',
      confirmPassword: 'x',
      consent: true,
    };
    const inHindi = await send('POST', '/api/auth/signup', hi, body);
    expect(inHindi.status).toBe(400);
    expect(inHindi.language).toBe('hi');
    expect(inHindi.json.message).toBe('कृपया मान्य ईमेल पता दर्ज करें');
    const inEnglish = await send('POST', '/api/auth/signup', {}, body);
    expect(inEnglish.language).toBe('en');
    expect(inEnglish.json.message).toBe('Please enter a valid email address');
  });

  it('a body that is not JSON: the parser error in the caller language', async () => {
    const bad = await send('POST', '/api/auth/login', hi, '{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('अनुरोध के मुख्य भाग में JSON खराब है');
  });

  it('an async handler (a password hashed in a worker): the answer after the await', async () => {
    const email = uniqueEmail('hindi');
    const password = 'a long enough password';
    const signup = await send('POST', '/api/auth/signup', hi, {
      name: 'Ravi',
      email,
      password,
      confirmPassword: password,
      consent: true,
    });
    expect(signup.status).toBe(201);
    expect(signup.json.message).toBe('साइन अप सफल रहा! सत्यापन कोड के लिए कृपया अपना ईमेल देखें।');
    await smtp.waitForMail(email);
  });

  it('a multipart upload read from the stream: its file check in the caller language', async () => {
    const form = () =>
      multipart({
        name: 'Passport photo',
        photo: { data: fakeFile('pdf'), name: 'photo.pdf', type: 'application/pdf' },
        signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
      });
    const inHindi = await send('POST', '/api/document/create', { ...citizen, ...hi }, form());
    expect(inHindi.status).toBe(400);
    expect(inHindi.json.message).toBe('केवल JPEG, PNG और WebP फ़ाइलें अपलोड की जा सकती हैं');
    const inEnglish = await send('POST', '/api/document/create', citizen, form());
    expect(inEnglish.json.message).toBe('Only JPEG, PNG and WebP files are allowed');

    const noName = multipart({
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
      signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
    });
    const missing = await send('POST', '/api/document/create', { ...citizen, ...hi }, noName);
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('दस्तावेज़ का नाम आवश्यक है');
  });

  it('tRPC: a thrown AppError, a Zod text and a Zod default in the caller language', async () => {
    const wrong = await send('POST', '/trpc/auth.login', hi, {
      email: uniqueEmail(),
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    const error = wrong.json.error as { message: string };
    expect(error.message).toBe('अमान्य ईमेल या पासवर्ड');

    const invalid = await send('POST', '/trpc/auth.login', hi, { email: '', password: 'x' });
    expect((invalid.json.error as { message: string }).message).toBe('ईमेल आवश्यक है');

    // A check with no text of ours (`id: z.string().min(1)`): Zod words its default in Hindi.
    const empty = { id: '' };
    const inHindi = await send('POST', '/trpc/applications.delete', { ...citizen, ...hi }, empty);
    expect(inHindi.status).toBe(400);
    expect((inHindi.json.error as { message: string }).message).toMatch(DEVANAGARI);
    const inEnglish = await send('POST', '/trpc/applications.delete', citizen, empty);
    expect((inEnglish.json.error as { message: string }).message).toMatch(/^Too small/);
  });

  it('the lang cookie wins over Accept-Language, both ways', async () => {
    const body = { email: 'not-an-email', password: 'x' };
    const english = await send('POST', '/api/auth/login', { ...hi, cookie: 'lang=en' }, body);
    expect(english.language).toBe('en');
    expect(english.json.message).toBe('Please enter a valid email address');
    const hindi = await send(
      'POST',
      '/api/auth/login',
      { 'accept-language': 'en', cookie: 'lang=hi' },
      body,
    );
    expect(hindi.language).toBe('hi');
    expect(hindi.json.message).toBe('कृपया मान्य ईमेल पता दर्ज करें');
  });

  it('concurrent requests keep their own languages', async () => {
    const body = { email: 'bad', password: 'x' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', '/api/auth/login', i % 2 ? hi : { 'accept-language': 'en' }, body),
      ),
    );
    answers.forEach((answer, i) => {
      expect(DEVANAGARI.test(answer.json.message)).toBe(i % 2 === 1);
    });
  });

  it('404 and 401 answers too', async () => {
    expect((await send('GET', '/api/no-such-route', hi)).json.message).toBe('नहीं मिला');
    expect((await send('GET', '/api/document', hi)).json.message).toBe(
      'इस पेज को देखने के लिए कृपया लॉग इन करें',
    );
  });
});

describe("Hindi for every server message (the server's imports register it)", () => {
  it('every bilingual object, the shared ones and the server features, has its Hindi', () => {
    const entries = registeredMessages();
    expect(entries.length).toBeGreaterThanOrEqual(13);
    const missing = entries.filter((entry) => !entry.hindi).map((entry) => entry.english);
    expect(missing).toEqual([]);
  });

  it('every English text thrown or sent inline by the server has Hindi', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        !file.startsWith('test') &&
        !file.includes('openapi') &&
        !/notifications|mails|mail\.ts|cli\.ts|config\.ts/.test(file),
    );
    const texts = files.flatMap((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return [
        ...source.matchAll(/AppError\(\s*'[A-Z_]+',\s*'([^']+)'/g),
        ...source.matchAll(/send\(\{ message: (?:translateText\()?'([^']+)'/g),
        ...source.matchAll(/^\s+[A-Z_]+: '([A-Z][^' ]* [^']+)',$/gm),
        ...source.matchAll(/^export const [A-Za-z_]+ =\s+'([A-Z][^' ]* [^']+)';$/gm),
      ].map((match) => match[1] ?? '');
    });
    expect(texts.length).toBeGreaterThan(15);
    expect(withoutHindi(texts)).toEqual([]);
  });

  it('every text written inline in a shared schema has Hindi (refinements included)', () => {
    const dir = join(import.meta.dirname, '../../../../packages/schemas/src');
    const source = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    const inline = [
      ...source.matchAll(/\b(?:error|message): (?:'([^']+)'|"([^"]+)")/g),
      ...source.matchAll(
        /\b(?:requiredText|requiredUntrimmed|digits|upper|fileRequired)\((?:'([^']+)'|"([^"]+)")/g,
      ),
      ...source.matchAll(/\blabel: (?:'([^']+)'|"([^"]+)")/g),
      ...source.matchAll(/^\s+\w+: '([A-Z][^']*)',$/gm),
    ].map((match) => match[1] ?? match[2] ?? '');
    expect(inline.length).toBeGreaterThan(80);
    expect(withoutHindi(inline)).toEqual([]);
  });
});

/** Latin the glossary keeps in Hindi (acronyms, formats), and the API's own field names. */
const KEPT_LATIN = new Set(
  'PAN RTPS ITR OTP SMS UPI UTR GSTIN CSV JSON PDF JPEG JPG PNG WebP MB KB A4 ID IFSC e-PAN JSON en hi limit cursor multipart form-data'.split(
    ' ',
  ),
);

/** Texts whose Hindi is missing, or half English (a template whose part has no Hindi). */
function withoutHindi(texts: string[]): string[] {
  return [...new Set(texts)].filter((text) => {
    if (KEPT_LATIN.has(text)) return false;
    const hindi = translateText(text, 'hi');
    const latin = hindi.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
    return !DEVANAGARI.test(hindi) || latin.some((word) => !KEPT_LATIN.has(word));
  });
}
