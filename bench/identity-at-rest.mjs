// Identity numbers sealed at rest (docs/decisions/060-identity-numbers-at-rest.md), on this machine:
//   node apps/api/build.mjs && node bench/identity-at-rest.mjs [--seconds 10] [--applications 100000]
// 1. Starts the server once (schema, key file), stops it, seeds N applications with plain
//    identity numbers (as a database from before migration 0014), and times the next start,
//    which seals them all, vacuums and truncates the WAL.
// 2. In that same server: GET /api/admin/service/{id} for an ITR application whose three
//    numbers are sealed (three AES-GCM opens per call) against one written plain afterwards
//    (the reader's fallback: no open), at 10 connections, alternating twice. Budget: p99 < 50 ms.
// 3. The operator's search by a whole Aadhaar number (the blind index) beside a reference search.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Database, freePort, hashPassword, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    applications: { type: 'string', default: '100000' },
  },
});
const seconds = Number(args.seconds);
const total = Number(args.applications);

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-identity-'));
const databaseFile = join(dataDir, 'seva.sqlite');
const port = await freePort();
const url = (path) => `http://127.0.0.1:${port}${path}`;

/** The built server on the data folder; its start seals whatever it finds plain. */
async function startServer() {
  const started = await startSeva({ dataDir, port, timeoutMs: 600_000 });
  return { server: started, ms: started.startMs };
}

// --- an empty portal, then the rows of one from before 0014 ---------------------------------
const first = await startServer();
await first.server.stop();

const PASSWORD = 'bench password 1';
const passwordHash = await hashPassword(PASSWORD);
const CITIZENS = 2000;
const types = ['PanCard', 'RTPS', 'JobCard', 'ITR'];
const statuses = ['pending', 'in_progress', 'completed', 'rejected'];
const year = new Date().getFullYear();
const aadhaarOf = (i) => String(234_500_000_000 + i);
const panOf = (i) => `ABCDE${String(i % 10_000).padStart(4, '0')}F`;
const accountOf = (i) => `5010${String(i).padStart(10, '0')}`;

