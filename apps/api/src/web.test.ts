import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

const themeScript = "document.documentElement.dataset.theme='dark'";
let smtp: SmtpPeer;
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'seva-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/app-1234.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(webDist, 'assets/app-1234.js'), 'console.log("app")');
  // What apps/web/scripts/prerender.mjs writes: path → HTML with catalogue markers.
  mkdirSync(join(webDist, '.prerender'));
  writeFileSync(
    join(webDist, '.prerender', 'pages.json'),
    JSON.stringify({
      '/': `<!doctype html><html><head><title>Seva home</title><script>${themeScript}</script><script defer src="/assets/boot-0a1b2c3d.js"></script></head><body><div id="root" data-prerendered><p>Home</p></div><!--seva-data--></body></html>`,
      '/services/a4-paper': `<!doctype html><html><head><title>%%seva:a4-paper:title%% | Seva</title><meta name="description" content="Order %%seva:a4-paper:title%% for ₹%%seva:a4-paper:price%%" /></head><body><div id="root" data-prerendered><h1>%%seva:a4-paper:title%%</h1><p>₹%%seva:a4-paper:price%% %%seva:a4-paper:unit%%</p><p>PAN ₹%%seva:apply-pan-card:price%%, %%seva:apply-itr:days%% days</p><p>%%seva:nope:title%%</p></div><!--seva-data--></body></html>`,
    }),
  );
  writeFileSync(join(webDist, 'assets/app-1234.js.br'), brotliCompressSync('console.log("app")'));
  // The Hindi build (apps/web/scripts/build.mjs): its own index.html and pages, shared assets.
  mkdirSync(join(webDist, 'hi', '.prerender'), { recursive: true });
  writeFileSync(
    join(webDist, 'hi', 'index.html'),
    `<!doctype html><html lang="hi"><head><script>${themeScript}</script><script type="module" src="/assets/app-hi-5678.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(webDist, 'hi', '.prerender', 'pages.json'),
    JSON.stringify({
      '/': `<!doctype html><html lang="hi"><head><title>सेवा</title></head><body><div id="root" data-prerendered><p>होम</p></div><!--seva-data--></body></html>`,
    }),
  );
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, webDist });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the products the public pages show', () => {
  it('are the nine counter products on sale, in catalogue order, over REST and tRPC', async () => {
    const rest = await server.app.inject({ method: 'GET', url: '/api/catalogue/products' });
    expect(rest.statusCode).toBe(200);
    const { data } = rest.json() as { data: { slug: string; price: number; unit: string }[] };
    expect(data.map((p) => p.slug)).toEqual([
      'aadhar-card',
      'voter-id',
      'eshare-card',
      'ayushman-card',
      'pan-card-pvc',
      'a4-paper',
      'photo-paper',
      'laminated-pouch',
      'laminated-aadhar',
    ]);
    expect(data.find((p) => p.slug === 'a4-paper')).toMatchObject({
      price: 15,
      unit: 'per packet',
    });
    const trpc = await server.app.inject({ method: 'GET', url: '/trpc/catalogue.products' });
    expect(trpc.json().result.data).toEqual(data);
    // Taken off sale: gone from the list, and from the pages' data.
    const a4 = {
      slug: 'a4-paper',
      title: 'Computer Paper A4 Size',
      description: 'A4 computer paper for printing.',
      price: 15,
      unit: 'per packet',
    };
    await server.services.admin.settings.updateProduct({ ...a4, active: false });
    const after = await server.app.inject({ method: 'GET', url: '/api/catalogue/products' });
    expect(after.json().data).toHaveLength(8);
    const page = await server.app.inject({ method: 'GET', url: '/services/a4-paper' });
    expect(page.body).toContain('<h1></h1>');
    await server.services.admin.settings.updateProduct({ ...a4, active: true });
  });
});

describe('the prerendered public pages', () => {
  it('fill in the current catalogue, escaped, with the same data as JSON', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/services/a4-paper' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Computer Paper A4 Size | Seva</title>');
    expect(html).toContain('content="Order Computer Paper A4 Size for ₹15"');
    expect(html).toContain('<h1>Computer Paper A4 Size</h1><p>₹15 per packet</p>');
    // An application's price is its fee: PAN ₹107 + ₹50 (docs/decisions/056).
    expect(html).toContain('<p>PAN ₹157, 7 days</p>');
    expect(html).not.toContain('%%seva');
    const json = /<script type="application\/json" id="seva-data">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? 'null');
    expect(data.products.find((p: { slug: string }) => p.slug === 'a4-paper').price).toBe(15);
    expect(
      data.applicationServices.find((p: { slug: string }) => p.slug === 'apply-pan-card'),
    ).toMatchObject({ price: 157, governmentFee: 107, serviceCharge: 50, days: 15 });
  });

  it('show an admin’s price change on the next load, and escape what the admin typed', async () => {
    await server.services.admin.settings.updateProduct({
      slug: 'a4-paper',
      title: 'A4 <Paper> & "Co"',
      description: 'A4 computer paper for printing.',
      price: 18,
      unit: 'per packet',
      active: true,
    });
    const html = (await server.app.inject({ method: 'GET', url: '/services/a4-paper' })).body;
    expect(html).toContain('<h1>A4 &lt;Paper&gt; &amp; &quot;Co&quot;</h1><p>₹18 per packet</p>');
    expect(html).not.toContain('<Paper>');
    // The JSON cannot close its script element either.
    expect(html).toContain('A4 \\u003cPaper>');
    await server.services.admin.settings.updateProduct({
      slug: 'a4-paper',
      title: 'Computer Paper A4 Size',
      description: 'A4 computer paper for printing.',
      price: 15,
      unit: 'per packet',
      active: true,
    });
  });

  it('fill a price with Indian digit grouping, as the app shows it', async () => {
    const paper = {
      slug: 'a4-paper',
      title: 'Computer Paper A4 Size',
      description: 'A4 computer paper for printing.',
      unit: 'per packet',
      active: true,
    };
    await server.services.admin.settings.updateProduct({ ...paper, price: 125000 });
    const html = (await server.app.inject({ method: 'GET', url: '/services/a4-paper' })).body;
    expect(html).toContain('<p>₹1,25,000 per packet</p>');
    await server.services.admin.settings.updateProduct({ ...paper, price: 15 });
  });

  it('are sent brotli-compressed when the browser takes it; / is the prerendered home', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>Seva home</title>');
    expect(html).toContain('id="seva-data"');
    // The same theme script as index.html: the CSP's hash covers it.
    expect(String(response.headers['content-security-policy'])).toContain(
      createHash('sha256').update(themeScript).digest('base64'),
    );
  });

  it('start the app at the first use, or at once for a visitor with a session (decision 081)', async () => {
    const boot = (html: string) => html.match(/<script defer[^>]*boot-0a1b2c3d[^>]*>/)?.[0];
    const visitor = await server.app.inject({ method: 'GET', url: '/' });
    expect(boot(visitor.body)).toBe('<script defer src="/assets/boot-0a1b2c3d.js">');
    for (const cookie of ['seva_session=abc', '__Host-seva_session=abc']) {
      const member = await server.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(boot(member.body)).toBe('<script defer data-now src="/assets/boot-0a1b2c3d.js">');
      expect(member.headers.vary).toContain('Cookie');
    }
    // Each keeps its own filled page: the visitor's is unchanged after a member's request.
    expect(boot((await server.app.inject({ method: 'GET', url: '/' })).body)).toBe(
      '<script defer src="/assets/boot-0a1b2c3d.js">',
    );
  });

  it('are never served raw from the build folder', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/.prerender/pages.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the web app', () => {
  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of [
      '/dashboard/profile',
      '/login?redirect=%2Fdashboard',
      '/services/photo-paper',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('redirects the catalogue’s variant slugs for good and answers an unknown product 404', async () => {
    for (const [from, to] of [
      ['voter-card', 'voter-id'],
      ['e-share-card', 'eshare-card'],
      ['laminate-pouch', 'laminated-pouch'],
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `/services/${from}` });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(`/services/${to}`);
    }
    // One PAN offer (docs/product.md, Orders and the catalogue): the old Pan Card product page leads to the application.
    const pan = await server.app.inject({ method: 'GET', url: '/services/pan-card' });
    expect([pan.statusCode, pan.headers.location]).toEqual([301, '/apply/pan-card']);
    const unknown = await server.app.inject({ method: 'GET', url: '/services/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<div id="root">');
    // The prototype's names are not slugs.
    const proto = await server.app.inject({ method: 'GET', url: '/services/constructor' });
    expect(proto.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and keeps /api and /trpc misses as JSON 404s', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/api/nope', '/trpc/nope.nothing', '/assets/missing.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const api = await server.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.json()).toEqual({ message: 'Not found' });
  });

  it('sends the precompressed file when the browser takes brotli', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('serves the Hindi build to a lang=hi cookie, English otherwise, varying on both', async () => {
    const hindi = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'lang=hi' },
    });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('होम');
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.headers.vary).toContain('Cookie');
    const english = await server.app.inject({ method: 'GET', url: '/' });
    expect(english.body).toContain('<p>Home</p>');
    expect(english.headers['content-language']).toBe('en');
    // A client route falls back to the same language's index.html.
    const route = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'lang=hi' },
    });
    expect(route.body).toContain('app-hi-5678.js');
    expect((await server.app.inject({ method: 'GET', url: '/dashboard' })).body).toContain(
      'app-1234.js',
    );
    // A page prerendered only in English is served in English rather than not at all.
    const product = await server.app.inject({
      method: 'GET',
      url: '/services/a4-paper',
      headers: { cookie: 'lang=hi' },
    });
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<h1>');
  });

  it('sends a CSP that allows exactly the inline theme script and forbids framing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
