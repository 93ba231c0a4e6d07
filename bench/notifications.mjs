// Notifications in a burst (issue 17 item 9; docs/decisions/075-notification-outbox.md):
// "1,000 status changes in a burst enqueue 1,000 jobs without raising the p99 of the
// status-change call by more than 20 %, and the worker drains them at the peer's pace."
//   npx -y pnpm@10.34.9 build && node bench/notifications.mjs [--n 1000] [--rounds 2]
//     [--concurrency 16] [--smtp-ms 5] [--sms-ms 5] [--max-ratio 1.2] [--warmup 100] [--keep]
// Against the built server, with a real SMTP sink (smtp-server) and a real HTTP sink playing
// MSG91's Flow API, both on loopback in a worker thread of this process (so their work does not
// sit on the event loop that times the calls). Each sink accepts a message after a fixed pace
// (--smtp-ms, --sms-ms) and counts what it got by job id (the e-mail's Message-ID, the SMS
// request's Idempotency-Key).
// Seeds, straight into SQLite, 2 × N citizens with an e-mail address and a mobile number and
// one pending RTPS application each: group A with both notify switches off (a rejection writes
// no job), group B with both on (a rejection writes one e-mail and one SMS job). An uncounted
// warm-up (half on, half off) goes first. Then N/rounds rejections of A and of B per round,
// `PATCH /api/admin/service/:id/status` at --concurrency in flight, in the order A, B, then
// B, A, …, so warm-up favours neither. After each B burst it waits (polling the table read-only
// every 100 ms) until every job is sent, and times the drain from the rows' own stamps.
// Checks: exactly N e-mail and N SMS jobs for B, none for A, each job at its sink exactly once.
// Exits 1 if p99(B) / p99(A) is over --max-ratio, a call failed, or a count is off.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Database, hashPassword, openSeedDatabase, root, startSeva } from './lib.mjs';

const SMS_AUTH_KEY = 'bench-msg91-auth-key';
const FLOW_PATH = '/api/v5/flow';
const MAIL_DOMAIN = 'seva.bench';
/** The outbox's sends at once (apps/api/src/features/notifications/outbox.ts, `concurrency`). */
const WORKER_LANES = 8;
/** nodemailer's pooled SMTP connections (apps/api/src/lib/mail.ts, `maxConnections`). */
const SMTP_CONNECTIONS = 4;

if (isMainThread) await main();
else await sinks(workerData);

// --- the sinks (worker thread) -------------------------------------------------------------
async function sinks({ smtpMs, smsMs }) {
  const { SMTPServer } = createRequire(join(root, 'apps/api/package.json'))('smtp-server');
  // Job id → copies received; what came without an id; requests refused.
  const got = { mail: new Map(), sms: new Map() };
  const stats = {
    mail: { accepted: 0, withoutId: 0 },
    sms: { requests: 0, accepted: 0, withoutId: 0, refused: 0 },
  };
  const count = (channel, id) => {
    const s = stats[channel];
    s.accepted++;
    if (!id) s.withoutId++;
    else got[channel].set(id, (got[channel].get(id) ?? 0) + 1);
  };
  const idFromMessageId = new RegExp(`^Message-ID:\\s*<([^@>\\s]+)@${MAIL_DOMAIN}>`, 'im');

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // More than the server's pool, so the sink never limits by connections.
    maxClients: 64,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const end = raw.indexOf('\r\n\r\n');
        const id = idFromMessageId.exec(end < 0 ? raw : raw.slice(0, end))?.[1];
        // A mail server that takes smtpMs per message, on each connection.
        setTimeout(() => {
          count('mail', id);
          callback();
        }, smtpMs);
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const answer = (response, status, body) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const http = createHttpServer((request, response) => {
    stats.sms.requests++;
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {}
      const recipients = body?.recipients;
      const ok =
        request.method === 'POST' &&
        request.url === FLOW_PATH &&
        request.headers.authkey === SMS_AUTH_KEY &&
        typeof body?.template_id === 'string' &&
        Array.isArray(recipients) &&
        recipients.length === 1 &&
        /^91[6-9]\d{9}$/.test(recipients[0]?.mobiles ?? '');
      if (!ok) {
        stats.sms.refused++;
        return answer(response, 400, { type: 'error', message: 'bad request' });
      }
      const key = request.headers['idempotency-key'];
      // A gateway that takes smsMs to accept each request.
      setTimeout(() => {
        count('sms', typeof key === 'string' ? key : undefined);
        answer(response, 200, { type: 'success', message: randomBytes(12).toString('hex') });
      }, smsMs);
    });
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));

  parentPort.on('message', (message) => {
    if (message === 'report') {
      parentPort.postMessage({
        report: { mail: [...got.mail], sms: [...got.sms], stats: structuredClone(stats) },
      });
    }
  });
  parentPort.postMessage({
    ports: { smtp: smtp.server.address().port, sms: http.address().port },
  });
}

