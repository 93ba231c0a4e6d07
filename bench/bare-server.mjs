// The yardstick: a bare Fastify process answering the same JSON as Seva's routes, with no
// database, session, logging or security headers. Started by bench/api.mjs.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const [port, meJson] = process.argv.slice(2);
const user = JSON.parse(meJson ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/auth/me', async () => user);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
