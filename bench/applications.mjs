// Applications under load (the budgets of docs/PERFORMANCE.md), on this machine:
//   node bench/applications.mjs [--seconds 10] [--applications 100000] [--keep] [--postgres]
//     [--pool 10,4]
// 1. Seeds N applications (with details, comments and status rows) straight into SQLite,
//    spread over 2,000 citizens, then loads GET /api/services/my-services and
//    GET /api/admin/service/{id} at 10 connections: p99 must stay under 50 ms.
// 2. Sends 20 concurrent 5 MB job-card uploads and reads the server's peak resident memory
//    (VmHWM) against its idle size: the rise must stay under 64 MB (uploads are streamed).
// Needs a build (pnpm build).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  Database,
  hashPassword,
  openSeedDatabase,
  root,
  startBenchPostgres,
  startSeva,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    applications: { type: 'string', default: '100000' },
    // Leave the data directory (database and key file) behind, to look into its plans.
    keep: { type: 'boolean', default: false },
    // Then the same data copied into a PostgreSQL server (Debian's, in a temp folder, durable
    // defaults) by `migrate-to-postgres`, served from there and loaded the same way.
    postgres: { type: 'boolean', default: false },
    // With --postgres: the server's pool sizes to measure, one after the other on the same
    // database (DATABASE_POOL_SIZE), e.g. `--pool 10,4`.
    pool: { type: 'string', default: '10' },
  },
});
const seconds = Number(args.seconds);
const pools = args.pool.split(',').map(Number);
if (pools.some((size) => !Number.isInteger(size) || size < 1))
  throw new Error(`--pool takes sizes such as 10,4: ${args.pool}`);
const total = Number(args.applications);

const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-apps-'));
const server = await startSeva({ dataDir });
const { port, url } = server;
const seva = server.process;

// --- seed -------------------------------------------------------------------------------
const PASSWORD = 'bench password 1';
const passwordHash = await hashPassword(PASSWORD);
const sqlite = openSeedDatabase(dataDir);
const CITIZENS = 2000;
const types = ['PanCard', 'RTPS', 'JobCard', 'ITR'];
const statuses = ['pending', 'in_progress', 'completed', 'rejected'];
const started = Date.now();
const insert = {
  user: sqlite.prepare(
    'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  app: sqlite.prepare(
    'INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, tracking_code, created_at, updated_at, working_days, due_on, assigned_to, assigned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
  PanCard: sqlite.prepare(
    'INSERT INTO pan_card_details (application_id, full_name, date_of_birth, father_name, mobile_number, aadhar_number, address) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ),
  RTPS: sqlite.prepare(
    'INSERT INTO rtps_details (application_id, block, registration_type, registration_number) VALUES (?, ?, ?, ?)',
  ),
  JobCard: sqlite.prepare(
    'INSERT INTO job_card_details (application_id, name, father_husband_name) VALUES (?, ?, ?)',
  ),
  ITR: sqlite.prepare(
    'INSERT INTO itr_details (application_id, aadhar_card_no, pan_card_no, account_no, ifsc_code) VALUES (?, ?, ?, ?, ?)',
  ),
  comment: sqlite.prepare(
    'INSERT INTO comments (id, application_id, author_id, text, created_at) VALUES (?, ?, ?, ?, ?)',
  ),
  term: sqlite.prepare(
    'INSERT OR IGNORE INTO application_search_terms (application_id, term) VALUES (?, ?)',
  ),
  history: sqlite.prepare(
    'INSERT INTO status_history (id, application_id, from_status, to_status, changed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ),
};
const base = Date.now() - total * 60_000;
// The promised date as the server keeps it (docs/decisions/067): the filing day in India plus
// the type's working days, Sundays skipped (no holidays seeded). Most open rows older than two
// or three weeks are overdue, so the overdue filter has tens of thousands of rows to choose from.
const workingDays = { PanCard: 15, RTPS: 10, JobCard: 15, ITR: 7 };
const INDIA = (5 * 60 + 30) * 60_000;
const promised = (at, days) => {
  const day = new Date(`${new Date(at + INDIA).toISOString().slice(0, 10)}T00:00:00Z`);
  for (let left = days; left > 0; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) left--;
  }
  return day.toISOString().slice(0, 10);
};
const year = new Date().getFullYear();
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
    const id = `app${String(i).padStart(8, '0')}`;
    const type = types[i % 4];
    const at = base + i * 60_000;
    const userId = `user${i % CITIZENS}`;
    insert.app.run(
      id,
      `SEVA-${year}-${String(i + 1).padStart(6, '0')}`,
      userId,
      type,
      statuses[i % 4],
      `Citizen ${i % CITIZENS}`,
      // Unique per row, as the server's random codes are.
      i.toString(16).toUpperCase().padStart(12, '0'),
      at,
      at,
      workingDays[type],
      promised(at, workingDays[type]),
      // One in ten is the operator's: the 'Mine' filter has 10,000 rows.
      i % 10 === 0 ? 'operator' : null,
      i % 10 === 0 ? at : null,
    );
    if (type === 'PanCard')
      insert.PanCard.run(
        id,
        `Citizen ${i}`,
        '1990-01-01',
        'Father',
        '9876543210',
        '234567890124',
        'Goh',
      );
    if (type === 'RTPS') insert.RTPS.run(id, 'GOH', 'BRCCO', String(i));
    if (type === 'JobCard') insert.JobCard.run(id, `Citizen ${i}`, 'Father');
    if (type === 'ITR')
      insert.ITR.run(id, '234567890124', 'ABCDE1234F', '123456789012', 'SBIN0001234');
    insert.history.run(`h${i}`, id, null, 'pending', userId, at);
    // The same search terms the server writes: name words, e-mail, reference and its number.
    const reference = `SEVA-${year}-${String(i + 1).padStart(6, '0')}`;
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
  }
  // The counter behind reference numbers continues after the seeded ones.
  sqlite
    .prepare('INSERT INTO reference_counters (year, last_value) VALUES (?, ?)')
    .run(year, total);
})();
sqlite.close();
const seededIn = ((Date.now() - started) / 1000).toFixed(1);

