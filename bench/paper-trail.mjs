// The counter's paper trail (issue 13's budgets in docs/PERFORMANCE.md), on this machine:
//   node bench/paper-trail.mjs [--requests 200] [--entries 2000]
// 1. The acknowledgement slip: the median of N sequential GET .../acknowledgement.pdf must be
//    under 150 ms; beside it, in the same run, the same application's JSON detail (baseline).
// 2. 50 concurrent slips: the server's peak resident memory (VmHWM) may rise at most 64 MB
//    over its size before them.
// 3. The day register for a day with 2,000 entries (1,000 filings, 1,000 payments): the median
//    of GET /api/admin/register must be under 200 ms; baseline: the first queue page.
// A fourth of the filings are made at the counter by the operator, and every tenth payment
// is a reversal of the one before, so the register carries both kinds.
// Exits 1 when a budget is exceeded (after printing the table).
// Needs a build: npx -y pnpm@10.34.9 build && node bench/paper-trail.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword, openSeedDatabase, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    entries: { type: 'string', default: '2000' },
  },
});
const requests = Number(args.requests);
const entries = Number(args.entries);

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-paper-'));
const server = await startSeva({ dataDir });
const { url } = server;
const seva = server.process;
// A failed step must not leave the server running.
process.on('exit', () => seva.kill('SIGTERM'));

// --- seed: one citizen's PAN application with its details, and a day of filings and payments
const PASSWORD = 'bench password 1';
const passwordHash = await hashPassword(PASSWORD);
const sqlite = openSeedDatabase(dataDir);
const now = Date.now();
const filings = Math.floor(entries / 2);
const year = new Date().getFullYear();
const fy = (() => {
  const india = new Date(now + 5.5 * 3600_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
})();
// Today in India, from 00:05: every seeded row falls on one register day.
const dayStart = Date.parse(
  `${new Date(now + 5.5 * 3600_000).toISOString().slice(0, 10)}T00:05:00+05:30`,
);
sqlite.transaction(() => {
  const user = sqlite.prepare(
    'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  user.run('citizen', 'सुनीता देवी', 'citizen@example.test', passwordHash, 'user', now, now, now);
  user.run('operator', 'Operator', 'operator@example.test', passwordHash, 'admin', now, now, now);
  const app = sqlite.prepare(
    'INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, government_fee, service_charge, working_days, tracking_code, at_counter, filed_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 107, 50, 15, ?, ?, ?, ?, ?)',
  );
  const pan = sqlite.prepare(
    'INSERT INTO pan_card_details (application_id, full_name, date_of_birth, father_name, mobile_number, aadhar_number, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const file = sqlite.prepare(
    "INSERT INTO attachments (id, application_id, document_type, storage_key, original_name, content_type, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, 'image/png', 1, '', ?)",
  );
  const payment = sqlite.prepare(
    "INSERT INTO payments (id, receipt_number, financial_year, sequence, application_id, amount, method, utr, reverses_id, reason, recorded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'operator', ?)",
  );
  for (let i = 0; i < filings; i++) {
    const id = `app${i}`;
    const at = dayStart + i * 1000;
    app.run(
      id,
      `SEVA-${year}-${String(i + 1).padStart(6, '0')}`,
      'citizen',
      'PanCard',
      'pending',
      'सुनीता देवी',
      i.toString(16).toUpperCase().padStart(12, '0'),
      i % 4 === 0 ? 1 : 0,
      i % 4 === 0 ? 'operator' : null,
      at,
      at,
    );
    pan.run(id, 'सुनीता देवी', '1990-01-01', 'रमेश प्रसाद', '9876543210', '234567890124', 'Goh');
    for (const type of ['photo', 'signature', 'aadharFile'])
      file.run(`${id}-${type}`, id, type, `key-${id}-${type}`, `${type}.png`, at);
    // Every tenth payment slot reverses the payment before it (this application stays unpaid).
    const reverses = i % 10 === 9 ? `pay${i - 1}` : null;
    const upi = (reverses ? i - 1 : i) % 3 === 0;
    payment.run(
      `pay${i}`,
      `SEVA/${fy}/${String(i + 1).padStart(6, '0')}`,
      fy,
      i + 1,
      reverses ? `app${i - 1}` : id,
      reverses ? -157 : 157,
      upi ? 'upi' : 'cash',
      upi ? '123456789012' : null,
      reverses,
      reverses ? 'Entered twice' : null,
      at + 500,
    );
  }
  sqlite
    .prepare('INSERT INTO reference_counters (year, last_value) VALUES (?, ?)')
    .run(year, filings);
  sqlite
    .prepare('INSERT INTO receipt_counters (financial_year, last) VALUES (?, ?)')
    .run(fy, filings);
})();
sqlite.close();

const login = async (email) => {
  const response = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = await response.json();
  return { authorization: `Bearer ${token}` };
};
const citizen = await login('citizen@example.test');
const operator = await login('operator@example.test');

async function timed(path, auth, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await fetch(url(path), { headers: auth });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p95: at(0.95) };
}
const ms = (value) => value.toFixed(1);

// Warm up, then measure the slip beside its JSON detail.
await timed('/api/services/app0/acknowledgement.pdf', citizen, 10);
const slip = await timed('/api/services/app0/acknowledgement.pdf', citizen, requests);
const detail = await timed('/api/admin/service/app0', citizen, requests);

// 50 slips at once: the peak resident memory against the size before.
const status = () => readFileSync(`/proc/${seva.pid}/status`, 'utf8');
const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())[1]);
await new Promise((resolve) => setTimeout(resolve, 500));
const before = kb('VmRSS');
const hwmBefore = kb('VmHWM');
const burst = await Promise.all(
  Array.from({ length: 50 }, (_, i) =>
    fetch(url(`/api/services/app${i % filings}/acknowledgement.pdf`), { headers: operator }).then(
      async (response) => ({ ok: response.ok, bytes: (await response.arrayBuffer()).byteLength }),
    ),
  ),
);
if (burst.some((answer) => !answer.ok)) throw new Error('a slip of the burst failed');
const peak = Math.max(kb('VmHWM'), hwmBefore);
const rise = (peak - Math.max(before, 0)) / 1024;

