import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createSevaClient } from '@seva/api-client';
import { generateTypes } from '@seva/api-client/generate';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile } from '../test/files.ts';
import { startTestServer, type TestServer, uniqueEmail } from '../test/harness.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';

type Json = Record<string, any>;

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let document: Json;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await (await fetch(`${base}/api/openapi.json`)).json()) as Json;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Checks a real answer against the schema the document declares for it. */
function expectDeclared(method: string, path: string, status: number, body: unknown) {
  const answer = document.paths[path]?.[method]?.responses?.[String(status)];
  expect(answer, `${method} ${path} declares ${status}`).toBeDefined();
  const schema = answer.content['application/json'].schema;
  const resolved =
    schema.$ref === '#/components/schemas/ErrorResponse'
      ? document.components.schemas.ErrorResponse
      : schema;
  const validate = ajv.compile(resolved);
  expect(validate(body), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(
    true,
  );
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route registered under /api, with its methods', () => {
    const registered = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    const apiRoutes = registered.filter((route) => route.path.startsWith('/api/'));
    // Enough to know the parse found the routes, not an empty tree.
    expect(apiRoutes.length).toBeGreaterThan(50);
    const isDocumented = (method: string, path: string) => Boolean(document.paths[path]?.[method]);
    const missing = apiRoutes
      .filter((route) => !route.candidates.some((path) => isDocumented(route.method, path)))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(missing).toEqual([]);
    // And nothing documented that the server does not answer.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations as Json).map((method) => `${method} ${path}`),
    );
    const served = new Set(
      apiRoutes.flatMap((route) => route.candidates.map((path) => `${route.method} ${path}`)),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('declares the Bearer scheme and the error body on every operation', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations as Json)) {
        expect(operation.responses['400'], `${method} ${path}`).toBeDefined();
      }
    }
    const jobCard = document.paths['/api/services/apply/job-card'].post.requestBody.content;
    expect(jobCard['multipart/form-data'].schema.properties.aadharFile).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(jobCard['multipart/form-data'].schema.required).toEqual(
      expect.arrayContaining(['name', 'fatherHusbandName', 'aadharFile', 'passbookFile']),
    );
  });

  it('matches the committed client types (apps/api: pnpm api-types regenerates them)', async () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../../../../packages/api-client/src/paths.ts', import.meta.url)),
      'utf8',
    );
    const fresh = await generateTypes(document);
    expect(fresh === committed, 'stale: run `pnpm --filter @seva/api api-types`').toBe(true);
  });
});

