import { timingSafeEqual } from 'node:crypto';
import type { CodePurpose, Consent, EmailCode, Session, User } from '../schema.ts';
import type { Keyset } from './keyset.ts';
import type { NewNotification } from './notifications.ts';

/**
 * Accounts, their sessions and their one-time codes (docs/decisions/078, step 3): what the auth
 * feature does with the database, one method per unit of work. E-mails are kept lower-case and
 * compared exactly: every method lower-cases the e-mail it is given (in JavaScript, so both
 * dialects agree on every script), and the unique index on the stored value decides. Codes
 * and invitations are compared by their SHA-256 (hex), in constant time. Sessions and codes
 * live only here: nothing of them is kept in a server's memory, so any number of processes
 * share them. An erased account is closed by privacy's unit with the part
 * `closeErasedAccount` of `auth.sqlite.ts` / `auth.pg.ts`.
 */
/**
 * What a unit that writes new personal data for a citizen answers, writing nothing, when the
 * citizen's account is closed (disabled: erased, docs/decisions/062) or gone by the time the
 * unit reads it: an erasure that committed while the request was past its authentication must
 * not be followed by a new application, order or file for the account. Read with the part
 * `isAccountOpen` of `auth.sqlite.ts` / `auth.pg.ts`.
 */
export type AccountClosed = { refused: 'account_closed' };

export interface AuthRepository {
  /** The account with this id, or null. */
  userById(id: string): Promise<User | null>;

  /** The account with this e-mail (any case), or null. */
  userByEmail(email: string): Promise<User | null>;

  /** The account with this mobile number (10 digits, as stored), or null. */
  userByMobile(mobile: string): Promise<User | null>;

  /**
   * A sign-up as one step: the account, its consent to the notice (the consent's part), its
   * first e-mail code (no resend limit applies) and the code's notices (the outbox's part).
   * `taken` when the e-mail or the mobile number is already on an account (nothing is written).
   */
  signUp(account: {
    user: NewUser;
    consent: Consent;
    code: NewCode;
    notices: NewNotification[];
  }): Promise<'created' | 'taken'>;

  /**
   * A walk-in citizen's account, with its invitation and the invitation's notices when it has
   * an e-mail, as one step; `taken` as for `signUp`.
   */
  registerCitizen(account: {
    user: NewUser;
    invitation: NewCode | null;
    notices: NewNotification[];
  }): Promise<'created' | 'taken'>;

  /** A new admin account (the CLI's `create-admin`); a taken e-mail throws, as a bug would. */
  createAdmin(user: NewUser): Promise<void>;

  /**
   * Makes the account an enabled admin with this name and password hash, its e-mail verified
   * from `at` unless it was already. Answers whether the account exists.
   */
  promoteToAdmin(
    userId: string,
    changes: { name: string; passwordHash: string | null; at: Date },
  ): Promise<boolean>;

  /**
   * The Profile's name and (unless left out) mobile number. Answers the account as it now is,
   * `mobile_taken` when another account has the number (nothing is written), or null for no
   * such account.
   */
  updateProfile(
    userId: string,
    changes: { name: string; mobile?: string | null },
    at: Date,
  ): Promise<User | 'mobile_taken' | null>;

  setLanguage(userId: string, language: User['language'], at: Date): Promise<void>;

  setNotificationChannels(
    userId: string,
    channels: { email: boolean; sms: boolean },
    at: Date,
  ): Promise<void>;

  /** A new password: every session of the account but `keepSessionId` ends with it. */
  changePassword(
    userId: string,
    passwordHash: string,
    at: Date,
    keepSessionId: string,
  ): Promise<void>;

  /** The same password's hash in a newer form (a login found a legacy one); nothing else changes. */
  upgradePasswordHash(userId: string, passwordHash: string): Promise<void>;

  /**
   * An operator's change of an account's role, as one step with the check that an enabled admin
   * remains: `last_admin` when it would demote the only one (nothing is written).
   */
  setRole(userId: string, role: User['role'], at: Date): Promise<AccountChange>;

  /**
   * Disables (ending every session of it in the same step) or enables an account; `last_admin`
   * when it would disable the only enabled admin.
   */
  setDisabled(userId: string, disabled: boolean, at: Date): Promise<AccountChange>;

  /**
   * The counter's lookup: citizens (role `user`) with this mobile number or e-mail, a name
   * having a word starting with each of `words`, or an application or order with this
   * reference. At most `limit`, newest accounts first (created_at, then id).
   */
  findCitizens(query: CitizenQuery): Promise<User[]>;

