import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderForms, productSlugs } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTerm } from './features/applications/search-terms.ts';
import { loadKeyring } from './lib/keyring.ts';
import { sealedKeyId } from './lib/sealed-stream.ts';
import { createSealedValues } from './lib/sealed-values.ts';
import { fakeFile, validAadhaar } from './test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from './test/harness.ts';
import { multipart as form, httpCaller, type Part } from './test/http.ts';
import { type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

/**
 * `pnpm cli rotate-key` with real parts (docs/decisions/068-key-rotation.md): a real server over
 * a real SQLite file and upload folder (or, on the PostgreSQL run, a PostgreSQL database and an
 * S3-compatible store) keeps taking applications and serving downloads while
 * the CLI, a separate process, re-seals everything; the first run is killed with SIGKILL
 * half-way and a second run resumes and finishes.
 */
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let root: string;
let dataDir: string;
let keyFile: string;
let admin: { authorization: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  root = mkdtempSync(join(tmpdir(), 'seva-rotate-'));
  dataDir = join(root, 'data');
  keyFile = `${dataDir}-keys.json`;
  server = await startTestServer({ smtp, dataDir });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
  citizen = await verifiedCitizen(server, smtp);
});
afterAll(async () => {
  await server?.close();
  await smtp.close();
  rmSync(root, { recursive: true, force: true });
});

let aadhaarSeed = 23456780000;
const nextAadhaar = () => validAadhaar(String(aadhaarSeed++));

