import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Session } from '../schema.ts';
import { describeEachBackend } from '../test/backends.ts';
import type { AuthRepository, CodeAttempt, NewCode, NewUser } from './auth.ts';
import type { NewNotification } from './notifications.ts';

const second = 1_000;
const minute = 60 * second;
const start = Date.parse('2026-11-23T10:00:00.123Z');
const at = (ms: number) => new Date(start + ms);
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

function account(id: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    id,
    name: `Name ${id}`,
    email: `${id}@example.in`,
    mobile: null,
    passwordHash: `hash-${id}`,
    role: 'user',
    language: 'en',
    emailVerifiedAt: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  };
}

function code(id: string, userId: string, overrides: Partial<NewCode> = {}): NewCode {
  return {
    id,
    userId,
    purpose: 'verify_email',
    codeHash: hash(`code ${id}`),
    expiresAt: at(10 * minute),
    createdAt: at(0),
    ...overrides,
  };
}

function notice(id: string, userId: string): NewNotification {
  return {
    id,
    kind: 'verify_code',
    channel: 'email',
    userId,
    recipientMasked: 'r***@example.in',
    message: `sealed ${id}`,
    urgent: true,
    nextAttemptAt: at(0),
    expiresAt: at(10 * minute),
    createdAt: at(0),
  };
}

function session(id: string, userId: string, ms = 0): Session {
  return { id, secretHash: hash(`secret ${id}`), userId, createdAt: at(ms), lastUsedAt: at(ms) };
}

const consent = (id: string, userId: string) => ({
  id,
  userId,
  noticeVersion: 2,
  purpose: 'account' as const,
  channel: 'online' as const,
  operatorId: null,
  createdAt: at(0),
});

const attempt = (userId: string, given: string, overrides: Partial<CodeAttempt> = {}) => ({
  userId,
  purpose: 'verify_email' as const,
  codeHash: hash(given),
  at: at(minute),
  maxWrongAttempts: 5,
  effect: { kind: 'none' as const },
  ...overrides,
});

const limit = (max = 4) => ({ since: at(-10 * minute), max });

async function signUp(repo: AuthRepository, id: string, overrides: Partial<NewUser> = {}) {
  return repo.signUp({
    user: account(id, overrides),
    consent: consent(`consent-${id}`, id),
    code: code(`code-${id}`, id),
    notices: [notice(`notice-${id}`, id)],
  });
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }, {});

