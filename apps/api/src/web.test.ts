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
  writeFileSync(join(webDist, 'assets/app-1234.js.br'), brotliCompressSync('console.log("app")'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, webDist });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of ['/', '/dashboard/profile', '/login?redirect=%2Fdashboard']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
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

  it('sends a CSP that allows exactly the inline theme script and forbids framing', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