  /** One page of the admins' account list, newest first (created_at, then id, descending). */
  accountsPage(query: AccountsQuery): Promise<AccountsPage>;

  /**
   * A login's session, as one step: the new session, the one it replaces ended (`ends`, any
   * account's), and the browser's chosen language made the account's (`language`).
   */
  startSession(
    session: Session,
    options: { ends?: string | undefined; language?: User['language'] | undefined },
  ): Promise<void>;

  /** A session and its account, or null: read on every request. */
  sessionWithUser(id: string): Promise<{ session: Session; user: User } | null>;

  /** Records a session's use at `at` (its idle time starts again). */
  touchSession(id: string, at: Date): Promise<void>;

  /** Ends one session (a logout, an expired or disabled one); none with that id is no error. */
  endSession(id: string): Promise<void>;

  /**
   * A fresh code of its purpose, unless `limit.max` codes of it were issued to the account at
   * or after `limit.since` (the resend limit), with its notices (the outbox's part), as one
   * step that holds under concurrency: `limit` when none was issued. Every older unused code
   * of the purpose stops working. `no_account` for no such account.
   */
  issueCode(
    code: NewCode,
    options: { limit: { since: Date; max: number }; notices: NewNotification[] },
  ): Promise<'issued' | 'limit' | 'no_account'>;

  /** The account's latest code of the purpose, used or not, or null. */
  latestCode(userId: string, purpose: CodePurpose): Promise<EmailCode | null>;

  /**
   * Checks a code against the account's latest unused code of the purpose, as one step that
   * holds under concurrency: `dead` when there is none, it expired at `at` or had
   * `maxWrongAttempts` wrong tries; `wrong` counts one more; `ok` marks it used and does
   * `effect` in the same step.
   */
  redeemCode(attempt: CodeAttempt): Promise<'ok' | 'wrong' | 'dead'>;

  /**
   * A counter account's invitation: a valid token (unused, unexpired at `at`, its account
   * enabled and with an e-mail) sets the password, verifies the e-mail, is used up and ends
   * every session of the account, as one step. Answers the account's id, or null (nothing
   * is written).
   */
  acceptInvitation(invitation: {
    tokenHash: string;
    passwordHash: string;
    at: Date;
  }): Promise<string | null>;
}

/** A new account; the rest takes the schema's defaults (enabled, both channels on). */
export type NewUser = Pick<
  User,
  | 'id'
  | 'name'
  | 'email'
  | 'mobile'
  | 'passwordHash'
  | 'role'
  | 'language'
  | 'emailVerifiedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A new code, unused and with no wrong try yet. */
export type NewCode = Pick<
  EmailCode,
  'id' | 'userId' | 'purpose' | 'codeHash' | 'expiresAt' | 'createdAt'
>;

export type AccountChange = 'changed' | 'not_found' | 'last_admin';

export interface CitizenQuery {
  /** Compared exactly; empty matches nothing. */
  mobile: string;
  email: string;
  /** Lower-case words (lib/name-search.ts); none matches nothing by name. */
  words: string[];
  /** An application's or order's reference, compared exactly. */
  reference: string;
  limit: number;
}

export interface AccountsQuery {
  /** Accounts whose e-mail contains `email` or whose name has a word starting with each word. */
  search: { email: string; words: string[] } | null;
  after: Keyset | null;
  limit: number;
}

export interface AccountEntry {
  user: User;
  /** How many applications the account owns. */
  applicationCount: number;
}

export interface AccountsPage {
  entries: AccountEntry[];
  /** Whether a page follows the last entry. */
  more: boolean;
  /** Every account the search matches, on all pages. */
  total: number;
}

/** What a right code does, in the step that uses it up. */
export type CodeEffect =
  | { kind: 'none' }
  /** The account's e-mail is verified from now. */
  | { kind: 'verifyEmail' }
  /**
   * A new password; with `verifiesEmail` the e-mail is verified too unless it was. Every
   * session of the account but `keepSessionId` (if any) ends.
   */
  | {
      kind: 'setPassword';
      passwordHash: string;
      verifiesEmail: boolean;
      keepSessionId?: string | undefined;
    };

export interface CodeAttempt {
  userId: string;
  purpose: CodePurpose;
  /** The SHA-256 (hex) of the code given. */
  codeHash: string;
  at: Date;
  maxWrongAttempts: number;
  effect: CodeEffect;
}

/** Two SHA-256 digests (hex) compared in constant time: both dialects check codes with it. */
export function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