async function applyPan(aadhaar: string) {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    form({
      fullName: 'Sunita Devi',
      dateOfBirth: '1990-01-01',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
      aadharNumber: aadhaar,
      address: 'Ward 4, Goh',
      photo: { data: fakeFile('jpeg', 20_000), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf', 150_000), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status, response.text).toBe(201);
  return response.json.service._id as string;
}

async function applyItr(aadhaar: string, pan: string) {
  const response = await call(
    'POST',
    '/api/services/apply/itr',
    citizen.auth,
    form({
      aadharCardNo: aadhaar,
      panCardNo: pan,
      accountNo: `9${aadhaar.slice(1)}`,
      ifscCode: 'SBIN0001234',
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      panCardFile: { data: fakeFile('png'), name: 'pan.png' },
      passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
    }),
  );
  expect(response.status, response.text).toBe(201);
  return response.json.service._id as string;
}

/** A product whose order form asks for an Aadhaar number, and a complete form for it. */
function orderWithAadhaar(aadhaar: string) {
  const slug = productSlugs.find((candidate) =>
    orderForms[candidate].some(
      (field) => field.name === 'aadhaar' || field.name === 'aadharNumber',
    ),
  );
  if (!slug) throw new Error('no order form asks for an Aadhaar number');
  const texts: Record<string, string> = {
    fullName: 'Alice Kumari',
    dob: '1990-05-01',
    gender: 'female',
    mobile: '9876543210',
    address: 'Ward 4, Goh',
    aadharNumber: aadhaar,
    aadhaar,
    voterIdNumber: 'ABC1234567',
    requestType: 'new',
    pan: 'ABCDE1234F',
    panNumber: 'ABCDE1234F',
    email: 'alice@example.test',
    demat: '1208160012345678',
    rationCard: 'RC-2231',
    state: 'Bihar',
    district: 'Aurangabad',
    fatherName: 'Ramesh Prasad',
    city: 'Goh',
    pincode: '824203',
    quantity: '1',
  };
  const parts: Record<string, Part | undefined> = { product: slug };
  for (const field of orderForms[slug]) {
    parts[field.name] =
      field.kind === 'file'
        ? field.file?.types.includes('application/pdf')
          ? { data: fakeFile('pdf'), name: `${field.name}.pdf` }
          : { data: fakeFile('jpeg'), name: `${field.name}.jpg` }
        : texts[field.name];
  }
  return form(parts);
}

/** Every attachment downloads (as the operator) byte for byte as its row recorded. */
async function downloadAndCompare(row: { id: string; applicationId: string; sha256: string }) {
  const response = await fetch(
    `${base}/api/services/${row.applicationId}/documents/${row.id}/download`,
    { headers: admin },
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  return response.status === 200 && createHash('sha256').update(bytes).digest('hex') === row.sha256;
}

/**
 * Where the CLI finds the server's database and files: the PostgreSQL database and the store on
 * the PostgreSQL run (the server got them from the harness, not from the environment), nothing
 * beyond DATA_DIR on the SQLite run.
 */
function backendEnv(of: TestServer): Record<string, string> {
  const env: Record<string, string> = {};
  if (of.config.database.kind === 'postgres') env.DATABASE_URL = of.config.database.url;
  const storage = of.config.storage;
  if (storage.kind === 's3') {
    const folders = storage.prefix ? `/${storage.prefix}` : '';
    env.STORAGE_URL = `s3://${storage.bucket}${folders}?endpoint=${storage.endpoint.origin}&region=${storage.region}`;
    env.S3_ACCESS_KEY_ID = storage.accessKeyId;
    env.S3_SECRET_ACCESS_KEY = storage.secretAccessKey;
  }
  return env;
}

function runRotation(args: string[]) {
  // Node itself runs the CLI (tsx as a loader, not as a wrapper process): SIGKILL hits it.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'rotate-key', ...args],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...backendEnv(server),
        DATA_DIR: dataDir,
        // The longest an upload begun under the old key may run: short here, 10 min by default.
        REQUEST_TIMEOUT_SECONDS: '3',
        HEADERS_TIMEOUT_SECONDS: '2',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exit, output: () => output };
}

/** The key a kept file is sealed with, read from its stored bytes (on the disk or in the store). */
async function keyIdOfFile(key: string) {
  const stored = await server.services.storage.readStored(key);
  let head = Buffer.alloc(0);
  for await (const chunk of stored) {
    head = Buffer.concat([head, chunk as Buffer]);
    if (head.length >= 9) break;
  }
  stored.destroy();
  return sealedKeyId(head.subarray(0, 9));
}

/** The key of every kept file a row points at. */
async function keyIdsOfFiles() {
  const rows = await server.services.repositories.storedFiles.rows();
  const ids: Array<number | null> = [];
  for (const row of rows) ids.push(await keyIdOfFile(row.key));
  return ids;
}

/** Every attachment row, oldest first. */
const attachmentRows = (of: TestServer) =>
  of.db
    .select()
    .from(of.tables.attachments)
    .orderBy(of.tables.attachments.createdAt, of.tables.attachments.id);

describe('pnpm cli rotate-key', () => {
  it('re-seals every number and file under load, survives a SIGKILL, and retires the old key', async () => {
    const numbers: Array<{ id: string; aadhaar: string }> = [];
    for (let i = 0; i < 12; i++) {
      const aadhaar = nextAadhaar();
      numbers.push({ id: await applyPan(aadhaar), aadhaar });
    }
    for (let i = 0; i < 4; i++) {
      const aadhaar = nextAadhaar();
      numbers.push({ id: await applyItr(aadhaar, `ABCDE${String(1000 + i)}F`), aadhaar });
    }
    const orderAadhaar = nextAadhaar();
    const order = await call('POST', '/api/orders', citizen.auth, orderWithAadhaar(orderAadhaar));
    expect(order.status, order.text).toBe(201);
    const oldKeyring = loadKeyring({ file: keyFile, create: false }).keyring;
    expect(oldKeyring.ids()).toEqual([1]);
    const { panCardDetails, itrDetails, orders, applicationSearchTerms, orderIdentityHashes } =
      server.tables;

    // The load: new applications and downloads of every file so far, all the while.
    let loading = true;
    const problems: string[] = [];
    let requests = 0;
    const load = (async () => {
      while (loading) {
        const aadhaar = nextAadhaar();
        try {
          numbers.push({ id: await applyPan(aadhaar), aadhaar });
        } catch (error) {
          problems.push(`application: ${String(error)} ${JSON.stringify(server.errorLogs())}`);
        }
        requests++;
        const rows = await attachmentRows(server);
        for (const row of rows.slice(-6)) {
          if (!(await downloadAndCompare(row))) problems.push(`download of ${row.id}`);
          requests++;
        }
      }
    })();

    // First run, killed half-way through the files.
    const first = runRotation(['--batch', '5']);
    const deadline = Date.now() + 120_000;
    while (!/Re-sealed \d+ files/.test(first.output()) && first.child.exitCode === null) {
      if (Date.now() > deadline) throw new Error(`no progress:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill('SIGKILL');
    expect(await first.exit, first.output()).toEqual({ code: null, signal: 'SIGKILL' });
    const halfway = loadKeyring({ file: keyFile, create: false }).keyring;
    expect(halfway.ids()).toEqual([1, 2]);
    const keyIds = await keyIdsOfFiles();
    // Killed half-way: some files are on the new key, some still on the old.
    expect(keyIds).toContain(2);
    expect(keyIds).toContain(1);

    // The second run carries on and finishes.
    const second = runRotation(['--batch', '5']);
    expect(await second.exit, second.output()).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('Resuming the rotation to key 2');
    expect(second.output()).toContain('The rotation to key 2 is done');
    loading = false;
    await load;
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(10);

    // The key file holds key 2 only; key 1 waits, apart, for older backups.
    const after = loadKeyring({ file: keyFile, create: false }).keyring;
    expect(after.ids()).toEqual([2]);
    const retired = `${keyFile}.retired-1`;
    expect(statSync(retired).mode & 0o777).toBe(0o600);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadKeyring({ file: retired, create: false }).keyring.byId(1)?.key).toEqual(
      oldKeyring.byId(1)?.key,
    );
    // The running server followed the file: it holds key 2 only, without a restart.
    expect(server.services.keyring.ids()).toEqual([2]);

    // Every value and every file is sealed with key 2.
    const sealedValues = [
      ...(await server.db.select().from(panCardDetails)).map((row) => row.aadharNumberSealed),
      ...(await server.db.select().from(itrDetails)).flatMap((row) => [
        row.aadharCardNoSealed,
        row.panCardNoSealed,
        row.accountNoSealed,
      ]),
      ...(await server.db.select().from(orders)).map((row) => row.identitySealed),
    ].filter((value) => value !== null);
    expect(sealedValues.length).toBeGreaterThan(20);
    expect(sealedValues.filter((value) => !value.startsWith('v1.2.'))).toEqual([]);
    const keyIdsAfter = await keyIdsOfFiles();
    expect(keyIdsAfter.length).toBeGreaterThan(0);
    expect(keyIdsAfter.filter((id) => id !== 2)).toEqual([]);

    // Every file downloads as uploaded, from the server that never restarted.
    for (const row of await attachmentRows(server)) {
      expect(await downloadAndCompare(row), row.id).toBe(true);
    }
    // An exact search by each Aadhaar finds its application; no hash of the old key is left.
    const oldHashes = createSealedValues(oldKeyring);
    const newHashes = createSealedValues(after);
    for (const { id, aadhaar } of numbers.filter((_, index) => index % 5 === 0)) {
      const found = await call('GET', `/api/admin/service/all-services?search=${aadhaar}`, admin);
      expect(found.json.data.map((row: { _id: string }) => row._id)).toEqual([id]);
    }
    const terms = new Set(
      (await server.db.select().from(applicationSearchTerms)).map((row) => row.term),
    );
    for (const { aadhaar } of numbers) {
      expect(terms.has(identityTerm(oldHashes.blindIndex(aadhaar)))).toBe(false);
      expect(terms.has(identityTerm(newHashes.blindIndex(aadhaar)))).toBe(true);
    }
    const hashes = new Set(
      (await server.db.select().from(orderIdentityHashes)).map((row) => row.hash),
    );
    expect(hashes.has(oldHashes.blindIndex(orderAadhaar))).toBe(false);
    expect(hashes.has(newHashes.blindIndex(orderAadhaar))).toBe(true);

    // A start after the rotation reads everything with the key file as it now is.
    await server.close();
    const restarted = await startTestServer({ smtp, dataDir });
    try {
      base = await restarted.app.listen({ port: 0, host: '127.0.0.1' });
      const [row] = await attachmentRows(restarted);
      expect(row && (await downloadAndCompare(row))).toBe(true);
      // Running it again starts the next rotation cleanly, to key 3.
      expect(readFileSync(keyFile, 'utf8')).toContain('"current": 2');
    } finally {
      server = restarted;
    }
  }, 300_000);
});