describeEachBackend('the auth repository', (backend) => {
  const repo = () => backend().repositories.auth;

  it('signs up an account with its consent, code and notice in one step', async () => {
    expect(
      await signUp(repo(), 'u1', { email: 'Ravi.Kumar@Example.IN', mobile: '9876543210' }),
    ).toBe('created');
    const user = await repo().userById('u1');
    expect(user).toMatchObject({
      id: 'u1',
      email: 'ravi.kumar@example.in',
      mobile: '9876543210',
      disabledAt: null,
      notifyByEmail: true,
      notifyBySms: true,
      createdAt: at(0),
    });
    expect((await backend().repositories.consent.ofUser('u1')).map((row) => row.id)).toEqual([
      'consent-u1',
    ]);
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({
      id: 'code-u1',
      failedAttempts: 0,
      usedAt: null,
    });
    expect(await backend().repositories.outbox.find('notice-u1')).toMatchObject({
      status: 'waiting',
      userId: 'u1',
    });
  });

  it('finds e-mails in any case, the same on both dialects, and refuses a second account', async () => {
    await signUp(repo(), 'u1', { email: 'asha@example.in', mobile: '9876543210' });
    for (const email of ['asha@example.in', 'ASHA@EXAMPLE.IN', 'Asha@Example.In']) {
      expect((await repo().userByEmail(email))?.id).toBe('u1');
    }
    expect(await repo().userByEmail('asha@example.i')).toBeNull();
    expect(await repo().userByEmail('asha@example.in ')).toBeNull();
    expect(await repo().userByMobile('9876543210')).toMatchObject({ id: 'u1' });
    expect(await repo().userByMobile('987654321')).toBeNull();

    // The same address in other letters, or the same mobile number: nothing is written.
    expect(await signUp(repo(), 'u2', { email: 'ASHA@example.in' })).toBe('taken');
    expect(await signUp(repo(), 'u3', { mobile: '9876543210' })).toBe('taken');
    for (const id of ['u2', 'u3']) {
      expect(await repo().userById(id)).toBeNull();
      expect(await repo().latestCode(id, 'verify_email')).toBeNull();
      expect(await backend().repositories.outbox.find(`notice-${id}`)).toBeNull();
      expect(await backend().repositories.consent.ofUser(id)).toEqual([]);
    }
    // Ids compare exactly.
    expect(await repo().userById('U1')).toBeNull();
  });

  it('signs up accounts at once: each address once', async () => {
    const other = backend().anotherProcess().auth;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        signUp(n % 2 ? other : repo(), `u${n}`, { email: 'same@example.in' }),
      ),
    );
    expect(tally(outcomes)).toEqual({ created: 1, taken: 9 });
  });

  it('registers a counter citizen, with an invitation when there is an e-mail', async () => {
    expect(
      await repo().registerCitizen({
        user: account('c1', { email: null, passwordHash: null, mobile: '9000000001' }),
        invitation: null,
        notices: [],
      }),
    ).toBe('created');
    expect(
      await repo().registerCitizen({
        user: account('c2', { email: 'C2@Example.in', passwordHash: null }),
        invitation: code('inv-c2', 'c2', { purpose: 'invite', codeHash: hash('token') }),
        notices: [notice('notice-c2', 'c2')],
      }),
    ).toBe('created');
    expect(await repo().userByEmail('c2@example.in')).toMatchObject({ id: 'c2' });
    expect(await repo().latestCode('c2', 'invite')).toMatchObject({ id: 'inv-c2' });
    expect(await backend().repositories.outbox.find('notice-c2')).not.toBeNull();
    expect(
      await repo().registerCitizen({
        user: account('c3', { email: null, mobile: '9000000001' }),
        invitation: null,
        notices: [notice('notice-c3', 'c3')],
      }),
    ).toBe('taken');
    expect(await repo().userById('c3')).toBeNull();
    expect(await backend().repositories.outbox.find('notice-c3')).toBeNull();
  });

  it('accepts an invitation once: password set, e-mail verified, sessions ended', async () => {
    await repo().registerCitizen({
      user: account('c1', { passwordHash: null }),
      invitation: code('inv', 'c1', {
        purpose: 'invite',
        codeHash: hash('token'),
        expiresAt: at(7 * 24 * 60 * minute),
      }),
      notices: [],
    });
    await repo().startSession(session('s1', 'c1'), {});
    const accept = { tokenHash: hash('token'), passwordHash: 'new', at: at(minute) };
    expect(await repo().acceptInvitation({ ...accept, tokenHash: hash('other') })).toBeNull();
    expect(await repo().acceptInvitation({ ...accept, at: at(8 * 24 * 60 * minute) })).toBeNull();
    const other = backend().anotherProcess().auth;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? other : repo()).acceptInvitation(accept)),
    );
    expect(outcomes.filter((id) => id === 'c1')).toHaveLength(1);
    expect(outcomes.filter((id) => id === null)).toHaveLength(9);
    expect(await repo().userById('c1')).toMatchObject({
      passwordHash: 'new',
      emailVerifiedAt: at(minute),
      updatedAt: at(minute),
    });
    expect(await repo().sessionWithUser('s1')).toBeNull();
  });

  it('refuses an invitation to a disabled account or one without an e-mail, writing nothing', async () => {
    await repo().registerCitizen({
      user: account('c1', { passwordHash: null }),
      invitation: code('inv1', 'c1', { purpose: 'invite', codeHash: hash('one') }),
      notices: [],
    });
    await repo().setDisabled('c1', true, at(0));
    expect(
      await repo().acceptInvitation({ tokenHash: hash('one'), passwordHash: 'x', at: at(1) }),
    ).toBeNull();
    expect(await repo().userById('c1')).toMatchObject({ passwordHash: null });
    expect(await repo().latestCode('c1', 'invite')).toMatchObject({ usedAt: null });
  });

  it('starts a session ending the one it replaces and keeping the chosen language', async () => {
    await signUp(repo(), 'u1');
    await signUp(repo(), 'u2');
    await repo().startSession(session('old', 'u2'), {});
    await repo().startSession(session('s1', 'u1', second), { ends: 'old', language: 'hi' });
    expect(await repo().sessionWithUser('old')).toBeNull();
    const found = await repo().sessionWithUser('s1');
    expect(found?.session).toEqual(session('s1', 'u1', second));
    expect(found?.user).toMatchObject({ id: 'u1', language: 'hi', updatedAt: at(0) });
    expect(await repo().sessionWithUser('S1')).toBeNull();

    await repo().touchSession('s1', at(5 * minute));
    expect((await repo().sessionWithUser('s1'))?.session.lastUsedAt).toEqual(at(5 * minute));
    await repo().endSession('s1');
    await repo().endSession('s1');
    expect(await repo().sessionWithUser('s1')).toBeNull();
  });

  it('changes a password, ending every other session of the account only', async () => {
    await signUp(repo(), 'u1');
    await signUp(repo(), 'u2');
    for (const [id, userId] of [
      ['a', 'u1'],
      ['b', 'u1'],
      ['c', 'u2'],
    ] as const) {
      await repo().startSession(session(id, userId), {});
    }
    await repo().changePassword('u1', 'new', at(minute), 'a');
    expect(await repo().sessionWithUser('a')).not.toBeNull();
    expect(await repo().sessionWithUser('b')).toBeNull();
    expect(await repo().sessionWithUser('c')).not.toBeNull();
    expect(await repo().userById('u1')).toMatchObject({
      passwordHash: 'new',
      updatedAt: at(minute),
    });

    await repo().upgradePasswordHash('u1', 'newer');
    expect(await repo().userById('u1')).toMatchObject({
      passwordHash: 'newer',
      updatedAt: at(minute),
    });
  });

  it('issues codes up to the resend limit, each replacing the one before', async () => {
    await signUp(repo(), 'u1');
    const issue = (id: string, ms: number) =>
      repo().issueCode(code(id, 'u1', { createdAt: at(ms) }), {
        limit: { since: at(ms - 10 * minute), max: 4 },
        notices: [notice(`notice-${id}`, 'u1')],
      });
    expect(await issue('k1', second)).toBe('issued');
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({ id: 'k1', usedAt: null });
    expect(await issue('k2', 2 * second)).toBe('issued');
    expect(await issue('k3', 3 * second)).toBe('issued');
    // The sign-up's code counts: four in ten minutes.
    expect(await issue('k4', 4 * second)).toBe('limit');
    expect(await backend().repositories.outbox.find('notice-k4')).toBeNull();
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({ id: 'k3' });
    // Only the latest works: the older ones are used up.
    expect(await repo().redeemCode(attempt('u1', 'code k2', { at: at(5 * second) }))).toBe('wrong');
    expect(await repo().redeemCode(attempt('u1', 'code k3', { at: at(5 * second) }))).toBe('ok');
    // Ten minutes after the first, one more may go; another purpose has its own count.
    expect(await issue('k5', 10 * minute + 1)).toBe('issued');
    expect(
      await repo().issueCode(code('r1', 'u1', { purpose: 'reset_password', createdAt: at(0) }), {
        limit: limit(),
        notices: [],
      }),
    ).toBe('issued');
    expect(
      await repo().issueCode(code('x', 'nobody'), { limit: limit(), notices: [notice('n', 'u1')] }),
    ).toBe('no_account');
    expect(await backend().repositories.outbox.find('n')).toBeNull();
  });

  it('holds the resend limit exactly under 20 resends at once', async () => {
    await backend().seed.user('u1');
    const other = backend().anotherProcess().auth;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? other : repo()).issueCode(code(`k${n}`, 'u1'), {
          limit: limit(4),
          notices: [notice(`notice-${n}`, 'u1')],
        }),
      ),
    );
    expect(tally(outcomes)).toEqual({ issued: 4, limit: 16 });
    let notices = 0;
    for (let n = 0; n < 20; n++) {
      if (await backend().repositories.outbox.find(`notice-${n}`)) notices++;
    }
    expect(notices).toBe(4);
    // One code of the four still works: each replaced the one before.
    const live = await repo().latestCode('u1', 'verify_email');
    expect(live?.usedAt).toBeNull();
    expect(await repo().redeemCode(attempt('u1', `code ${live?.id}`, { at: at(30) }))).toBe('ok');
  });

  it('counts wrong codes, kills a code at the fifth, and lets a right one do its work once', async () => {
    await signUp(repo(), 'u1');
    for (let n = 0; n < 5; n++) {
      expect(await repo().redeemCode(attempt('u1', 'wrong'))).toBe('wrong');
    }
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({ failedAttempts: 5 });
    expect(await repo().redeemCode(attempt('u1', 'code code-u1'))).toBe('dead');

    await signUp(repo(), 'u2');
    expect(await repo().redeemCode(attempt('u2', 'code code-u2', { at: at(10 * minute) }))).toBe(
      'dead',
    );
    expect(await repo().redeemCode(attempt('U2', 'code code-u2'))).toBe('dead');
    expect(await repo().redeemCode(attempt('', 'code code-u2'))).toBe('dead');
    expect(
      await repo().redeemCode(attempt('u2', 'code code-u2', { effect: { kind: 'verifyEmail' } })),
    ).toBe('ok');
    expect(await repo().userById('u2')).toMatchObject({
      emailVerifiedAt: at(minute),
      updatedAt: at(minute),
    });
    expect(await repo().latestCode('u2', 'verify_email')).toMatchObject({ usedAt: at(minute) });
    expect(await repo().redeemCode(attempt('u2', 'code code-u2'))).toBe('dead');
  });

  it('sets a password with a code, keeping the verification it had and one session', async () => {
    await signUp(repo(), 'u1');
    await repo().redeemCode(attempt('u1', 'code code-u1', { effect: { kind: 'verifyEmail' } }));
    await repo().startSession(session('a', 'u1'), {});
    await repo().startSession(session('b', 'u1'), {});
    await repo().issueCode(
      code('r1', 'u1', { purpose: 'reset_password', createdAt: at(2 * minute) }),
      { limit: limit(), notices: [] },
    );
    expect(
      await repo().redeemCode(
        attempt('u1', 'code r1', {
          purpose: 'reset_password',
          at: at(3 * minute),
          effect: {
            kind: 'setPassword',
            passwordHash: 'new',
            verifiesEmail: true,
            keepSessionId: 'b',
          },
        }),
      ),
    ).toBe('ok');
    expect(await repo().userById('u1')).toMatchObject({
      passwordHash: 'new',
      emailVerifiedAt: at(minute),
      updatedAt: at(3 * minute),
    });
    expect(await repo().sessionWithUser('a')).toBeNull();
    expect(await repo().sessionWithUser('b')).not.toBeNull();

    // Unverified before: verified by the code, every session ended.
    await signUp(repo(), 'u2');
    await repo().startSession(session('c', 'u2'), {});
    await repo().issueCode(
      code('r2', 'u2', { purpose: 'reset_password', createdAt: at(2 * minute) }),
      { limit: limit(), notices: [] },
    );
    await repo().redeemCode(
      attempt('u2', 'code r2', {
        purpose: 'reset_password',
        at: at(4 * minute),
        effect: { kind: 'setPassword', passwordHash: 'new2', verifiesEmail: true },
      }),
    );
    expect(await repo().userById('u2')).toMatchObject({ emailVerifiedAt: at(4 * minute) });
    expect(await repo().sessionWithUser('c')).toBeNull();
  });

  it('holds the attempt limit exactly under 20 wrong codes at once, and one right code wins once', async () => {
    await signUp(repo(), 'u1');
    await signUp(repo(), 'u2');
    const other = backend().anotherProcess().auth;
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? other : repo()).redeemCode(attempt('u1', `wrong ${n}`)),
      ),
    );
    expect(tally(wrong)).toEqual({ wrong: 5, dead: 15 });
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({ failedAttempts: 5 });

    const right = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 ? other : repo()).redeemCode(
          attempt('u2', 'code code-u2', { effect: { kind: 'verifyEmail' } }),
        ),
      ),
    );
    expect(tally(right)).toEqual({ ok: 1, dead: 19 });
  });

  it('takes resends and right codes for one account at once without a deadlock', async () => {
    await signUp(repo(), 'u1');
    await repo().startSession(session('s', 'u1'), {});
    const other = backend().anotherProcess().auth;
    const issue = (id: string, on: AuthRepository) =>
      on.issueCode(code(id, 'u1'), { limit: limit(100), notices: [notice(`n-${id}`, 'u1')] });
    for (let round = 0; round < 5; round++) {
      await issue(`live${round}`, repo());
      const outcomes = await Promise.all([
        ...Array.from({ length: 5 }, (_, n) => issue(`r${round}-${n}`, n % 2 ? other : repo())),
        ...Array.from({ length: 5 }, (_, n) =>
          (n % 2 ? repo() : other).redeemCode(
            attempt('u1', `code live${round}`, {
              effect: { kind: 'setPassword', passwordHash: `p${round}`, verifiesEmail: true },
            }),
          ),
        ),
      ]);
      expect(outcomes.filter((outcome) => outcome === 'issued')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeLessThanOrEqual(1);
    }
  });

  it('answers the latest code, the same way within one millisecond', async () => {
    await signUp(repo(), 'u1');
    expect(await repo().latestCode('u1', 'reset_password')).toBeNull();
    // A resend in the same millisecond: the new one is the unused one.
    await repo().issueCode(code('k2', 'u1'), { limit: limit(), notices: [] });
    expect(await repo().latestCode('u1', 'verify_email')).toMatchObject({ id: 'k2' });
    await repo().redeemCode(attempt('u1', 'code k2', { at: at(0) }));
    const latest = await repo().latestCode('u1', 'verify_email');
    expect(latest?.id).toBe('k2');
  });

  it('updates the profile, language and channels', async () => {
    await signUp(repo(), 'u1', { mobile: '9000000001' });
    await signUp(repo(), 'u2', { mobile: '9000000002' });
    expect(await repo().updateProfile('u1', { name: 'New', mobile: '9000000002' }, at(1))).toBe(
      'mobile_taken',
    );
    expect(await repo().userById('u1')).toMatchObject({ name: 'Name u1', mobile: '9000000001' });
    expect(await repo().updateProfile('u1', { name: 'New' }, at(1))).toMatchObject({
      name: 'New',
      mobile: '9000000001',
      updatedAt: at(1),
    });
    expect(await repo().updateProfile('u1', { name: 'New', mobile: null }, at(2))).toMatchObject({
      mobile: null,
    });
    expect(await repo().updateProfile('nobody', { name: 'x' }, at(2))).toBeNull();

    await repo().setLanguage('u1', 'hi', at(3));
    await repo().setNotificationChannels('u1', { email: false, sms: true }, at(4));
    expect(await repo().userById('u1')).toMatchObject({
      language: 'hi',
      notifyByEmail: false,
      notifyBySms: true,
      updatedAt: at(4),
    });
  });

  it('keeps an enabled admin: role and disabling checked and written in one step', async () => {
    await repo().createAdmin(account('a1', { role: 'admin', email: 'A1@example.in' }));
    await repo().createAdmin(account('a2', { role: 'admin' }));
    await signUp(repo(), 'u1');
    await repo().startSession(session('s', 'a2'), {});
    expect(await repo().userByEmail('a1@example.in')).toMatchObject({ role: 'admin' });
    expect(await repo().setRole('nobody', 'admin', at(1))).toBe('not_found');
    expect(await repo().setDisabled('nobody', true, at(1))).toBe('not_found');
    expect(await repo().setDisabled('a2', true, at(1))).toBe('changed');
    expect(await repo().sessionWithUser('s')).toBeNull();
    expect(await repo().setRole('a1', 'user', at(2))).toBe('last_admin');
    expect(await repo().setDisabled('a1', true, at(2))).toBe('last_admin');
    expect(await repo().setDisabled('a2', false, at(3))).toBe('changed');
    expect(await repo().userById('a2')).toMatchObject({ disabledAt: null, updatedAt: at(3) });
    expect(await repo().setRole('u1', 'admin', at(4))).toBe('changed');
    expect(await repo().setDisabled('u1', true, at(4))).toBe('changed');
    expect(await repo().setRole('a2', 'user', at(5))).toBe('changed');
    expect(await repo().setRole('a1', 'user', at(6))).toBe('last_admin');
  });

  it('leaves one admin when two demote each other at once', async () => {
    await repo().createAdmin(account('a1', { role: 'admin' }));
    await repo().createAdmin(account('a2', { role: 'admin' }));
    const other = backend().anotherProcess().auth;
    for (let round = 0; round < 5; round++) {
      await repo().setRole('a1', 'admin', at(0));
      await repo().setRole('a2', 'admin', at(0));
      const outcomes = await Promise.all([
        repo().setRole('a1', 'user', at(1)),
        other.setDisabled('a2', true, at(1)),
      ]);
      expect(tally(outcomes)).toEqual({ changed: 1, last_admin: 1 });
      await repo().setDisabled('a2', false, at(2));
    }
  });

  it('promotes an account to admin, keeping its verification', async () => {
    await signUp(repo(), 'u1');
    await repo().setDisabled('u1', true, at(1));
    expect(await repo().promoteToAdmin('u1', { name: 'Boss', passwordHash: 'p', at: at(2) })).toBe(
      true,
    );
    expect(await repo().userById('u1')).toMatchObject({
      role: 'admin',
      name: 'Boss',
      passwordHash: 'p',
      emailVerifiedAt: at(2),
      disabledAt: null,
      updatedAt: at(2),
    });
    expect(await repo().promoteToAdmin('u1', { name: 'Boss', passwordHash: 'p', at: at(3) })).toBe(
      true,
    );
    expect(await repo().userById('u1')).toMatchObject({ emailVerifiedAt: at(2) });
    expect(
      await repo().promoteToAdmin('nobody', { name: 'x', passwordHash: null, at: at(3) }),
    ).toBe(false);
  });

  it('finds citizens by mobile, e-mail, name words or a reference, newest first', async () => {
    const seed = backend().seed;
    await signUp(repo(), 'c1', { name: 'Ravi Kumar', mobile: '9000000001', createdAt: at(1) });
    await signUp(repo(), 'c2', { name: 'रवि कुमार', email: 'Two@Example.in', createdAt: at(2) });
    await signUp(repo(), 'c3', { name: 'Kumari 50%_x', createdAt: at(3) });
    await repo().createAdmin(
      account('a1', { role: 'admin', name: 'Ravi Admin', mobile: '9000000009' }),
    );
    await seed.application('app1', 'c3');
    await seed.order('ord1', 'c1');
    const find = (query: Partial<Parameters<AuthRepository['findCitizens']>[0]>) =>
      repo()
        .findCitizens({ mobile: '', email: '', words: [], reference: '', limit: 20, ...query })
        .then((rows) => rows.map((row) => row.id));
    expect(await find({ mobile: '9000000001' })).toEqual(['c1']);
    expect(await find({ mobile: '9000000009' })).toEqual([]);
    expect(await find({ email: 'two@example.in' })).toEqual(['c2']);
    expect(await find({ email: 'TWO@example.in' })).toEqual(['c2']);
    expect(await find({ words: ['ravi'] })).toEqual(['c1']);
    expect(await find({ words: ['kum'] })).toEqual(['c3', 'c1']);
    expect(await find({ words: ['कुमार'] })).toEqual(['c2']);
    expect(await find({ words: ['50%_'] })).toEqual(['c3']);
    expect(await find({ words: ['50%'] })).toEqual(['c3']);
    expect(await find({ words: ['5_'] })).toEqual([]);
    expect(await find({ reference: 'SEVA-TEST-app1' })).toEqual(['c3']);
    expect(await find({ reference: 'SEVA-ORDER-ord1' })).toEqual(['c1']);
    expect(await find({ words: ['kum'], limit: 1 })).toEqual(['c3']);
    expect(await find({})).toEqual([]);
  });

  it('pages the accounts newest first with their application counts', async () => {
    for (let n = 1; n <= 5; n++) {
      await signUp(repo(), `u${n}`, {
        name: n % 2 ? `Asha ${n}` : `Ravi ${n}`,
        email: `person${n}@mail${n % 2}.in`,
        // u4 and u5 at the same moment: ids break the tie.
        createdAt: at(Math.min(n, 4)),
      });
    }
    await backend().seed.application('a1', 'u5');
    await backend().seed.application('a2', 'u5');
    await backend().seed.application('a3', 'u2');
    const first = await repo().accountsPage({ search: null, after: null, limit: 2 });
    expect(first.entries.map((entry) => [entry.user.id, entry.applicationCount])).toEqual([
      ['u5', 2],
      ['u4', 0],
    ]);
    expect(first).toMatchObject({ more: true, total: 5 });
    const last = first.entries.at(-1)?.user;
    const second = await repo().accountsPage({
      search: null,
      after: last ? { createdAt: last.createdAt, id: last.id } : null,
      limit: 10,
    });
    expect(second.entries.map((entry) => [entry.user.id, entry.applicationCount])).toEqual([
      ['u3', 0],
      ['u2', 1],
      ['u1', 0],
    ]);
    expect(second).toMatchObject({ more: false, total: 5 });
    const asha = await repo().accountsPage({
      search: { email: 'zzz', words: ['asha'] },
      after: null,
      limit: 10,
    });
    expect(asha.entries.map((entry) => entry.user.id)).toEqual(['u5', 'u3', 'u1']);
    expect(asha.total).toBe(3);
    const byMail = await repo().accountsPage({
      search: { email: 'mail0', words: [] },
      after: null,
      limit: 10,
    });
    expect(byMail.entries.map((entry) => entry.user.id)).toEqual(['u4', 'u2']);
  });
});