describe('the generated client against the real server', () => {
  it('signs up, applies with JSON and multipart, lists and downloads', async () => {
    const anonymous = createSevaClient({ baseUrl: base });
    const email = uniqueEmail('openapi');
    const password = 'a passphrase for the client';

    const signup = await anonymous.POST('/api/auth/signup', {
      body: { name: 'Client Kumari', email, password, confirmPassword: password, consent: true },
    });
    expect(signup.response.status).toBe(201);
    expectDeclared('post', '/api/auth/signup', 201, signup.data);

    const code = codeFrom(await smtp.waitForMail(email, 1, 30_000));
    const verify = await anonymous.POST('/api/auth/verify-email', { body: { email, code } });
    expect(verify.response.status).toBe(200);
    expectDeclared('post', '/api/auth/verify-email', 200, verify.data);

    const login = await anonymous.POST('/api/auth/login', { body: { email, password } });
    expectDeclared('post', '/api/auth/login', 200, login.data);
    const token = login.data?.token;
    expect(token).toEqual(expect.any(String));
    const client = createSevaClient({
      baseUrl: base,
      headers: { authorization: `Bearer ${token}` },
    });

    const me = await client.GET('/api/auth/me');
    expect(me.data?.user.email).toBe(email);
    expectDeclared('get', '/api/auth/me', 200, me.data);

    const rtps = await client.POST('/api/services/apply/rtps', {
      // The first application carries the consent to the privacy notice (docs/decisions/061).
      body: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '1234', consent: true },
    });
    expect(rtps.response.status).toBe(201);
    expectDeclared('post', '/api/services/apply/rtps', 201, rtps.data);
    expect(rtps.data?.service.serviceType).toBe('RTPS');

    const passbook = fakeFile('pdf', 4096);
    const jobCard = await client.POST('/api/services/apply/job-card', {
      body: {
        name: 'Client Kumari',
        fatherHusbandName: 'Ramesh Prasad',
        aadharFile: new File([fakeFile('jpeg')], 'aadhaar.jpg', { type: 'image/jpeg' }),
        passbookFile: new File([passbook], 'passbook.pdf', { type: 'application/pdf' }),
      },
      bodySerializer: formData,
    });
    expect(jobCard.response.status).toBe(201);
    expectDeclared('post', '/api/services/apply/job-card', 201, jobCard.data);
    const service = jobCard.data?.service;
    if (service?.serviceType !== 'JobCard') throw new Error('expected a job card');
    // The discriminated union narrows specificService to the job card's fields.
    expect(service.specificService.fatherHusbandName).toBe('Ramesh Prasad');

    const mine = await client.GET('/api/services/my-services');
    expectDeclared('get', '/api/services/my-services', 200, mine.data);
    expect(mine.data?.map((application) => application.serviceType).sort()).toEqual([
      'JobCard',
      'RTPS',
    ]);

    const detail = await client.GET('/api/admin/service/{id}', {
      params: { path: { id: service._id } },
    });
    expectDeclared('get', '/api/admin/service/{id}', 200, detail.data);
    const document_ = detail.data?.documents.find((file) => file.documentType === 'passbookFile');
    if (!document_) throw new Error('the passbook is not on the application');

    const download = await client.GET('/api/services/{serviceId}/documents/{docId}/download', {
      params: { path: { serviceId: service._id, docId: document_._id } },
      parseAs: 'arrayBuffer',
    });
    expect(download.response.status).toBe(200);
    expect(Buffer.from(download.data ?? new ArrayBuffer(0)).equals(passbook)).toBe(true);

    const refused = await client.POST('/api/services/apply/rtps', {
      body: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '' },
    });
    expect(refused.response.status).toBe(400);
    expectDeclared('post', '/api/services/apply/rtps', 400, refused.error);
  });
});

describe('the reference page', () => {
  it('reads offline: no script and nothing from another host', async () => {
    const response = await fetch(`${base}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await response.text();
    expect(html).toContain('/api/services/apply/job-card');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\//i);
    // Every link and asset it names is on this server.
    const references = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
    for (const reference of references) expect(reference).toMatch(/^(\/|#)/);
    for (const reference of references.filter((ref) => ref?.startsWith('/'))) {
      expect((await fetch(`${base}${reference}`)).status, reference).toBe(200);
    }
  });
});

/** A multipart body from the typed fields: text as text, files as files. */
function formData(body: Record<string, string | boolean | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    // A form sends a box as text: `consent` goes as `true` (docs/decisions/061).
    if (typeof value === 'string' || typeof value === 'boolean') form.append(name, String(value));
    else form.append(name, value);
  }
  return form;
}

interface RegisteredRoute {
  method: string;
  /** As Fastify prints it: `/api/services/:id|:serviceId/documents`. */
  path: string;
  /**
   * The OpenAPI paths it may be. Routes that share a parameter's place share one tree node, which
   * prints every name given to it (`:id|:serviceId`); the tree does not say which route used which.
   */
  candidates: string[];
}

/** Fastify's route tree (printRoutes) read back into methods and full paths. */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD')
        routes.push({ method: method.toLowerCase(), path, candidates: expand(path) });
    }
  }
  return routes;
}

function expand(path: string): string[] {
  const alternatives = /:[A-Za-z]+(?:\|:[A-Za-z]+)+/.exec(path);
  if (!alternatives) return [path.replace(/:([A-Za-z]+)/g, '{$1}')];
  return alternatives[0].split('|').flatMap((name) => expand(path.replace(alternatives[0], name)));
}
