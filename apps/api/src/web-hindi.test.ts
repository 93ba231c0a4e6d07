import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

// A product page prerendered in both builds: the server fills each with the catalogue in the
// page's language (the Hindi columns of migration 0007 for the Hindi build).
const productPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>%%seva:a4-paper:title%%</title></head><body><div id="root" data-prerendered><h1>%%seva:a4-paper:title%%</h1><p>₹%%seva:a4-paper:price%% %%seva:a4-paper:unit%%</p></div><!--seva-data--></body></html>`;

let smtp: SmtpPeer;
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'seva-web-hi-'));
  for (const [dir, lang] of [
    [webDist, 'en'],
    [join(webDist, 'hi'), 'hi'],
  ] as const) {
    mkdirSync(join(dir, '.prerender'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html lang="${lang}"></html>`);
    writeFileSync(
      join(dir, '.prerender', 'pages.json'),
      JSON.stringify({ '/services/a4-paper': productPage(lang) }),
    );
  }
  mkdirSync(join(webDist, 'assets'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, webDist });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('a prerendered product page in each language', () => {
  it('gets Hindi names and units in the Hindi build, English ones otherwise, prices as numbers', async () => {
    const get = (headers: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: '/services/a4-paper', headers });
    const english = await get({});
    expect(english.body).toContain('<h1>Computer Paper A4 Size</h1>');
    expect(english.body).toMatch(/<p>₹\d+ per packet<\/p>/);
    for (const hindi of [
      await get({ cookie: 'lang=hi' }),
      await get({ 'accept-language': 'hi' }),
    ]) {
      expect(hindi.headers['content-language']).toBe('hi');
      expect(hindi.body).toContain('<html lang="hi">');
      expect(hindi.body).toContain('<h1>A4 कंप्यूटर पेपर</h1>');
      expect(hindi.body).toMatch(/<p>₹\d+ प्रति पैकेट<\/p>/);
      const data = JSON.parse(
        /<script type="application\/json" id="seva-data">(.*?)<\/script>/.exec(hindi.body)?.[1] ??
          '{}',
      ) as { products: { slug: string; title: string; price: unknown }[] };
      const paper = data.products.find((p) => p.slug === 'a4-paper');
      expect(paper?.title).toBe('A4 कंप्यूटर पेपर');
      expect(typeof paper?.price).toBe('number');
    }
    // The English page filled after a Hindi one is still English (one cache entry per language).
    expect((await get({})).body).toContain('<h1>Computer Paper A4 Size</h1>');
  });
});
