import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, createSqliteRepositories, type Db, openDatabase } from '@seva/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskSpace } from './disk-space.ts';
import { type Readiness, registerReadiness } from './readiness.ts';

// The drain on shutdown (main.ts) closes the database once every request it counts is done.
// Here a real server on loopback, with a route whose handler the test holds open.

let dir: string;
let db: Db;
let app: FastifyInstance;
let readiness: Readiness;
let base: string;
/** Lets the held handler answer. */
let release: () => void;
/** Resolves once the held handler has started. */
let started: Promise<void>;
let handlerDone: boolean;
/** Resolves once the server has seen a response close (answered or its client gone). */
let responseClosed: Promise<void>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seva-drain-'));
  for (const folder of ['tmp', 'uploads']) mkdirSync(join(dir, folder));
  db = openDatabase({ file: join(dir, 'seva.sqlite') });
  app = Fastify();
  readiness = registerReadiness(app, {
    database: createSqliteRepositories(db).databaseHealth,
    dataDir: dir,
    diskSpace: createDiskSpace(dir, 0),
    logger: app.log,
  });
  handlerDone = false;
  let begin: () => void = () => {};
  started = new Promise((resolve) => {
    begin = resolve;
  });
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let closed: () => void = () => {};
  responseClosed = new Promise((resolve) => {
    closed = resolve;
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.once('close', () => closed());
  });
  app.get('/held', async () => {
    begin();
    await held;
    handlerDone = true;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  release();
  await app.close();
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('the drain', () => {
  it('waits for a handler whose client left before the answer', async () => {
    const client = httpRequest(`${base}/held`);
    client.on('error', () => {});
    client.end();
    await started;
    client.destroy();
    await responseClosed;
    const drain = readiness.drain(5000);
    expect(await settlesWithin(drain, 300)).toBe(false);
    release();
    expect(await drain).toEqual({ stillRunning: 0 });
    expect(handlerDone).toBe(true);
  });

  it('ends at once when the handler answered and its client read the answer', async () => {
    const answer = fetch(`${base}/held`);
    await started;
    release();
    expect(await (await answer).json()).toEqual({ done: true });
    expect(await settlesWithin(readiness.drain(5000), 1000)).toBe(true);
  });

  it('gives up after its timeout, saying how many still run', async () => {
    const client = httpRequest(`${base}/held`);
    client.on('error', () => {});
    client.end();
    await started;
    expect(await readiness.drain(200)).toEqual({ stillRunning: 1 });
    const during = await fetch(`${base}/held`);
    expect(during.status).toBe(503);
    expect(during.headers.get('connection')).toBe('close');
    release();
  });
});