/** CPU time (ms) used so far by the processes `chosen` picks by pid and name (Linux /proc). */
function cpuMs(chosen) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!chosen(Number(entry), name)) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The same fixed loop each time: how fast this machine is right now (a noisy host shows). */
function cpuCheckMs() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
  if (x < 0) throw new Error('unreachable');
  return Math.round(performance.now() - started);
}

/**
 * The citizen's list and an operator's detail and queue pages, loaded at 10 connections for
 * `seconds` each, on the server at `url` (SQLite's, then PostgreSQL's with --postgres), whose
 * process is `serverPid`. Each run also carries the CPU each request cost the server and
 * PostgreSQL's backends (`cpu`).
 */
async function measureQueue(url, serverPid) {
  const login = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'citizen7@example.test', password: PASSWORD }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const mine = await (await fetch(url('/api/services/my-services'), { headers: auth })).json();

  const loadWith = async (path, headers) => {
    const server = () => cpuMs((pid) => pid === serverPid);
    const postgres = () => cpuMs((_, name) => name === 'postgres');
    const before = { server: server(), postgres: postgres() };
    const result = await new Promise((resolve, reject) =>
      autocannon({ url: url(path), headers, connections: 10, duration: seconds }, (error, done) =>
        error ? reject(error) : resolve(done),
      ),
    );
    const n = Math.max(1, result.requests.total);
    result.cpu = {
      server: (server() - before.server) / n,
      postgres: (postgres() - before.postgres) / n,
    };
    return result;
  };
  const load = (path) => loadWith(path, auth);

  // The operator's queue: one page and the total, plain, by status, by type and status, searched,
  // and by status and search together.
  const adminLogin = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@example.test', password: PASSWORD }),
  });
  const adminBody = await adminLogin.json();
  if (!adminBody.token) throw new Error(`operator login failed: ${JSON.stringify(adminBody)}`);
  const adminAuth = { authorization: `Bearer ${adminBody.token}` };
  const loadAdmin = (path) => loadWith(path, adminAuth);
  const firstPage = await (
    await fetch(url('/api/admin/service/all-services?status=pending'), { headers: adminAuth })
  ).json();
  // A status filter and a search together: "Citizen 1236" (a name that exists) has 50
  // applications, all pending (each citizen's rows share i % 4, so one status).
  const statusAndName = '/api/admin/service/all-services?status=pending&search=citizen%201236';
  const statusAndNamePage = await (await fetch(url(statusAndName), { headers: adminAuth })).json();
  const statusAndNameRows = statusAndNamePage.data ?? [];
  if (
    statusAndNameRows.length === 0 ||
    statusAndNameRows.some((r) => r.status !== 'pending' || r.user.name !== 'Citizen 1236')
  )
    throw new Error(`status + search found the wrong rows: ${JSON.stringify(statusAndNamePage)}`);
  // The overdue queue: every row running and past its promised date, earliest first.
  const overduePage = await (
    await fetch(url('/api/admin/service/all-services?due=overdue'), { headers: adminAuth })
  ).json();
  const today = new Date(Date.now() + INDIA).toISOString().slice(0, 10);
  if (
    !overduePage.nextCursor ||
    overduePage.data.some(
      (r) => !['pending', 'in_progress'].includes(r.status) || !(r.promisedBy < today),
    ) ||
    overduePage.data.some((r, i) => i > 0 && overduePage.data[i - 1].promisedBy > r.promisedBy)
  )
    throw new Error(
      `due=overdue found the wrong rows: ${JSON.stringify(overduePage).slice(0, 500)}`,
    );
  const minePage = await (
    await fetch(url('/api/admin/service/all-services?assigned=me'), { headers: adminAuth })
  ).json();
  if (
    minePage.total !== Math.ceil(total / 10) ||
    minePage.data.some((r) => r.assignedTo?._id !== 'operator')
  )
    throw new Error(`assigned=me found the wrong rows: ${JSON.stringify(minePage).slice(0, 500)}`);
  // A warm-up, not measured: each call under the same load for a second, so that the first
  // rows measured do not pay for the server's just-in-time compiler and cold caches, which a
  // server in service has long paid.
  for (const [path, headers] of [
    ['/api/services/my-services', auth],
    [`/api/admin/service/${mine[0]._id}`, auth],
    ['/api/admin/service/all-services', adminAuth],
    ['/api/admin/service/all-services?search=citizen%201234', adminAuth],
    ['/api/admin/service/all-services?search=citizen', adminAuth],
    ['/api/admin/service/all-services?due=overdue', adminAuth],
    ['/api/admin/service/all-services?due=soon', adminAuth],
  ]) {
    await new Promise((resolve, reject) =>
      autocannon({ url: url(path), headers, connections: 10, duration: 1 }, (error, done) =>
        error ? reject(error) : resolve(done),
      ),
    );
  }
  const listRun = await load('/api/services/my-services');
  const detailRun = await load(`/api/admin/service/${mine[0]._id}`);
  const queueRuns = {
    'all-services (first page + total)': await loadAdmin('/api/admin/service/all-services'),
    'all-services?status=pending': await loadAdmin(
      '/api/admin/service/all-services?status=pending',
    ),
    'all-services?status=pending, page 2 (cursor)': await loadAdmin(
      `/api/admin/service/all-services?status=pending&cursor=${encodeURIComponent(firstPage.nextCursor)}`,
    ),
    'by-type?type=ITR&status=rejected': await loadAdmin(
      '/api/admin/service/by-type?type=ITR&status=rejected',
    ),
    'all-services?search=citizen7@example.test': await loadAdmin(
      '/api/admin/service/all-services?search=citizen7%40example.test',
    ),
    'all-services?search=SEVA-…-054321': await loadAdmin(
      `/api/admin/service/all-services?search=SEVA-${year}-054321`,
    ),
    'all-services?search=citizen 1234': await loadAdmin(
      '/api/admin/service/all-services?search=citizen%201234',
    ),
    'all-services?status=pending&search=citizen 1236': await loadAdmin(statusAndName),
    'all-services?search=citizen (every row matches)': await loadAdmin(
      '/api/admin/service/all-services?search=citizen',
    ),
    // The operator's workflow (docs/decisions/067): overdue first, by promised date, with the
    // total; its second page; due soon; and the operator's own.
    'all-services?due=overdue': await loadAdmin('/api/admin/service/all-services?due=overdue'),
    'all-services?due=overdue, page 2 (cursor)': await loadAdmin(
      `/api/admin/service/all-services?due=overdue&cursor=${encodeURIComponent(overduePage.nextCursor)}`,
    ),
    'all-services?due=soon': await loadAdmin('/api/admin/service/all-services?due=soon'),
    'all-services?assigned=me': await loadAdmin('/api/admin/service/all-services?assigned=me'),
  };

  // --- uploads ----------------------------------------------------------------------------
  return { mine, auth, listRun, detailRun, queueRuns, overduePage, minePage };
}