const seedStarted = Date.now();
const sqlite = new Database(databaseFile);
sqlite.pragma('journal_mode = WAL');
const statementsOf = (db) => ({
  user: db.prepare(
    'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  app: db.prepare(
    'INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, tracking_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  PanCard: db.prepare(
    'INSERT INTO pan_card_details (application_id, full_name, date_of_birth, father_name, mobile_number, aadhar_number, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ),
  RTPS: db.prepare(
    'INSERT INTO rtps_details (application_id, block, registration_type, registration_number) VALUES (?, ?, ?, ?)',
  ),
  JobCard: db.prepare(
    'INSERT INTO job_card_details (application_id, name, father_husband_name) VALUES (?, ?, ?)',
  ),
  ITR: db.prepare(
    'INSERT INTO itr_details (application_id, aadhar_card_no, pan_card_no, account_no, ifsc_code) VALUES (?, ?, ?, ?, ?)',
  ),
  comment: db.prepare(
    'INSERT INTO comments (id, application_id, author_id, text, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  term: db.prepare(
    'INSERT OR IGNORE INTO application_search_terms (application_id, term) VALUES (?, ?)',
  ),
  history: db.prepare(
    'INSERT INTO status_history (id, application_id, from_status, to_status, changed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
});
const insert = statementsOf(sqlite);
const base = Date.now() - total * 60_000;
const seedApplication = (insert, i, id, at) => {
  const type = types[i % 4];
  const userId = `user${i % CITIZENS}`;
  const reference = `SEVA-${year}-${String(i + 1).padStart(6, '0')}`;
  insert.app.run(
    id,
    reference,
    userId,
    type,
    statuses[i % 4],
    `Citizen ${i % CITIZENS}`,
    i.toString(16).toUpperCase().padStart(12, '0'),
    at,
    at,
  );
  if (type === 'PanCard')
    insert.PanCard.run(
      id,
      `Citizen ${i}`,
      '1990-01-01',
      'Father',
      '9876543210',
      aadhaarOf(i),
      'Goh',
    );
  if (type === 'RTPS') insert.RTPS.run(id, 'GOH', 'BRCCO', String(i));
  if (type === 'JobCard') insert.JobCard.run(id, `Citizen ${i}`, 'Father');
  if (type === 'ITR') insert.ITR.run(id, aadhaarOf(i), panOf(i), accountOf(i), 'SBIN0001234');
  insert.history.run(`h${i}`, id, null, 'pending', userId, at);
  for (const term of [
    'citizen',
    String(i % CITIZENS),
    `citizen${i % CITIZENS}@example.test`,
    `citizen${i % CITIZENS}`,
    reference.toLowerCase(),
    String(i + 1),
  ]) {
    insert.term.run(id, term);
  }
  if (i % 2 === 0)
    insert.comment.run(`c${i}`, id, null, 'Documents received at the counter.', at + 1000);
};
sqlite.transaction(() => {
  for (let u = 0; u < CITIZENS; u++) {
    insert.user.run(
      `user${u}`,
      `Citizen ${u}`,
      `citizen${u}@example.test`,
      passwordHash,
      'user',
      base,
      base,
      base,
    );
  }
  insert.user.run(
    'operator',
    'Operator',
    'operator@example.test',
    passwordHash,
    'admin',
    base,
    base,
    base,
  );
  for (let i = 0; i < total; i++) {
    seedApplication(insert, i, `app${String(i).padStart(8, '0')}`, base + i * 60_000);
  }
  sqlite
    .prepare('INSERT INTO reference_counters (year, last_value) VALUES (?, ?)')
    .run(year, total + 1);
})();
sqlite.close();
const seededIn = ((Date.now() - seedStarted) / 1000).toFixed(1);
const sizeBefore = statSync(databaseFile).size;

// --- the start that seals them -----------------------------------------------------------
const second = await startServer();
const seva = second.server;
const sizeAfter = statSync(databaseFile).size;
const fileBytes = readFileSync(databaseFile);
const leftPlain = [aadhaarOf(3), panOf(3), accountOf(3), aadhaarOf(total - 1)].filter((number) =>
  fileBytes.includes(Buffer.from(number)),
);

// One ITR application written plain while the server runs: the baseline (nothing to open).
// Citizen 7's row 7 is an ITR application; the plain one gets the next index.
const plainIndex = total + 3 - (total % 4) + 4 * CITIZENS; // an ITR index (i % 4 === 3)
const live = new Database(databaseFile);
live.pragma('busy_timeout = 5000');
const plainId = 'appplainbaseline';
live.transaction(() => {
  seedApplication(statementsOf(live), plainIndex, plainId, Date.now());
})();
live.close();
const sealedId = `app${String(7).padStart(8, '0')}`;

const adminLogin = await fetch(url('/api/auth/login'), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'operator@example.test', password: PASSWORD }),
});
const { token } = await adminLogin.json();
const auth = { authorization: `Bearer ${token}` };
for (const [id, sealed] of [
  [sealedId, true],
  [plainId, false],
]) {
  const detail = await (await fetch(url(`/api/admin/service/${id}`), { headers: auth })).json();
  const expected = sealed ? aadhaarOf(7) : aadhaarOf(plainIndex);
  if (detail.specificService?.aadharCardNo !== expected)
    throw new Error(`detail of ${id} is wrong: ${JSON.stringify(detail).slice(0, 300)}`);
}
const searched = await (
  await fetch(url(`/api/admin/service/all-services?search=${aadhaarOf(7)}`), { headers: auth })
).json();
if (searched.data?.length !== 1 || searched.data[0]._id !== sealedId)
  throw new Error(`search by Aadhaar found ${JSON.stringify(searched).slice(0, 300)}`);

const load = (path) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url: url(path), headers: auth, connections: 10, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
const row = (name, r) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;
const runs = [];
for (const round of [1, 2]) {
  runs.push([
    `detail, numbers plain (baseline), round ${round}`,
    await load(`/api/admin/service/${plainId}`),
  ]);
  runs.push([
    `detail, numbers sealed, round ${round}`,
    await load(`/api/admin/service/${sealedId}`),
  ]);
}
runs.push([
  'all-services?search=<whole Aadhaar> (blind index)',
  await load(`/api/admin/service/all-services?search=${aadhaarOf(7)}`),
]);
runs.push([
  'all-services?search=SEVA-…-000008 (reference)',
  await load(`/api/admin/service/all-services?search=SEVA-${year}-000008`),
]);

await seva.stop();
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}-keys.json`, { force: true });

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(`\nSeeded ${total} applications with plain identity numbers in ${seededIn} s.`);
console.log(
  `Start that sealed them (and vacuumed): ${(second.ms / 1000).toFixed(1)} s; an empty start: ${(first.ms / 1000).toFixed(1)} s. Database ${mb(sizeBefore)} MB before, ${mb(sizeAfter)} MB after.`,
);
console.log(
  `Numbers still in the file after the start: ${leftPlain.length ? leftPlain.join(', ') : 'none'}`,
);
console.log('\n| call (10 connections, %d s) | req/s | p50 ms | p99 ms | non-2xx |', seconds);
console.log('|---|---|---|---|---|');
for (const [name, result] of runs) console.log(row(name, result));
