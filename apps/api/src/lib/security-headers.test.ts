import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from '../test/files.ts';
import {
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { isApiPath } from './security-headers.ts';

// The headers every answer carries, and the cache rule for everything that may hold
// personal data (docs/decisions/017-no-identity-data-in-browser-caches.md, 018-permissions-policy.md).

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let webDist: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let citizen: Citizen;
let admin: { authorization: string; id: string };
let applicationId: string;
let documentId: string;

const AADHAAR = validAadhaar('34567890123');
const call = httpCaller(() => base);

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'seva-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(webDist, 'assets/app-1234.js'), 'console.log("app")');
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, webDist });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Meera Devi' });
  admin = await signedInAdmin(server);
  const filed = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    multipart({
      fullName: 'Meera Devi',
      dateOfBirth: '1990-01-02',
      fatherName: 'Mohan Lal',
      mobileNumber: '9876543210',
      aadharNumber: AADHAAR,
      address: 'Ward 2, Konch',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
      signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf', type: 'application/pdf' },
    }),
  );
  expect(filed.status, filed.text).toBe(201);
  applicationId = filed.json.service._id;
  documentId = filed.json.service.documents[0]._id;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const inject = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  server.app.inject({ method: method as 'GET', url, headers });

describe('Cache-Control on the API', () => {
  it('is no-store on a sample of every feature’s REST routes, for admins and citizens', async () => {
    const samples: Array<[string, Record<string, string>]> = [
      ['/api/health', {}],
      ['/api/auth/me', citizen.auth],
      ['/api/services/my-services', citizen.auth],
      [`/api/admin/service/${applicationId}`, citizen.auth],
      [`/api/admin/service/${applicationId}`, admin],
      ['/api/catalogue/services', {}],
      ['/api/catalogue/products', {}],
      ['/api/catalogue/rtps-options', {}],
      ['/api/orders/my-orders', citizen.auth],
      ['/api/document', citizen.auth],
      ['/api/admin/service/all-services', admin],
      ['/api/admin/overview', admin],
      ['/api/admin/users', admin],
      ['/api/admin/orders', admin],
      ['/api/admin/messages', admin],
      ['/api/admin/settings', admin],
    ];
    for (const [url, headers] of samples) {
      const response = await inject(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The detail really carries the full number: this is what must not be cached.
    const detail = await inject(`/api/admin/service/${applicationId}`, citizen.auth);
    expect(detail.body).toContain(AADHAAR);
  });

  it('is no-store on errors, on POSTs and on unknown API paths', async () => {
    const responses = [
      await inject('/api/auth/me'),
      await inject(`/api/admin/service/${applicationId}`, admin, 'DELETE'),
      await inject('/api/nope'),
      await inject('/api?x=1'),
      await post(server.app, '/api/auth/login', { email: citizen.email, password: 'wrong pass 1' }),
      await post(server.app, '/api/contact', { name: 'x' }),
      await inject('/trpc/nope.nothing'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  it('is no-store on the tRPC door: queries (single and batched) and mutations', async () => {
    const answers = [
      await trpcCall(server.app, 'query', 'auth.me', citizen.auth),
      await trpcCall(server.app, 'query', 'applications.byId', citizen.auth, {
        id: applicationId,
      }),
      await trpcCall(server.app, 'query', 'applications.byId', admin, { id: applicationId }),
      await trpcCall(server.app, 'query', 'applications.mine', citizen.auth),
      await trpcCall(server.app, 'query', 'catalogue.products', null),
      await trpcCall(server.app, 'query', 'orders.mine', citizen.auth, {}),
      await trpcCall(server.app, 'query', 'locker.list', citizen.auth),
      await trpcCall(server.app, 'query', 'admin.overview', admin),
      await trpcCall(server.app, 'query', 'admin.users', admin, { limit: 10 }),
      await inject('/trpc/auth.me,catalogue.products?batch=1&input={}', citizen.auth),
      await trpcCall(server.app, 'mutation', 'contact.send', null, {}),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body.slice(0, 200)).toBe('no-store');
    }
    expect(answers[1]?.body).toContain(AADHAAR);
  });

  it('stays no-store on file downloads', async () => {
    const url = `/api/services/${applicationId}/documents/${documentId}/download`;
    const response = await inject(url, citizen.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s files and pages their own caching', async () => {
    const asset = await inject('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await inject('/dashboard');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('tells API paths from the rest', () => {
    for (const path of ['/api', '/api/health', '/api?x=1', '/trpc/auth.me', '/trpc']) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of ['/', '/apply/pan-card', '/apis', '/trpcx/a', '/assets/api.js']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});

describe('logout', () => {
  it('asks the browser to clear its cache on the REST door', async () => {
    const other = await verifiedCitizen(server, smtp);
    const response = await post(server.app, '/api/auth/logout', {}, other.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cache"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await inject('/api/auth/me', other.auth)).statusCode).toBe(401);
  });

  it('asks the browser to clear its cache on the tRPC door', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: base },
      payload: JSON.stringify({ email: citizen.email, password: citizen.password }),
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const logout = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: {
        'content-type': 'application/json',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
        cookie,
      },
      payload: '{}',
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    const me = await server.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { cookie },
    });
    expect(me.json().result.data.user).toBeNull();
  });
});

describe('Permissions-Policy', () => {
  it('denies camera, geolocation, microphone, payment and usb on pages and API answers', async () => {
    for (const url of ['/dashboard', '/assets/app-1234.js', '/api/health', '/trpc/auth.me']) {
      const policy = String((await inject(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'geolocation', 'microphone', 'payment', 'usb']) {
        expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
      }
    }
  });
});
