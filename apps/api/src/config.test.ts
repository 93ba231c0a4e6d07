import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000 on 127.0.0.1 with data in ./data', () => {
    const config = loadConfig({}, '/srv/seva');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('/srv/seva/data');
    expect(config.databaseFile).toBe('/srv/seva/data/seva.sqlite');
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.secureCookies).toBe(false);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.minFreeDiskBytes).toBe(1024 * 1024 * 1024);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/seva',
        PUBLIC_URL: 'https://seva.example.in',
        SMTP_URL: 'smtp://mail.example.in:2525',
        MAIL_FROM: 'Seva <desk@example.in>',
        MIN_FREE_DISK_MB: '2048',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/seva',
      secureCookies: true,
      smtpUrl: 'smtp://mail.example.in:2525',
      mailFrom: 'Seva <desk@example.in>',
      minFreeDiskBytes: 2048 * 1024 * 1024,
    });
  });

  it('cuts slow clients: idle 30 s, headers 30 s, a whole request 600 s (decision 021)', () => {
    expect(loadConfig({}).timeouts).toEqual({
      idleMs: 30_000,
      headersMs: 30_000,
      requestMs: 600_000,
    });
    const short = loadConfig({
      IDLE_TIMEOUT_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '2.5',
      REQUEST_TIMEOUT_SECONDS: '10',
    });
    expect(short.timeouts).toEqual({ idleMs: 2000, headersMs: 2500, requestMs: 10_000 });
  });

  it.each([
    [{ IDLE_TIMEOUT_SECONDS: 'soon' }, /IDLE_TIMEOUT_SECONDS: must be a number of seconds/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS: must be more than 0/],
    [
      { HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' },
      /HEADERS_TIMEOUT_SECONDS: must not be more than REQUEST_TIMEOUT_SECONDS \(got "60"\)/,
    ],
    [{ PORT: 'eighty' }, /PORT: must be a port number \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT: must be between 1 and 65535/],
    [{ PUBLIC_URL: 'seva.local' }, /PUBLIC_URL: must be an http\(s\) URL/],
    [{ MIN_FREE_DISK_MB: '1GB' }, /MIN_FREE_DISK_MB: must be a number of megabytes/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
  ])('fails with a line naming the bad variable: %o', (env, line) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('keeps the key file beside DATA_DIR, never inside it, and backups outside it', () => {
    const config = loadConfig({}, '/srv/seva');
    expect(config.keys).toEqual({ file: '/srv/seva/data-keys.json', fromEnv: undefined });
    expect(config.backup).toEqual({ dir: undefined, everyMs: 86_400_000, keep: 7 });
    const set = loadConfig(
      {
        KEY_FILE: '/etc/seva/keys.json',
        BACKUP_DIR: '/mnt/usb/seva',
        BACKUP_EVERY: '6h',
        BACKUP_KEEP: '14',
      },
      '/srv/seva',
    );
    expect(set.keys.file).toBe('/etc/seva/keys.json');
    expect(set.backup).toEqual({ dir: '/mnt/usb/seva', everyMs: 6 * 3_600_000, keep: 14 });
    expect(() => loadConfig({ KEY_FILE: './data/keys.json' }, '/srv/seva')).toThrow(
      'KEY_FILE: must be outside DATA_DIR',
    );
    expect(() => loadConfig({ BACKUP_DIR: './data/backups' }, '/srv/seva')).toThrow(
      'BACKUP_DIR: must be outside DATA_DIR',
    );
    expect(() => loadConfig({ BACKUP_EVERY: 'daily' }, '/srv/seva')).toThrow(
      'BACKUP_EVERY: must be a number and m, h or d',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' }, '/srv/seva')).toThrow(ConfigError);
  });

  // SMS (docs/decisions/074-sms-gateway.md): every English template of MSG91, two Hindi ones.
  const smsGateway = (url = 'https://control.msg91.com/api/v5/flow') => ({
    SMS_URL: url,
    SMS_AUTH_KEY: 'a-msg91-key',
    SMS_SENDER_ID: 'SEVAIN',
    SMS_TEMPLATE_APPLICATION_RECEIVED: '6650a1b2c3d4e5f60718293a',
    SMS_TEMPLATE_SENT_BACK: 'sent-back',
    SMS_TEMPLATE_COMPLETED: 'completed',
    SMS_TEMPLATE_COMPLETED_HI: 'completed-hi',
    SMS_TEMPLATE_REJECTED: 'rejected',
    SMS_TEMPLATE_ORDER_READY: 'order_ready',
    SMS_TEMPLATE_PAYMENT_RECEIVED: 'payment',
    SMS_TEMPLATE_CODE: 'code',
    SMS_TEMPLATE_CODE_HI: 'code-hi',
  });

  it('has SMS off by default, on the log with SMS_URL=log:, and reads a gateway', () => {
    expect(loadConfig({}).sms).toEqual({
      url: undefined,
      authKey: undefined,
      senderId: undefined,
      templateIds: {},
    });
    expect(loadConfig({ SMS_URL: 'log:' }).sms.url).toBe('log:');
    expect(loadConfig(smsGateway()).sms).toEqual({
      url: 'https://control.msg91.com/api/v5/flow',
      authKey: 'a-msg91-key',
      senderId: 'SEVAIN',
      templateIds: {
        application_received: { en: '6650a1b2c3d4e5f60718293a' },
        sent_back: { en: 'sent-back' },
        completed: { en: 'completed', hi: 'completed-hi' },
        rejected: { en: 'rejected' },
        order_ready: { en: 'order_ready' },
        payment_received: { en: 'payment' },
        code: { en: 'code', hi: 'code-hi' },
      },
    });
    // Plain http only to this machine (a test's gateway).
    for (const url of [
      'http://127.0.0.1:4010/api/v5/flow',
      'http://[::1]:4010/',
      'http://localhost/',
    ]) {
      expect(loadConfig(smsGateway(url)).sms.url).toBe(url);
    }
  });

  it.each([
    [{ SMS_URL: 'http://sms.example.in/api/v5/flow' }, /SMS_URL: must be log:, an https:\/\/ URL/],
    [{ SMS_URL: 'log' }, /SMS_URL: must be log:, an https:\/\/ URL, or an http:\/\/ URL to 127/],
    [
      { SMS_SENDER_ID: 'SEVA1' },
      /SMS_SENDER_ID: must be the 6-letter DLT sender id, such as SEVAIN \(got "SEVA1"\)/,
    ],
    [{ SMS_AUTH_KEY: '' }, /SMS_AUTH_KEY: must be set when SMS_URL is a gateway URL/],
    [{ SMS_SENDER_ID: '' }, /SMS_SENDER_ID: must be set when SMS_URL is a gateway URL/],
    [{ SMS_TEMPLATE_CODE: '' }, /SMS_TEMPLATE_CODE: must be set when SMS_URL is a gateway URL/],
    [{ SMS_TEMPLATE_CODE_HI: 'id with spaces' }, /SMS_TEMPLATE_CODE_HI: must be the template id/],
  ])('fails at start on a bad SMS setting: %o', (change, line) => {
    const env = { ...smsGateway(), ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('names every missing SMS variable at once, and never repeats the key', () => {
    let message = '';
    try {
      loadConfig({ SMS_URL: 'https://control.msg91.com/api/v5/flow', SMS_TEMPLATE_CODE: 'code' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  SMS_AUTH_KEY: must be set when SMS_URL is a gateway URL',
      '  SMS_SENDER_ID: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_APPLICATION_RECEIVED: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_SENT_BACK: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_COMPLETED: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_REJECTED: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_ORDER_READY: must be set when SMS_URL is a gateway URL',
      '  SMS_TEMPLATE_PAYMENT_RECEIVED: must be set when SMS_URL is a gateway URL',
    ]);
    try {
      loadConfig({ ...smsGateway(), SMS_SENDER_ID: 'SEVA12' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMS_SENDER_ID: must be the 6-letter DLT sender id/);
    expect(message).not.toContain('a-msg91-key');
    // log: needs no gateway settings.
    expect(() => loadConfig({ SMS_URL: 'log:' })).not.toThrow();
  });

  it('chooses the database by DATABASE_URL: SQLite in DATA_DIR unless a postgres:// URL', () => {
    const sqlite = { kind: 'sqlite', file: '/srv/seva/data/seva.sqlite' };
    expect(loadConfig({}, '/srv/seva').database).toEqual(sqlite);
    expect(loadConfig({ DATABASE_URL: '' }, '/srv/seva').database).toEqual(sqlite);
    expect(loadConfig({ DATABASE_URL: 'file:' }, '/srv/seva').database).toEqual(sqlite);
    expect(loadConfig({ DATABASE_URL: 'file:./data/seva.sqlite' }, '/srv/seva').database).toEqual(
      sqlite,
    );
    expect(
      loadConfig({ DATABASE_URL: 'file:///srv/seva/data/seva.sqlite' }, '/srv/seva').database,
    ).toEqual(sqlite);
    const url = 'postgres://seva:s3cret@db.internal:5432/seva?sslmode=require';
    expect(loadConfig({ DATABASE_URL: url }, '/srv/seva').database).toEqual({
      kind: 'postgres',
      url,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://seva@10.0.0.5/seva_district' }, '/srv').database,
    ).toEqual({ kind: 'postgres', url: 'postgresql://seva@10.0.0.5/seva_district' });
  });

  it('sizes the PostgreSQL pool by DATABASE_POOL_SIZE: 10 unless told, 1 to 100', () => {
    expect(loadConfig({}, '/srv/seva').databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }, '/srv/seva').databasePoolSize).toBe(4);
    for (const [value, message] of [
      ['0', 'must be at least 1'],
      ['101', 'must be at most 100'],
      ['2.5', 'must be a whole number of connections'],
      ['lots', 'must be a number of connections'],
    ]) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }, '/srv/seva')).toThrow(
        `DATABASE_POOL_SIZE: ${message}`,
      );
    }
  });

  it('refuses a DATABASE_URL it cannot serve, without repeating a password', () => {
    const problem = (value: string) => {
      try {
        loadConfig({ DATABASE_URL: value }, '/srv/seva');
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`${value} was accepted`);
    };
    expect(problem('file:/tmp/other.sqlite')).toBe(
      'Invalid configuration:\n  DATABASE_URL: a file: URL may only name DATA_DIR/seva.sqlite (/srv/seva/data/seva.sqlite); leave it empty (file:) or unset',
    );
    expect(problem('postgres://seva:s3cret@db.internal:5432/')).toBe(
      'Invalid configuration:\n  DATABASE_URL: must be postgres://USER:PASSWORD@HOST:5432/DB, with a host and a database name',
    );
    expect(problem('postgres://seva:s3cret@/seva')).toMatch(/with a host and a database name$/);
    expect(problem('mysql://seva:s3cret@db/seva')).toBe(
      'Invalid configuration:\n  DATABASE_URL: must be unset or file: (SQLite in DATA_DIR/seva.sqlite), or postgres://USER:PASSWORD@HOST:5432/DB (got a mysql: URL)',
    );
    expect(problem('db.internal/seva')).not.toContain('got');
    for (const value of [
      'postgres://seva:s3cret@db.internal:5432/',
      'mysql://seva:s3cret@db/seva',
    ]) {
      expect(problem(value)).not.toContain('s3cret');
    }
  });
});
