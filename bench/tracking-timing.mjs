// Does public tracking's answer time tell a wrong reference from a wrong mobile number?
// (docs/product.md, Public tracking: "the same 404 and message, in about the same time".)
// Over loopback HTTP to the built server: per round, one GET /api/track for a reference that
// does not exist and one for a real reference with a wrong mobile number, alternating which
// goes first; beside them, a right reference and mobile (the 200 baseline). Each call plays
// its own client address and each real reference is asked at most twice, so the tracking
// limit (10 a minute per address and per reference) never answers.
//   npx -y pnpm@10.34.9 build && node bench/tracking-timing.mjs [--rounds 300] [--max-ratio 1.5]
// Exits 1 if the two wrong answers differ in status or body, 2 if their medians differ by more
// than --max-ratio. The tests check the answers without timing anything
// (apps/api/src/features/tracking/tracking.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openSeedDatabase, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '300' },
    'max-ratio': { type: 'string', default: '1.5' },
  },
});
const rounds = Number(args.rounds);
const maxRatio = Number(args['max-ratio']);

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-track-'));
// Each call plays its own client address (X-Forwarded-For).
const server = await startSeva({ dataDir, env: { TRUST_PROXY: 'true' } });
const { url } = server;

try {
  // --- seed: one citizen with a mobile number and one PAN application per round
  const MOBILE = '9876543210';
  const WRONG_MOBILE = '9123456780';
  const year = new Date().getFullYear();
  const reference = (i) => `SEVA-${year}-${String(i + 1).padStart(6, '0')}`;
  const sqlite = openSeedDatabase(dataDir);
  const now = Date.now();
  sqlite.transaction(() => {
    sqlite
      .prepare(
        "INSERT INTO users (id, name, email, mobile, role, created_at, updated_at) VALUES ('citizen', 'सुनीता देवी', NULL, ?, 'user', ?, ?)",
      )
      .run(MOBILE, now, now);
    const app = sqlite.prepare(
      "INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, government_fee, service_charge, working_days, tracking_code, created_at, updated_at) VALUES (?, ?, 'citizen', 'PanCard', 'pending', 'सुनीता देवी', 107, 50, 15, ?, ?, ?)",
    );
    const pan = sqlite.prepare(
      "INSERT INTO pan_card_details (application_id, full_name, date_of_birth, father_name, mobile_number, aadhar_number, address) VALUES (?, 'सुनीता देवी', '1990-01-01', 'रमेश प्रसाद', ?, '234567890124', 'Goh')",
    );
    const history = sqlite.prepare(
      "INSERT INTO status_history (id, application_id, from_status, to_status, changed_by, created_at) VALUES (?, ?, NULL, 'pending', 'citizen', ?)",
    );
    for (let i = 0; i < rounds; i++) {
      const at = now - (rounds - i) * 1000;
      app.run(`app${i}`, reference(i), i.toString(16).toUpperCase().padStart(12, '0'), at, at);
      pan.run(`app${i}`, MOBILE);
      history.run(`history${i}`, `app${i}`, at);
    }
    sqlite
      .prepare('INSERT INTO reference_counters (year, last_value) VALUES (?, ?)')
      .run(year, rounds);
  })();
  sqlite.close();

  let address = 0;
  async function track(query) {
    address++;
    const started = performance.now();
    const response = await fetch(url(`/api/track?${new URLSearchParams(query)}`), {
      headers: {
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
    });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  }

  const kinds = {
    wrongReference: (i) => ({ reference: `SEVA-${year}-${String(900000 + i)}`, mobile: MOBILE }),
    wrongMobile: (i) => ({ reference: reference(i), mobile: WRONG_MOBILE }),
    right: (i) => ({ reference: reference(i), mobile: MOBILE }),
  };
  const times = { wrongReference: [], wrongMobile: [], right: [] };
  const answers = { wrongReference: new Set(), wrongMobile: new Set() };
  // Warm up (JIT, prepared statements) on references the rounds do not use.
  for (let i = 0; i < 20; i++) await track(kinds.wrongReference(rounds + i));
  for (let i = 0; i < rounds; i++) {
    const order =
      i % 2 === 0 ? ['wrongReference', 'wrongMobile'] : ['wrongMobile', 'wrongReference'];
    for (const kind of order) {
      const answer = await track(kinds[kind](i));
      times[kind].push(answer.ms);
      answers[kind].add(`${answer.status} ${answer.body}`);
    }
    const right = await track(kinds.right(i));
    if (right.status !== 200) throw new Error(`right reference and mobile: ${right.status}`);
    times.right.push(right.ms);
  }

  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { median: at(0.5), p95: at(0.95) };
  };
  const ms = (value) => value.toFixed(2);
  const wrongReference = stats(times.wrongReference);
  const wrongMobile = stats(times.wrongMobile);
  const right = stats(times.right);
  const ratio = wrongMobile.median / wrongReference.median;
  const same =
    answers.wrongReference.size === 1 &&
    answers.wrongMobile.size === 1 &&
    [...answers.wrongReference][0] === [...answers.wrongMobile][0];

  console.log(`| GET /api/track (${rounds} each, alternating) | median ms | p95 ms |
|---|---|---|
| unknown reference | ${ms(wrongReference.median)} | ${ms(wrongReference.p95)} |
| real reference, wrong mobile | ${ms(wrongMobile.median)} | ${ms(wrongMobile.p95)} |
| baseline: right reference and mobile (200) | ${ms(right.median)} | ${ms(right.p95)} |

Wrong mobile / unknown reference, medians: ${ratio.toFixed(2)} (allowed ${(1 / maxRatio).toFixed(2)}–${maxRatio}).
The two wrong answers: ${same ? `one and the same (${[...answers.wrongReference][0].slice(0, 60)}…)` : 'DIFFERENT'}.`);
  if (!same) process.exitCode = 1;
  else if (ratio > maxRatio || ratio < 1 / maxRatio) process.exitCode = 2;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys.json`, { force: true });
}
