// Does the time of an answer tell whether an account exists? For verify-email, resend-code,
// forgot-password, reset-password (and login, for comparison): calls for real accounts and
// for unknown addresses, alternating, over loopback HTTP to the built server mailing a real
// SMTP peer. Prints the medians and their ratio (docs/PERFORMANCE.md holds the latest).
//   pnpm --filter @seva/api build && node bench/auth-enumeration.mjs [--rounds 25] [--json]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword, openSeedDatabase, root, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '25' },
    json: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const { SMTPServer } = createRequire(join(root, 'apps/api/package.json'))('smtp-server');

// A mail server that accepts everything, as a real one would, and keeps nothing.
let mailed = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      mailed++;
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-enum-'));
const server = await startSeva({
  dataDir,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    // Each call plays its own client address, so per-address limits never answer 429.
    TRUST_PROXY: 'true',
  },
});
const { port } = server;
try {
  const PASSWORD = 'bench password 1';
  const passwordHash = await hashPassword(PASSWORD);
  // One account per call (per-account limits stay out of the way): verified ones and ones
  // waiting for verification, straight into the database.
  const sqlite = openSeedDatabase(dataDir);
  const insert = sqlite.prepare(
    'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const now = Date.now();
  const endpoints = ['login', 'verify-email', 'resend-code', 'forgot-password', 'reset-password'];
  sqlite.transaction(() => {
    for (const endpoint of endpoints) {
      for (let i = 0; i < rounds; i++) {
        const waiting = endpoint === 'verify-email' || endpoint === 'resend-code';
        insert.run(
          `bench-${endpoint}-${i}`,
          `Bench ${i}`,
          `${endpoint}-${i}@example.test`,
          passwordHash,
          'user',
          waiting ? null : now,
          now,
          now,
        );
      }
    }
  })();
  sqlite.close();

  const bodyFor = (endpoint, email) => {
    switch (endpoint) {
      case 'login':
        return { email, password: 'wrong password 1' };
      case 'verify-email':
        return { email, code: '12345678' };
      case 'reset-password':
        return {
          email,
          code: '12345678',
          password: 'a new bench password',
          confirmPassword: 'a new bench password',
        };
      default:
        return { email };
    }
  };

  let address = 0;
  async function timed(endpoint, email) {
    address++;
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/${endpoint}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify(bodyFor(endpoint, email)),
    });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, text };
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  };

  // Real accounts hold a live code, as a citizen in the middle of verifying or resetting does,
  // so a wrong code is checked against it (and counted) rather than against nothing.
  for (let i = 0; i < rounds; i++) {
    await timed('resend-code', `verify-email-${i}@example.test`);
    await timed('forgot-password', `reset-password-${i}@example.test`);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const results = {};
  for (const endpoint of endpoints) {
    const known = [];
    const unknown = [];
    let differs = 0;
    // A warm-up pair, not counted.
    await timed(endpoint, `warm-${endpoint}@example.test`);
    for (let i = 0; i < rounds; i++) {
      // Alternating, and which goes first alternates too, so drift hits both alike.
      const realCall = () => timed(endpoint, `${endpoint}-${i}@example.test`);
      const ghostCall = () => timed(endpoint, `ghost-${endpoint}-${i}@example.test`);
      let real;
      let ghost;
      if (i % 2 === 0) {
        real = await realCall();
        ghost = await ghostCall();
      } else {
        ghost = await ghostCall();
        real = await realCall();
      }
      known.push(real.ms);
      unknown.push(ghost.ms);
      if (real.status !== ghost.status || real.text !== ghost.text) differs++;
    }
    results[endpoint] = {
      knownMs: Number(median(known).toFixed(1)),
      unknownMs: Number(median(unknown).toFixed(1)),
      ratio: Number((median(unknown) / median(known)).toFixed(2)),
      differentAnswers: differs,
    };
  }
  // Mails for real accounts go out after the answers; give them a moment before stopping.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  if (args.json) {
    console.log(JSON.stringify({ rounds, mailed, results }, null, 2));
  } else {
    console.log(`${rounds} alternating calls each, medians (ms); ${mailed} mails accepted\n`);
    console.log(
      '| POST /api/auth/… | real account | unknown address | unknown / real | answers that differ |',
    );
    console.log('|---|---|---|---|---|');
    for (const [endpoint, r] of Object.entries(results)) {
      console.log(
        `| ${endpoint} | ${r.knownMs} | ${r.unknownMs} | ${r.ratio} | ${r.differentAnswers} |`,
      );
    }
  }
} finally {
  await server.stop();
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