const cpuCheck = [cpuCheckMs()];
const { mine, auth, listRun, detailRun, queueRuns, overduePage, minePage } = await measureQueue(
  url,
  seva.pid,
);
const row = (name, r, others = []) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |${others
    .map(
      (other) =>
        ` ${Math.round(other.requests.average)} | ${other.latency.p50} | ${other.latency.p99} | ${other.non2xx} |`,
    )
    .join('')}`;

const status = () => readFileSync(`/proc/${seva.pid}/status`, 'utf8');
const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())[1]);
await new Promise((resolve) => setTimeout(resolve, 500));
const idleRss = kb('VmRSS');
const peakSinceStart = kb('VmHWM');
// VmHWM is the process's peak since it started, which the list loads above may have set:
// Linux resets it to the current size on writing 5 to clear_refs, so the peak read after the
// uploads is theirs.
writeFileSync(`/proc/${seva.pid}/clear_refs`, '5');
const hwmBefore = kb('VmHWM');
const FIVE_MB = 5 * 1024 * 1024;
const pdf = Buffer.alloc(FIVE_MB, 0x20);
Buffer.from('%PDF-1.7\n').copy(pdf);
// A well-formed 1×1 JPEG structure (JFIF, frame, scan) padded inside its scan data: images
// are checked and cleaned by their structure (decision 024).
const jpeg = Buffer.alloc(64 * 1024, 0x20);
Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
  ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0],
]).copy(jpeg);
jpeg.writeUInt16BE(0xffd9, jpeg.length - 2);
const upload = async () => {
  const body = new FormData();
  body.append('name', 'Bench Citizen');
  body.append('fatherHusbandName', 'Bench Father');
  // The privacy notice (docs/decisions/061): the seeded citizen has not agreed to it yet.
  body.append('consent', 'true');
  body.append('aadharFile', new Blob([jpeg]), 'aadhaar.jpg');
  body.append('passbookFile', new Blob([pdf]), 'passbook.pdf');
  const response = await fetch(url('/api/services/apply/job-card'), {
    method: 'POST',
    headers: auth,
    body,
  });
  await response.arrayBuffer();
  return response.status;
};
const uploadStart = performance.now();
const uploadStatuses = await Promise.all(Array.from({ length: 20 }, upload));
const uploadSeconds = ((performance.now() - uploadStart) / 1000).toFixed(1);
const peak = kb('VmHWM');
const rise = (Math.max(peak, hwmBefore) - idleRss) / 1024;

// --- promised dates filled at start --------------------------------------------------------
// Restarts on the same data: the first seals the seeded rows' identity numbers (they were
// written plain), the second has nothing to do, the third finds every due_on emptied, as in a
// database from before migration 0017 (docs/decisions/067).
const timedStart = async () => {
  const started = await startSeva({ dataDir, port, timeoutMs: 300_000 });
  return { server: started, seconds: (started.startMs / 1000).toFixed(1) };
};
await server.stop();
const sealingStart = await timedStart();
await sealingStart.server.stop();
const plainStart = await timedStart();
await plainStart.server.stop();
const emptied = openSeedDatabase(dataDir);
const emptiedRows = emptied.prepare('UPDATE applications SET due_on = NULL').run().changes;
emptied.close();
const fillStart = await timedStart();
await fillStart.server.stop();
const check = new Database(join(dataDir, 'seva.sqlite'), { readonly: true });
const leftEmpty = check
  .prepare('SELECT count(*) AS n FROM applications WHERE due_on IS NULL')
  .get().n;
check.close();
// --- the same rows on PostgreSQL ------------------------------------------------------------
let onPostgres = null;
if (args.postgres) {
  const postgres = await startBenchPostgres();
  try {
    const databaseUrl = await postgres.createDatabase('bench');
    const copied = spawnSync(
      process.execPath,
      [
        join(root, 'apps/api/dist/cli.js'),
        'migrate-to-postgres',
        '--from',
        dataDir,
        '--to',
        databaseUrl,
      ],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    if (copied.status !== 0)
      throw new Error(`migrate-to-postgres failed:\n${copied.stdout}${copied.stderr}`);
    onPostgres = [];
    for (const poolSize of pools) {
      const pgDataDir = mkdtempSync(join(tmpdir(), 'seva-bench-apps-pg-'));
      const pgServer = await startSeva({
        dataDir: pgDataDir,
        env: {
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: String(poolSize),
          KEY_FILE: `${dataDir}-keys.json`,
        },
        timeoutMs: 300_000,
      });
      try {
        onPostgres.push(await measureQueue(pgServer.url, pgServer.process.pid));
      } finally {
        await pgServer.stop();
        rmSync(pgDataDir, { recursive: true, force: true });
        rmSync(`${pgDataDir}-keys.json`, { force: true });
      }
    }
  } finally {
    postgres.stop();
  }
}

cpuCheck.push(cpuCheckMs());
if (args.keep) console.log(`Data left in ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(
  `Seeded ${total} applications for ${CITIZENS} citizens in ${seededIn} s; the measured citizen has ${mine.length}.`,
);
console.log(`Overdue: ${overduePage.total} applications; the operator's own: ${minePage.total}.`);
console.log(
  `CPU check (a fixed loop, before and after the loads): ${cpuCheck.join(' ms, ')} ms. A gap over 15 % means the host was busy: measure again.\n`,
);
if (onPostgres) {
  console.log(
    `| call (10 connections, ${seconds} s) | SQLite req/s | p50 ms | p99 ms | non-2xx |${pools
      .map((size) => ` PostgreSQL (pool ${size}) req/s | p50 ms | p99 ms | non-2xx |`)
      .join('')}`,
  );
  console.log(`|---|---|---|---|---|${'---|---|---|---|'.repeat(pools.length)}`);
} else {
  console.log(`| call (10 connections, ${seconds} s) | req/s | p50 ms | p99 ms | non-2xx |`);
  console.log('|---|---|---|---|---|');
}
console.log(
  row(
    'GET /api/services/my-services',
    listRun,
    onPostgres?.map((pg) => pg.listRun),
  ),
);
console.log(
  row(
    'GET /api/admin/service/{id}',
    detailRun,
    onPostgres?.map((pg) => pg.detailRun),
  ),
);
for (const [name, run] of Object.entries(queueRuns))
  console.log(
    row(
      `GET /api/admin/service/${name}`,
      run,
      onPostgres?.map((pg) => pg.queueRuns[name]),
    ),
  );