// The register of a day with `entries` entries, beside the first page of the queue.
await timed('/api/admin/register', operator, 5);
const register = await timed('/api/admin/register', operator, 50);
const queue = await timed('/api/admin/service/all-services', operator, 50);
const body = await (await fetch(url('/api/admin/register'), { headers: operator })).json();
if (body.filed.length + body.payments.length !== filings * 2)
  throw new Error(`the register holds ${body.filed.length + body.payments.length} entries`);
const counterFiled = body.filed.filter((entry) => entry.via === 'counter').length;
const reversals = body.payments.filter((entry) => entry.amount < 0).length;
if (counterFiled === 0 || reversals === 0)
  throw new Error(`the register holds ${counterFiled} counter filings, ${reversals} reversals`);

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}-keys.json`, { force: true });

console.log(`| measure | median ms | p95 ms | budget |
|---|---|---|---|
| acknowledgement PDF (${requests} sequential) | ${ms(slip.median)} | ${ms(slip.p95)} | median < 150 |
| baseline: the same application's JSON detail | ${ms(detail.median)} | ${ms(detail.p95)} | — |
| day register, ${body.filed.length + body.payments.length} entries (50 sequential) | ${ms(register.median)} | ${ms(register.p95)} | median < 200 |
| baseline: the queue's first page | ${ms(queue.median)} | ${ms(queue.p95)} | — |

50 concurrent slips (${Math.round(burst.reduce((sum, answer) => sum + answer.bytes, 0) / 50 / 1024)} KB each): resident ${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB, rise ${rise.toFixed(1)} MB (budget 64 MB).
The day: ${body.filed.length} filings (${counterFiled} at the counter), ${body.payments.length} payments (${reversals} reversals).`);

const exceeded = [
  slip.median >= 150 && `slip median ${ms(slip.median)} ms (budget < 150)`,
  rise >= 64 && `50 concurrent slips raised RSS by ${rise.toFixed(1)} MB (budget < 64)`,
  register.median >= 200 && `register median ${ms(register.median)} ms (budget < 200)`,
].filter(Boolean);
if (exceeded.length > 0) {
  console.error(`Budget exceeded: ${exceeded.join('; ')}`);
  process.exitCode = 1;
}
