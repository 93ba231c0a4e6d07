import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../test/harness.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';

// Every e-mail goes out in its recipient's language, whoever's request sent it, and says so in
// its headers (docs/decisions/055); the public catalogue answers in the caller's language.

let smtp: SmtpPeer;
let server: TestServer;
let admin: { authorization: string; id: string };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };

/** A verified, signed-in citizen who signed up in `language`. */
async function citizenIn(language: 'en' | 'hi') {
  const email = uniqueEmail(`mail-${language}`);
  const headers = language === 'hi' ? hindi : {};
  const signup = await post(
    server.app,
    '/api/auth/signup',
    { name: 'रवि कुमार', email, password: PASSWORD, confirmPassword: PASSWORD, consent: true },
    headers,
  );
  expect(signup.statusCode).toBe(201);
  const mail = await smtp.waitForMail(email);
  const verify = await post(server.app, '/api/auth/verify-email', {
    email,
    code: codeFrom(mail),
  });
  expect(verify.statusCode).toBe(200);
  const login = await post(server.app, '/api/auth/login', { email, password: PASSWORD });
  const { token } = login.json() as { token: string };
  return { email, mail, auth: { authorization: `Bearer ${token}` } };
}

/** The raw header block of a message, unfolded. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
}

describe('e-mail in the recipient’s language', () => {
  it('sends a Hindi account its verification code in Hindi, and says so', async () => {
    const { mail } = await citizenIn('hi');
    const headers = headersOf(mail.raw);
    expect(headers).toMatch(/^Content-Language: hi$/im);
    // A non-ASCII subject travels encoded (RFC 2047) and reads back as Hindi.
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(mail.subject).toBe('Seva: आपका सत्यापन कोड');
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(mail.text).toContain('नमस्ते रवि कुमार,');
    expect(mail.text).toMatch(/आपका कोड: \d{8}/);
    expect(mail.html).toContain('<html lang="hi">');
    // The code stays out of the subject in every language (docs/decisions/016).
    expect(mail.subject).not.toMatch(/\d{8}/);
  });

  it('keeps the English texts exactly for an English account', async () => {
    const { mail } = await citizenIn('en');
    expect(headersOf(mail.raw)).toMatch(/^Content-Language: en$/im);
    expect(mail.subject).toBe('Seva: your verification code');
    expect(mail.text).toMatch(/^Hello रवि कुमार,\r?\n/);
    expect(mail.text).toContain(
      'Use this code to verify your e-mail address and finish creating your Seva account.',
    );
    expect(mail.text).toMatch(/Your code: \d{8}/);
    expect(mail.text).not.toContain('आपका कोड');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('mails a Hindi citizen in Hindi when an English-speaking operator acts', async () => {
    const citizen = await citizenIn('hi');
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/services/apply/rtps',
      headers: { ...citizen.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        block: 'GOH',
        registrationType: 'BRCCO',
        registrationNumber: 'M1',
        consent: true,
      }),
    });
    expect(applied.statusCode).toBe(201);
    const { _id: id, referenceNumber: reference } = applied.json().service;
    // The operator's own request is English (no cookie, no Accept-Language).
    const moved = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/service/${id}/status`,
      headers: { authorization: admin.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'in_progress' }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe('Status updated successfully!');
    const mail = await smtp.waitForMatching(citizen.email, (m) => m.subject.includes(reference));
    expect(mail.subject).toBe(`Seva ${reference}: स्थिति अब प्रक्रिया में है`);
    expect(mail.text).toContain(`RTPS आवेदन ${reference}:`);
    expect(mail.text).toContain('इसकी स्थिति अब है: प्रक्रिया में।');
    expect(mail.text).toContain('अपना आवेदन खोलें:');
    expect(headersOf(mail.raw)).toMatch(/^Content-Language: hi$/im);
  });

  it('sends the reset code in the account’s language, whatever the request’s', async () => {
    const citizen = await citizenIn('hi');
    const since = smtp.mailsTo(citizen.email).length;
    const asked = await post(server.app, '/api/auth/forgot-password', { email: citizen.email });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitForMail(citizen.email, since + 1);
    expect(mail.subject).toBe('Seva: पासवर्ड बदलने का आपका कोड');
    expect(codeFrom(mail)).toMatch(/^\d{8}$/);
  });
});

describe('the catalogue in the caller’s language', () => {
  it('names products and RTPS blocks in Hindi for a Hindi caller, in English otherwise', async () => {
    const english = await server.app.inject({ method: 'GET', url: '/api/catalogue/products' });
    const inHindi = await server.app.inject({
      method: 'GET',
      url: '/api/catalogue/products',
      headers: hindi,
    });
    const paper = (response: typeof english) =>
      (
        response.json().data as Array<{ slug: string; title: string; unit: string; price: number }>
      ).find((product) => product.slug === 'a4-paper');
    expect(paper(english)).toMatchObject({ title: 'Computer Paper A4 Size', unit: 'per packet' });
    expect(paper(inHindi)).toMatchObject({ title: 'A4 कंप्यूटर पेपर', unit: 'प्रति पैकेट' });
    expect(paper(inHindi)?.price).toBe(paper(english)?.price);
    expect(inHindi.headers['content-language']).toBe('hi');

    const blocks = await server.app.inject({
      method: 'GET',
      url: '/api/catalogue/rtps-options',
      headers: hindi,
    });
    expect(blocks.json().blocks).toContainEqual({ code: 'GOH', name: 'गोह' });
    // Registration types by their certificate names (migration 0018), in Hindi too.
    expect(blocks.json().registrationTypes).toContainEqual({
      code: 'BRCCO',
      name: 'निवास प्रमाण पत्र',
    });
    const inEnglish = await server.app.inject({
      method: 'GET',
      url: '/api/catalogue/rtps-options',
    });
    expect(inEnglish.json().registrationTypes).toContainEqual({
      code: 'BICCO',
      name: 'Income certificate',
    });
  });
});
