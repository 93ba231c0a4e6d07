/**
 * The security headers every response carries, computed once at start. (@fastify/helmet
 * rebuilt its CSP on every request and halved the server's throughput; these are its
 * defaults, fixed.)
 */
/**
 * Every /api and /trpc answer may carry personal data (identity numbers on the detail pages):
 * none is kept in a browser or proxy cache (docs/decisions/017-no-identity-data-in-browser-caches.md).
 * The web app's files and the public pages keep their own caching (web.ts).
 */
export function isApiPath(url: string): boolean {
  return /^\/(api|trpc)(\/|\?|$)/.test(url);
}

export const API_CACHE_CONTROL = 'no-store';

export function securityHeaders(options: {
  https: boolean;
  inlineScriptHashes: string[];
}): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", ...options.inlineScriptHashes].join(' ')}`,
    // Mantine writes its CSS variables into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Powerful features the portal does not use, refused for it and anything it embeds
    // (docs/decisions/018-permissions-policy.md): the camera too, until the counter has a
    // capture screen.
    'permissions-policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
