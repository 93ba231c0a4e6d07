import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './cookies.ts';

let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ORIGIN = 'http://localhost:3000';
const hi = { 'accept-language': 'hi' };

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}
const langCookie = (response: { headers: Record<string, unknown> }) =>
  setCookies(response).find((cookie) => cookie.startsWith('lang='));

async function storedLanguage(email: string) {
  const { users } = server.tables;
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return row?.language;
}

function trpc(path: string, input: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: {
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: ORIGIN,
      ...headers,
    },
    payload: JSON.stringify(input),
  });
}

describe("the account's language", () => {
  it('PUT /api/auth/language stores it, sets the lang cookie and answers in it', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    expect(await storedLanguage(citizen.email)).toBe('en');

    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { ...citizen.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'hi' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'भाषा सहेजी गई', language: 'hi' });
    expect(await storedLanguage(citizen.email)).toBe('hi');
    const cookie = langCookie(saved) ?? '';
    expect(cookie).toMatch(/^lang=hi;/);
    expect(cookie).toContain(`Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');

    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: citizen.auth,
    });
    expect(me.json().user.language).toBe('hi');

    // Login on another device: the cookie follows the account, and answers are in Hindi.
    const login = await post(server.app, '/api/auth/login', {
      email: citizen.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.language).toBe('hi');
    expect(langCookie(login)).toMatch(/^lang=hi;/);

    // And back to English, answered in English.
    const back = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { ...citizen.auth, ...hi, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'en' }),
    });
    expect(back.json()).toEqual({ message: 'Language saved', language: 'en' });
    expect(await storedLanguage(citizen.email)).toBe('en');
  });

  it('anonymous callers get 401; a bad language gets 400 in the caller language', async () => {
    const anonymous = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { 'content-type': 'application/json', ...hi },
      payload: JSON.stringify({ language: 'hi' }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('इस पेज को देखने के लिए कृपया लॉग इन करें');
    expect(langCookie(anonymous)).toBeUndefined();

    const citizen = await verifiedCitizen(server, smtp);
    const bad = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { ...citizen.auth, ...hi, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'fr' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('भाषा en या hi होनी चाहिए');
    expect(await storedLanguage(citizen.email)).toBe('en');
  });

  it('tRPC auth.setLanguage, then auth.login sets the cookie from the account', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const login = await trpc('auth.login', { email: citizen.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(langCookie(login)).toMatch(/^lang=en;/);
    const session = setCookies(login)
      .find((cookie) => cookie.startsWith('seva_session='))
      ?.split(';')[0];
    expect(session).toBeDefined();

    const anonymous = await trpc('auth.setLanguage', { language: 'hi' });
    expect(anonymous.statusCode).toBe(401);

    const saved = await trpc('auth.setLanguage', { language: 'hi' }, { cookie: session ?? '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.data).toEqual({ message: 'भाषा सहेजी गई', language: 'hi' });
    expect(langCookie(saved)).toMatch(/^lang=hi;/);

    const me = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { host: 'localhost:3000', cookie: session ?? '' },
    });
    expect(me.json().result.data.user.language).toBe('hi');

    const again = await trpc('auth.login', { email: citizen.email, password: PASSWORD });
    expect(langCookie(again)).toMatch(/^lang=hi;/);
  });

  it("a browser's own choice made before logging in wins, and becomes the account's", async () => {
    const citizen = await verifiedCitizen(server, smtp);
    expect(await storedLanguage(citizen.email)).toBe('en');
    // Both doors: the browser switched to Hindi on the login page.
    const viaTrpc = await trpc(
      'auth.login',
      { email: citizen.email, password: PASSWORD },
      { cookie: 'lang=hi' },
    );
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.user.language).toBe('hi');
    expect(langCookie(viaTrpc)).toMatch(/^lang=hi;/);
    expect(await storedLanguage(citizen.email)).toBe('hi');

    const viaRest = await post(
      server.app,
      '/api/auth/login',
      { email: citizen.email, password: PASSWORD },
      { cookie: 'lang=en' },
    );
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json().user.language).toBe('en');
    expect(await storedLanguage(citizen.email)).toBe('en');
    // A cookie that names no language of ours changes nothing.
    const odd = await post(
      server.app,
      '/api/auth/login',
      { email: citizen.email, password: PASSWORD },
      { cookie: 'lang=fr' },
    );
    expect(langCookie(odd)).toMatch(/^lang=en;/);
    expect(await storedLanguage(citizen.email)).toBe('en');
  });

  it("signup stores the request's language as the account's", async () => {
    const email = uniqueEmail('hindi');
    const signup = await post(
      server.app,
      '/api/auth/signup',
      { name: 'रवि कुमार', email, password: PASSWORD, confirmPassword: PASSWORD, consent: true },
      { cookie: 'lang=hi' },
    );
    expect(signup.statusCode).toBe(201);
    expect(signup.json().message).toBe('साइन अप सफल रहा! सत्यापन कोड के लिए कृपया अपना ईमेल देखें।');
    expect(await storedLanguage(email)).toBe('hi');
    const code = codeFrom(await smtp.waitForMail(email));
    await post(server.app, '/api/auth/verify-email', { email, code });
    const login = await post(server.app, '/api/auth/login', { email, password: PASSWORD });
    expect(login.json().user).toMatchObject({ name: 'रवि कुमार', language: 'hi' });
    expect(langCookie(login)).toMatch(/^lang=hi;/);
  });
});

describe('validation answers by language', () => {
  it('REST signup with a bad e-mail: Hindi with Accept-Language: hi, English without', async () => {
    const body = {
      name: 'Ravi',
      email: 'ravi@',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      consent: true,
    };
    const hindi = await post(server.app, '/api/auth/signup', body, hi);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.json().message).toBe('कृपया मान्य ईमेल पता दर्ज करें');
    const english = await post(server.app, '/api/auth/signup', body);
    expect(english.json().message).toBe('Please enter a valid email address');
  });

  it('tRPC login with a wrong password: Hindi with Accept-Language: hi, English without', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const input = { email: citizen.email, password: 'not the password' };
    const hindi = await trpc('auth.login', input, hi);
    expect(hindi.statusCode).toBe(401);
    expect(hindi.json().error.message).toBe('अमान्य ईमेल या पासवर्ड');
    const english = await trpc('auth.login', input);
    expect(english.json().error.message).toBe('Invalid email or password');
  });

  it('the field errors of a tRPC form are in Hindi too', async () => {
    const signup = await trpc(
      'auth.signup',
      { name: ' ', email: '', password: 'short', confirmPassword: 'other', consent: true },
      hi,
    );
    expect(signup.statusCode).toBe(400);
    const messages = (signup.json().error.data.fieldErrors as Array<{ message: string }>).map(
      (error) => error.message,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        'नाम आवश्यक है',
        'ईमेल आवश्यक है',
        'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
      ]),
    );
  });
});

describe('Devanagari names', () => {
  it("the operator's queue finds 'रवि कुमार' by 'रवि'", async () => {
    const ravi = await verifiedCitizen(server, smtp, { name: 'रवि कुमार' });
    const apply = await server.app.inject({
      method: 'POST',
      url: '/api/services/apply/rtps',
      headers: { ...ravi.auth, 'content-type': 'application/json', ...hi },
      payload: JSON.stringify({
        block: 'goh',
        registrationType: 'BRCCO',
        registrationNumber: '2024-0099',
      }),
    });
    expect(apply.statusCode).toBe(201);
    expect(apply.json().message).toBe('RTPS आवेदन सफलतापूर्वक जमा हुआ!');

    const admin = await signedInAdmin(server);
    const search = async (text: string) => {
      const found = await server.app.inject({
        method: 'GET',
        url: `/api/admin/service/all-services?search=${encodeURIComponent(text)}`,
        headers: admin,
      });
      expect(found.statusCode).toBe(200);
      return (found.json().data as Array<{ _id: string }>).map((row) => row._id);
    };
    const id = apply.json().service._id as string;
    expect(await search('रवि')).toContain(id);
    expect(await search('कुमार')).toContain(id);
    expect(await search('रवि कु')).toContain(id);
    // A vowel sign is part of the word: 'रवी' (long ī) is another name.
    expect(await search('रवी')).not.toContain(id);
  });

  it("the counter's citizen search finds 'रवि कुमार' by any word of the name", async () => {
    const ravi = await verifiedCitizen(server, smtp, { name: 'रवि कुमार' });
    const admin = await signedInAdmin(server);
    const find = async (search: string) => {
      const found = await server.app.inject({
        method: 'GET',
        url: `/api/admin/citizens?${new URLSearchParams({ search })}`,
        headers: admin,
      });
      expect(found.statusCode).toBe(200);
      return (found.json().data as Array<{ email: string | null }>).map((row) => row.email);
    };
    expect(await find('रवि')).toContain(ravi.email);
    expect(await find('कुमार')).toContain(ravi.email);
    expect(await find('कुमार रवि')).toContain(ravi.email);
    expect(await find('रवि कु')).toContain(ravi.email);
    expect(await find('मार')).not.toContain(ravi.email);
    expect(await find('रवी')).not.toContain(ravi.email);
  });

  it("the users list's search finds a Devanagari name by any word, in NFC", async () => {
    const zakir = await verifiedCitizen(server, smtp, { name: 'मोहम्मद \u095Bाकिर' });
    const admin = await signedInAdmin(server);
    const list = async (search: string) => {
      const found = await server.app.inject({
        method: 'GET',
        url: `/api/admin/users?${new URLSearchParams({ search, limit: '100' })}`,
        headers: admin,
      });
      expect(found.statusCode).toBe(200);
      return (found.json().data as Array<{ email: string | null }>).map((row) => row.email);
    };
    expect(await list('मोहम्मद')).toContain(zakir.email);
    expect(await list('\u091C\u093Cाकिर')).toContain(zakir.email);
    expect(await list('\u095Bाकिर')).toContain(zakir.email);
    expect(await list('हम्मद')).not.toContain(zakir.email);
    // The e-mail is still found by any part of it; % is searched for, not a wildcard.
    expect(await list(zakir.email.slice(3, 12))).toContain(zakir.email);
    expect(await list('%')).toEqual([]);
  });

  it('names and searches are compared in NFC, whichever way a keyboard typed a nukta', async () => {
    const precomposed = '\u095Bाकिर हुसैन'; // ज़ as one code point
    const zakir = await verifiedCitizen(server, smtp, { name: precomposed });
    const apply = await server.app.inject({
      method: 'POST',
      url: '/api/services/apply/rtps',
      headers: { ...zakir.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        block: 'goh',
        registrationType: 'BRCCO',
        registrationNumber: '2024-0100',
      }),
    });
    expect(apply.statusCode).toBe(201);
    const admin = await signedInAdmin(server);
    const found = await server.app.inject({
      method: 'GET',
      url: `/api/admin/service/all-services?search=${encodeURIComponent('\u091C\u093Cाकिर')}`,
      headers: admin,
    });
    expect((found.json().data as Array<{ _id: string }>).map((row) => row._id)).toContain(
      apply.json().service._id,
    );
  });
});