// Where each request's time went: the server process's CPU and, on PostgreSQL, its backends'.
const ms = (value) => value.toFixed(2);
console.log('');
console.log(
  `| CPU per request, ms | SQLite: server |${(onPostgres ?? [])
    .map((_, i) => ` PostgreSQL (pool ${pools[i]}): server | its backends |`)
    .join('')}`,
);
console.log(`|---|---|${'---|---|'.repeat(onPostgres?.length ?? 0)}`);
const cpuRow = (name, pick) =>
  console.log(
    `| ${name} | ${ms(pick({ listRun, detailRun, queueRuns }).cpu.server)} |${(onPostgres ?? [])
      .map((pg) => ` ${ms(pick(pg).cpu.server)} | ${ms(pick(pg).cpu.postgres)} |`)
      .join('')}`,
  );
cpuRow('GET /api/services/my-services', (runs) => runs.listRun);
cpuRow('GET /api/admin/service/{id}', (runs) => runs.detailRun);
for (const name of Object.keys(queueRuns))
  cpuRow(`GET /api/admin/service/${name}`, (runs) => runs.queueRuns[name]);
console.log('');
console.log(
  `20 concurrent job-card uploads of 5 MB + 64 KB: statuses ${[...new Set(uploadStatuses)].join(',')}, ${uploadSeconds} s`,
);
console.log(
  `server RSS idle ${(idleRss / 1024).toFixed(1)} MB, peak during the uploads ${(peak / 1024).toFixed(1)} MB: rise ${rise.toFixed(1)} MB (budget < 64 MB); peak before them, since start ${(peakSinceStart / 1024).toFixed(1)} MB`,
);
console.log(
  `restart that seals the seeded identity numbers ${sealingStart.seconds} s; with nothing to do ${plainStart.seconds} s; after emptying due_on of ${emptiedRows} rows ${fillStart.seconds} s (left empty after it: ${leftEmpty})`,
);
const ok =
  leftEmpty === 0 &&
  listRun.latency.p99 < 50 &&
  detailRun.latency.p99 < 50 &&
  rise < 64 &&
  uploadStatuses.every((s) => s === 201) &&
  listRun.non2xx === 0 &&
  detailRun.non2xx === 0 &&
  Object.values(queueRuns).every((run) => run.latency.p99 < 50 && run.non2xx === 0) &&
  (!onPostgres ||
    onPostgres.every((pg) =>
      [pg.listRun, pg.detailRun, ...Object.values(pg.queueRuns)].every(
        (run) => run.latency.p99 < 50 && run.non2xx === 0,
      ),
    ));
process.exit(ok ? 0 : 1);
