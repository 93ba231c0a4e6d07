// Stored files sealed at rest (docs/decisions/063-files-at-rest.md): upload and download
// throughput of 5 MB files, and the server's memory rise, for one or two builds side by side:
//   node bench/files-at-rest.mjs [--server apps/api/dist/main.js] [--baseline OTHER/dist/main.js]
//                                [--uploads 30] [--downloads 60] [--concurrency 5] [--rounds 3]
// `--baseline` is a build of the commit before (a temp clone: git clone, check out, node
// apps/api/build.mjs). The two builds take turns, `--rounds` times each on a fresh DATA_DIR,
// and each row is the median of its rounds, so both share the machine's state. Each run: 5 citizens seeded straight into SQLite, `--uploads` job-card
// forms (a 64 KB JPEG + a 5 MB PDF) sent `--concurrency` at a time, then `--downloads` GETs of
// the 5 MB PDFs at the same concurrency, every body compared byte for byte with what was sent.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword, openSeedDatabase, startSeva } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    server: { type: 'string', default: 'apps/api/dist/main.js' },
    baseline: { type: 'string' },
    uploads: { type: 'string', default: '30' },
    downloads: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const CITIZENS = 5;
const PASSWORD = 'bench password 1';
const FIVE_MB = 5 * 1024 * 1024;

/** A 5 MB PDF-looking file that differs from upload to upload (so checksums do). */
function pdf(index) {
  const bytes = Buffer.alloc(FIVE_MB, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  bytes.writeUInt32BE(index, FIVE_MB - 8);
  return bytes;
}
// A well-formed 1×1 JPEG padded in its scan data, as bench/applications.mjs sends.
const jpeg = Buffer.alloc(64 * 1024, 0x20);
Buffer.from([
  ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
  ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
  ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0],
]).copy(jpeg);
jpeg.writeUInt16BE(0xffd9, jpeg.length - 2);

/** Runs `work(i)` for i < total, `concurrency` at a time; answers the seconds taken. */
async function pool(total, concurrency, work) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await work(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

async function run(name, mainJs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-bench-files-'));
  const server = await startSeva({ dataDir, mainJs: resolve(mainJs) });
  const { url } = server;
  const seva = server.process;
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const sqlite = openSeedDatabase(dataDir);
    const at = Date.now();
    const insert = sqlite.prepare(
      'INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (let u = 0; u < CITIZENS; u++) {
      insert.run(
        `user${u}`,
        `Citizen ${u}`,
        `c${u}@example.test`,
        passwordHash,
        'user',
        at,
        at,
        at,
      );
    }
    sqlite.close();
    const auths = [];
    for (let u = 0; u < CITIZENS; u++) {
      const login = await fetch(url('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `c${u}@example.test`, password: PASSWORD }),
      });
      const body = await login.json();
      if (!body.token) throw new Error(`${name}: login failed: ${JSON.stringify(body)}`);
      auths.push({ authorization: `Bearer ${body.token}` });
    }

    const kb = (field) =>
      Number(
        new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${seva.pid}/status`, 'utf8'))[1],
      );
    await new Promise((done) => setTimeout(done, 500));
    const idleRss = kb('VmRSS');

    const uploads = Number(args.uploads);
    const concurrency = Number(args.concurrency);
    const sent = [];
    const uploadSeconds = await pool(uploads, concurrency, async (i) => {
      const file = pdf(i);
      const body = new FormData();
      body.append('name', 'Bench Citizen');
      body.append('fatherHusbandName', 'Bench Father');
      body.append('aadharFile', new Blob([jpeg]), 'aadhaar.jpg');
      body.append('passbookFile', new Blob([file]), 'passbook.pdf');
      const auth = auths[i % CITIZENS];
      const response = await fetch(url('/api/services/apply/job-card'), {
        method: 'POST',
        headers: auth,
        body,
      });
      const answer = await response.json();
      if (response.status !== 201) {
        throw new Error(`${name}: upload ${response.status} ${JSON.stringify(answer)}`);
      }
      const document = answer.service.documents.find((d) => d.documentType === 'passbookFile');
      sent.push({
        auth,
        path: document.path,
        sha256: createHash('sha256').update(file).digest('hex'),
      });
    });
    const uploadPeak = kb('VmHWM');

    const downloads = Number(args.downloads);
    const latencies = [];
    const downloadSeconds = await pool(downloads, concurrency, async (i) => {
      const { auth, path, sha256 } = sent[i % sent.length];
      const started = performance.now();
      const response = await fetch(url(path), { headers: auth });
      const body = Buffer.from(await response.arrayBuffer());
      latencies.push(performance.now() - started);
      if (response.status !== 200 || createHash('sha256').update(body).digest('hex') !== sha256) {
        throw new Error(`${name}: download ${response.status} differs from what was sent`);
      }
    });
    latencies.sort((a, b) => a - b);
    const mb = (count, seconds) => (count * FIVE_MB) / 2 ** 20 / seconds;
    return {
      upload: mb(uploads, uploadSeconds),
      download: mb(downloads, downloadSeconds),
      p50: latencies[Math.floor(latencies.length / 2)],
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
      rise: (uploadPeak - idleRss) / 1024,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-keys.json`, { force: true });
  }
}

const builds = [
  ...(args.baseline ? [{ name: 'before (plain files)', mainJs: args.baseline, runs: [] }] : []),
  { name: 'sealed files', mainJs: args.server, runs: [] },
];
for (let round = 0; round < Number(args.rounds); round++) {
  for (const build of builds) build.runs.push(await run(build.name, build.mainJs));
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = builds.map((build) => {
  const of = (field) => median(build.runs.map((r) => r[field]));
  return {
    name: build.name,
    upload: of('upload').toFixed(0),
    download: of('download').toFixed(0),
    p50: of('p50').toFixed(0),
    p99: of('p99').toFixed(0),
    rise: of('rise').toFixed(1),
  };
});

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(
  `${args.uploads} uploads of 5 MB + 64 KB and ${args.downloads} downloads of 5 MB, ${args.concurrency} at a time; median of ${args.rounds} rounds\n`,
);
console.log(
  '| build | upload MB/s | download MB/s | download p50 ms | download p99 ms | RSS rise while uploading MB |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.upload} | ${row.download} | ${row.p50} | ${row.p99} | ${row.rise} |`,
  );
}
