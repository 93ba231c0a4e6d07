/**
 * The security headers every response carries, computed once at start. (@fastify/helmet
 * rebuilt its CSP on every request and halved the server's throughput; these are its
 * defaults, fixed.)
 */
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