// --- the bench (main thread) ---------------------------------------------------------------
async function main() {
  const { values: args } = parseArgs({
    options: {
      n: { type: 'string', default: '1000' },
      rounds: { type: 'string', default: '2' },
      concurrency: { type: 'string', default: '16' },
      'smtp-ms': { type: 'string', default: '5' },
      'sms-ms': { type: 'string', default: '5' },
      'max-ratio': { type: 'string', default: '1.2' },
      // Rejections before the measured rounds, not counted (JIT, statements, pools): with too
      // few, the first round's group pays the cold start and its p99 flatters the ratio.
      warmup: { type: 'string', default: '100' },
      // Leave the data directory (database and key file) behind.
      keep: { type: 'boolean', default: false },
    },
  });
  const N = Number(args.n);
  const rounds = Number(args.rounds);
  const concurrency = Number(args.concurrency);
  const smtpMs = Number(args['smtp-ms']);
  const smsMs = Number(args['sms-ms']);
  const maxRatio = Number(args['max-ratio']);
  const warmup = Number(args.warmup);
  if (!(N >= rounds && rounds >= 1 && concurrency >= 1 && warmup >= 0)) {
    throw new Error('need --n >= --rounds >= 1, --concurrency >= 1 and --warmup >= 0');
  }
  // Every kind needs its template id or the server refuses to start (docs/decisions/074).
  const kindList = /export const smsKinds = \[([^\]]*)\]/.exec(
    readFileSync(join(root, 'apps/api/src/lib/sms-templates.ts'), 'utf8'),
  )?.[1];
  const smsKinds = [...(kindList ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  if (!smsKinds.includes('rejected')) throw new Error('smsKinds not found in sms-templates.ts');

  const load = loadavg().map((value) => value.toFixed(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-notify-'));
  let seva;
  let sinkThread;
  let reader;
  const stopServer = async () => {
    if (!seva?.pid || seva.exitCode !== null || seva.signalCode !== null) return;
    const exited = new Promise((resolve) => seva.once('exit', resolve));
    process.kill(seva.pid, 'SIGTERM');
    const hard = setTimeout(() => {
      try {
        process.kill(seva.pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await exited;
    clearTimeout(hard);
  };
  // Ctrl-C: the server and the data go too.
  const onSignal = (signal) => {
    try {
      if (seva?.pid && seva.exitCode === null) process.kill(seva.pid, 'SIGKILL');
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys.json`, { force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // Last resort (an uncaught error skips finally): the server never outlives this process.
  const onExit = () => {
    try {
      if (seva?.pid && seva.exitCode === null && seva.signalCode === null) {
        process.kill(seva.pid, 'SIGKILL');
      }
    } catch {}
  };
  process.on('exit', onExit);

  try {
    // --- sinks and server -------------------------------------------------------------------
    sinkThread = new Worker(new URL(import.meta.url), { workerData: { smtpMs, smsMs } });
    let sinkError;
    sinkThread.on('error', (error) => {
      sinkError = error;
    });
    const sinkPorts = await new Promise((resolve, reject) => {
      sinkThread.once('error', reject);
      sinkThread.once('message', (message) => resolve(message.ports));
    });
    const sinkReport = () =>
      new Promise((resolve, reject) => {
        const late = setTimeout(() => reject(new Error('the sinks did not report')), 10_000);
        sinkThread.once('message', (message) => {
          clearTimeout(late);
          resolve(message.report);
        });
        sinkThread.postMessage('report');
      });

    const server = await startSeva({
      dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sinkPorts.smtp}`,
        MAIL_FROM: `Seva <no-reply@${MAIL_DOMAIN}>`,
        SMS_URL: `http://127.0.0.1:${sinkPorts.sms}${FLOW_PATH}`,
        SMS_AUTH_KEY,
        SMS_SENDER_ID: 'SEVAIN',
        ...Object.fromEntries(
          smsKinds.map((kind) => [`SMS_TEMPLATE_${kind.toUpperCase()}`, `bench_${kind}`]),
        ),
      },
    });
    seva = server.process;
    const { url } = server;

    // --- seed ---------------------------------------------------------------------------------
    const PASSWORD = 'bench password 1';
    const passwordHash = await hashPassword(PASSWORD);
    const file = join(dataDir, 'seva.sqlite');
    const sqlite = openSeedDatabase(dataDir);
    const insert = {
      user: sqlite.prepare(
        "INSERT INTO users (id, name, email, password_hash, role, email_verified_at, mobile, notify_by_email, notify_by_sms, created_at, updated_at) VALUES (?, ?, ?, ?, 'user', ?, ?, ?, ?, ?, ?)",
      ),
      app: sqlite.prepare(
        "INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, government_fee, service_charge, working_days, tracking_code, due_on, assigned_to, assigned_at, created_at, updated_at) VALUES (?, ?, ?, 'RTPS', 'pending', ?, 0, 30, 10, ?, ?, 'operator', ?, ?, ?)",
      ),
      rtps: sqlite.prepare(
        "INSERT INTO rtps_details (application_id, block, registration_type, registration_number) VALUES (?, 'GOH', 'BRCCO', ?)",
      ),
      history: sqlite.prepare(
        "INSERT INTO status_history (id, application_id, from_status, to_status, changed_by, created_at) VALUES (?, ?, NULL, 'pending', ?, ?)",
      ),
    };
    // The promised date as the server keeps it (docs/decisions/067): the filing day in India
    // plus the working days, Sundays skipped (no holidays seeded).
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
    // Warm-up citizens first (w), then group A (a), then group B (b); one application each.
    const people = [
      ...Array.from({ length: warmup }, (_, i) => ({ id: `w${i}`, on: i % 2 === 1 })),
      ...Array.from({ length: N }, (_, i) => ({ id: `a${i}`, on: false })),
      ...Array.from({ length: N }, (_, i) => ({ id: `b${i}`, on: true })),
    ];
    const base = Date.now() - people.length * 60_000;
    sqlite.transaction(() => {
      sqlite
        .prepare(
          "INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES ('operator', 'Operator', 'operator@example.test', ?, 'admin', ?, ?, ?)",
        )
        .run(passwordHash, base, base, base);
      people.forEach((person, k) => {
        const at = base + k * 60_000;
        const on = person.on ? 1 : 0;
        // 10 digits starting 6–9, unique per citizen.
        const mobile = `${6 + (k % 4)}${String(k).padStart(9, '0')}`;
        insert.user.run(
          person.id,
          `Citizen ${person.id}`,
          `${person.id}@example.test`,
          passwordHash,
          at,
          mobile,
          on,
          on,
          at,
          at,
        );
        const appId = `app-${person.id}`;
        insert.app.run(
          appId,
          `SEVA-${year}-${String(k + 1).padStart(6, '0')}`,
          person.id,
          `Citizen ${person.id}`,
          k.toString(16).toUpperCase().padStart(12, '0'),
          promised(at, 10),
          at,
          at,
          at,
        );
        insert.rtps.run(appId, String(100000 + k));
        insert.history.run(`h-${person.id}`, appId, person.id, at);
      });
      // The counter behind reference numbers continues after the seeded ones.
      sqlite
        .prepare('INSERT INTO reference_counters (year, last_value) VALUES (?, ?)')
        .run(year, people.length);
    })();
    sqlite.close();
    reader = new Database(file, { readonly: true });
    reader.pragma('busy_timeout = 5000');

    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operator@example.test', password: PASSWORD }),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`operator login failed: ${login.status}`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rejection = JSON.stringify({ status: 'rejected', reason: 'Bench rejection' });

    // --- burst and drain ----------------------------------------------------------------------
    /** Rejects each application, `concurrency` calls in flight; each call's ms, end to end. */
    const burst = async (appIds) => {
      const times = [];
      const failures = [];
      let next = 0;
      const lane = async () => {
        while (next < appIds.length) {
          const id = appIds[next++];
          const started = performance.now();
          const response = await fetch(url(`/api/admin/service/${id}/status`), {
            method: 'PATCH',
            headers,
            body: rejection,
          });
          const body = await response.text();
          times.push(performance.now() - started);
          if (response.status !== 200) failures.push(`${id}: ${response.status} ${body}`);
        }
      };
      const startedAt = Date.now();
      const started = performance.now();
      await Promise.all(Array.from({ length: Math.min(concurrency, appIds.length) }, lane));
      return { times, failures, ms: performance.now() - started, startedAt, endedAt: Date.now() };
    };

    const rowsOf = (userIds) =>
      reader
        .prepare(
          `SELECT id, user_id AS userId, channel, kind, status, attempts, last_error AS lastError, created_at AS createdAt, sent_at AS sentAt FROM notifications WHERE user_id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(userIds));
    /** Polls (read-only, every 100 ms) until every job of these users is sent. */
    const waitForSent = async (userIds, expected) => {
      const deadline = Date.now() + Math.max(60_000, expected * 100);
      for (;;) {
        const rows = rowsOf(userIds);
        const sent = rows.filter((row) => row.status === 'sent').length;
        if (rows.length >= expected && sent === rows.length) return { rows, seenAt: Date.now() };
        const stuck = rows.find((row) => row.lastError || row.status === 'failed');
        if (stuck) {
          throw new Error(
            `a job was not sent: ${stuck.channel} ${stuck.status} ${stuck.lastError ?? ''}`,
          );
        }
        if (Date.now() > deadline) {
          throw new Error(`drain timed out: ${sent} of ${expected} jobs sent`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    /** How the worker kept up: from the rows' own stamps (ms since the epoch). */
    const drainOf = (rows, run, seenAt) => {
      const firstCreated = Math.min(...rows.map((row) => row.createdAt));
      const lastSent = Math.max(...rows.map((row) => row.sentAt));
      const sentInBurst = rows.filter((row) => row.sentAt <= run.endedAt).length;
      return {
        jobs: rows.length,
        burstMs: run.ms,
        sentInBurst,
        afterBurstMs: lastSent - run.endedAt,
        seenAfterMs: seenAt - run.endedAt,
        totalMs: lastSent - firstCreated,
        perSecond: rows.length / ((lastSent - firstCreated) / 1000),
        perSecondInBurst: sentInBurst / ((run.endedAt - firstCreated) / 1000),
        perSecondAfter:
          lastSent > run.endedAt
            ? (rows.length - sentInBurst) / ((lastSent - run.endedAt) / 1000)
            : Number.NaN,
        retried: rows.filter((row) => row.attempts > 1).length,
      };
    };

    const failures = [];
    // Warm-up: not counted; its jobs are sent before the first round.
    if (warmup > 0) {
      const warm = people.filter((person) => person.id.startsWith('w'));
      const run = await burst(warm.map((person) => `app-${person.id}`));
      failures.push(...run.failures);
      const on = warm.filter((person) => person.on).map((person) => person.id);
      if (on.length > 0) await waitForSent(on, on.length * 2);
    }

    const times = { A: [], B: [] };
    const perRound = [];
    const drains = [];
    for (let round = 0; round < rounds; round++) {
      const from = Math.floor((round * N) / rounds);
      const to = Math.floor(((round + 1) * N) / rounds);
      const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      for (const group of order) {
        const userIds = Array.from(
          { length: to - from },
          (_, i) => `${group.toLowerCase()}${from + i}`,
        );
        const run = await burst(userIds.map((id) => `app-${id}`));
        failures.push(...run.failures);
        times[group].push(...run.times);
        perRound.push({ name: `${group}, round ${round + 1}`, times: run.times });
        if (group === 'B') {
          // The worker runs during the burst; the next burst starts once it is done.
          const { rows, seenAt } = await waitForSent(userIds, userIds.length * 2);
          drains.push({ round: round + 1, ...drainOf(rows, run, seenAt) });
        }
      }
    }

    // --- checks -------------------------------------------------------------------------------
    const idsOf = (prefix, count) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
    const bRows = rowsOf(idsOf('b', N));
    const aRows = rowsOf(idsOf('a', N));
    const warmRows = rowsOf(idsOf('w', warmup));
    const allRows = reader.prepare('SELECT id, channel, status FROM notifications').all();
    const bEmail = bRows.filter((row) => row.channel === 'email');
    const bSms = bRows.filter((row) => row.channel === 'sms');
    const perUser = new Map();
    for (const row of bRows) {
      const key = `${row.userId} ${row.channel}`;
      perUser.set(key, (perUser.get(key) ?? 0) + 1);
    }
    const report = await sinkReport();
    const sinkCheck = (channel, sinkName) => {
      const got = new Map(report[sinkName]);
      const jobs = allRows.filter((row) => row.channel === channel);
      const missing = jobs.filter((row) => !got.has(row.id)).length;
      const duplicated = [...got.values()].filter((copies) => copies > 1).length;
      const known = new Set(jobs.map((row) => row.id));
      const unknown = [...got.keys()].filter((id) => !known.has(id)).length;
      return {
        jobs: jobs.length,
        received: report.stats[sinkName].accepted,
        missing,
        duplicated,
        unknown,
      };
    };
    const mailCheck = sinkCheck('email', 'mail');
    const smsCheck = sinkCheck('sms', 'sms');
    const problems = [];
    if (sinkError) problems.push(`the sinks failed: ${sinkError.message}`);
    if (failures.length > 0) {
      problems.push(
        `${failures.length} status changes failed, first: ${failures[0].slice(0, 300)}`,
      );
    }
    if (bEmail.length !== N) problems.push(`group B has ${bEmail.length} e-mail jobs, not ${N}`);
    if (bSms.length !== N) problems.push(`group B has ${bSms.length} SMS jobs, not ${N}`);
    if (perUser.size !== 2 * N || [...perUser.values()].some((n) => n !== 1)) {
      problems.push('some B citizen has not exactly one e-mail and one SMS job');
    }
    if (bRows.some((row) => row.kind !== 'status_changed' || row.status !== 'sent')) {
      problems.push('some B job is not a sent status_changed');
    }
    if (aRows.length !== 0) problems.push(`group A has ${aRows.length} jobs, not 0`);
    if (allRows.length !== bRows.length + aRows.length + warmRows.length) {
      problems.push(`${allRows.length} jobs in all: some belong to nobody seeded`);
    }
    for (const [name, check] of [
      ['e-mail', mailCheck],
      ['SMS', smsCheck],
    ]) {
      if (check.missing || check.duplicated || check.unknown || check.received !== check.jobs) {
        problems.push(
          `${name} sink: ${check.received} received for ${check.jobs} jobs (missing ${check.missing}, duplicated ${check.duplicated}, unknown ${check.unknown})`,
        );
      }
    }
    if (report.stats.mail.withoutId || report.stats.sms.withoutId || report.stats.sms.refused) {
      problems.push(
        `sinks: ${report.stats.mail.withoutId} mails without a job Message-ID, ${report.stats.sms.withoutId} SMS without an idempotency key, ${report.stats.sms.refused} SMS requests refused`,
      );
    }

    // --- report -------------------------------------------------------------------------------
    // Percentiles as the other benches take them: the value at floor(q × count) when sorted.
    const stats = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return {
        count: sorted.length,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: sorted[sorted.length - 1],
      };
    };
    const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
    const a = stats(times.A);
    const b = stats(times.B);
    const ratio = b.p99 / a.p99;
    const row = (name, s) =>
      `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
    // The most the sinks can take: the worker sends WORKER_LANES at once whatever the channel,
    // each lane held at least the sink's pace; the mail sink alone, SMTP_CONNECTIONS at once.
    const meanPeerMs = (smtpMs + smsMs) / 2;
    const ceiling = meanPeerMs > 0 ? (WORKER_LANES * 1000) / meanPeerMs : Number.POSITIVE_INFINITY;
    const mailCeiling = smtpMs > 0 ? (SMTP_CONNECTIONS * 1000) / smtpMs : Number.POSITIVE_INFINITY;

    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average at start ${load.join(' ')}`,
    );
    console.log(
      `Seeded ${people.length} citizens with one pending RTPS application each (N = ${N} per group, warm-up ${warmup}); ${rounds} rounds of ${Math.floor(N / rounds)}, ${concurrency} calls in flight; sinks accept after ${smtpMs} ms (SMTP) and ${smsMs} ms (SMS).\n`,
    );
    console.log(
      '| PATCH /api/admin/service/:id/status → rejected | calls | p50 ms | p95 ms | p99 ms | max ms |',
    );
    console.log('|---|---|---|---|---|---|');
    console.log(row('A: notify switches off (no job)', a));
    console.log(row('B: both on (e-mail + SMS job)', b));
    for (const r of perRound) console.log(row(`… ${r.name}`, stats(r.times)));
    console.log(
      `\np99(B) / p99(A) = ${ratio.toFixed(2)} (budget ≤ ${maxRatio}); p50(B) / p50(A) = ${(b.p50 / a.p50).toFixed(2)}\n`,
    );
    console.log(
      '| drain after B burst | jobs | burst ms | sent during burst | last sent after burst, ms | first job → last sent, ms | jobs/s overall | jobs/s during burst | jobs/s after burst | retried |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const d of drains) {
      console.log(
        `| round ${d.round} | ${d.jobs} | ${ms(d.burstMs)} | ${d.sentInBurst} | ${ms(d.afterBurstMs)} (poll saw it at ${ms(d.seenAfterMs)}) | ${ms(d.totalMs)} | ${ms(d.perSecond)} | ${ms(d.perSecondInBurst)} | ${ms(d.perSecondAfter)} | ${d.retried} |`,
      );
    }
    console.log(
      `\nSinks' pace: the worker sends ${WORKER_LANES} at once, so at ${smtpMs} / ${smsMs} ms per message it can hand over at most ~${ms(ceiling)} jobs/s; the mail sink alone, over ${SMTP_CONNECTIONS} pooled connections, at most ~${ms(mailCeiling)} mails/s.`,
    );
    const overall =
      drains.reduce((sum, d) => sum + d.jobs, 0) /
      (drains.reduce((sum, d) => sum + d.totalMs, 0) / 1000);
    // Once the burst is over the worker has the server to itself: its pace then is the drain's.
    const after =
      drains.reduce((sum, d) => sum + d.jobs - d.sentInBurst, 0) /
      (drains.reduce((sum, d) => sum + Math.max(0, d.afterBurstMs), 0) / 1000);
    const share = (rate) =>
      Number.isFinite(ceiling) ? ` = ${((rate / ceiling) * 100).toFixed(0)} % of that ceiling` : '';
    console.log(
      `Drain over all B rounds: ${ms(overall)} jobs/s from the first job to the last sent${share(overall)}; ${ms(after)} jobs/s after the bursts${share(after)}.`,
    );
    const inBursts = drains.reduce((sum, d) => sum + d.sentInBurst, 0);
    console.log(
      `Sent while the B bursts ran: ${inBursts} of ${bRows.length} jobs; the rest went after them (delivery that waits for the burst to end is not in B's latencies).`,
    );
    console.log(
      `Jobs: B ${bEmail.length} e-mail + ${bSms.length} SMS (expected ${N} + ${N}); A ${aRows.length} (expected 0); warm-up ${warmRows.length}.`,
    );
    console.log(
      `Sinks: mail ${report.stats.mail.accepted} accepted for ${mailCheck.jobs} e-mail jobs (missing ${mailCheck.missing}, duplicated ${mailCheck.duplicated}, unknown ${mailCheck.unknown}); SMS ${report.stats.sms.requests} requests, ${report.stats.sms.accepted} accepted for ${smsCheck.jobs} SMS jobs (missing ${smsCheck.missing}, duplicated ${smsCheck.duplicated}, unknown ${smsCheck.unknown}).`,
    );
    for (const problem of problems) console.log(`PROBLEM: ${problem}`);
    console.log(
      `\nCommand: node bench/notifications.mjs ${process.argv.slice(2).join(' ')}`.trimEnd(),
    );
    if (problems.length > 0 || !(ratio <= maxRatio)) process.exitCode = 1;
  } finally {
    await stopServer();
    reader?.close();
    await sinkThread?.terminate();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    if (args.keep) console.log(`Data left in ${dataDir}`);
    else {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-keys.json`, { force: true });
    }
  }
}
