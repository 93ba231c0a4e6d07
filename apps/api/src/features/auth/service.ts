import type { AuthRepository, User } from '@seva/db';
import type {
  ChangePasswordInput,
  LoginInput,
  NotificationChannelsInput,
  ResetPasswordInput,
  SessionUser,
  SignupInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from '@seva/schemas';
import { notificationChannelMessages } from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import { bilingual } from '@seva/schemas/texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { currentLanguage, withLanguage } from '../../lib/language.ts';
import { type PasswordHasher, refuseCommonPassword } from '../../lib/passwords.ts';
import { type SecurityEvent, securityEvent } from '../../lib/security-events.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { Consents } from '../consent/service.ts';
import type { Recipients } from '../notifications/recipients.ts';
import { CODE_TTL_MINUTES, type CodeStore } from './codes.ts';
import type { DeviceCookies } from './device-cookies.ts';

type LoginFailure = Extract<SecurityEvent, { event: 'login_failed' }>['reason'];

import { passwordResetMail, verificationMail } from './mails.ts';
import type { SessionStore } from './sessions.ts';

export const authMessages = bilingual({
  signedUp: 'Signup successful! Please check your email for the verification code.',
  duplicate: 'An account with this email already exists. Please log in.',
  duplicateMobile: 'This mobile number is already on another account',
  mailFailed: 'We could not send the verification email. Please try again in a few minutes.',
  verified: 'Email verified successfully! You can now log in.',
  codeResent: 'If this email has an account waiting for verification, a new code has been sent.',
  badLogin: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in. We can send you a new code.',
  disabled: 'This account has been disabled. Please contact the service centre.',
  loggedOut: 'Logged out successfully',
  resetSent: 'If an account exists for this email, a password reset code has been sent.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordChanged: 'Password changed successfully',
  wrongCurrentPassword: 'Current password is incorrect',
  notAuthenticated: 'Please log in to access this page',
} as const);

/** Answered in the language just chosen. */
export const languageMessages = bilingual({
  saved: 'Language saved',
} as const);

export interface AuthDeps {
  /** Accounts, sessions and codes (docs/decisions/078-repositories.md). */
  accounts: AuthRepository;
  sessions: SessionStore;
  codes: CodeStore;
  hasher: PasswordHasher;
  devices: DeviceCookies;
  /** Codes go through the outbox (docs/decisions/075-notification-outbox.md). */
  recipients: Pick<Recipients, 'codeNotices' | 'queued'>;
  throttle: Throttle;
  logger: FastifyBaseLogger;
  /** Sign-up records the consent to the privacy notice with the account (docs/decisions/061). */
  consents: Pick<Consents, 'consentRow'>;
  now?: () => number;
}

/** Where a request came from; used for throttling, never stored. */
export interface RequestMeta {
  ip: string;
  /** The device cookie the client sent, if any (login only). */
  deviceCookie?: string;
  /** The session the caller already had, if any (login only): a login ends it. */
  currentSessionId?: string;
  /**
   * The language this browser chose with the switch before logging in (its `lang` cookie), if
   * any (login only): the latest choice wins and becomes the account's.
   */
  chosenLanguage?: Language;
}

/**
 * Stands in for the account when the e-mail has none, so an unknown address runs the same
 * code queries as a real one (docs/decisions/026-no-account-enumeration.md). No id is empty.
 */
const NO_ACCOUNT = '';

export function toSessionUser(user: User): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    language: user.language,
    mobile: user.mobile,
    notifications: { email: user.notifyByEmail, sms: user.notifyBySms },
  };
}

export function createAuthService(deps: AuthDeps) {
  const { accounts, sessions, codes, hasher, recipients, throttle, logger, consents } = deps;
  const now = deps.now ?? Date.now;
  const byEmail = (email: string) => accounts.userByEmail(email);
  const pending = new Set<Promise<void>>();

  /**
   * Work that only a real account causes (a code written, a mail sent) runs after the answer
   * has gone, so neither the words nor the time of the answer tell whether the account
   * exists. Failures are logged; close() waits for what is still running.
   */
  function afterAnswer(kind: string, task: () => Promise<void> | void) {
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        logger.error({ err: error, kind }, 'background auth task failed');
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  }

  /** A fresh code of `purpose` mailed to an account, unless its resend limit is reached. */
  function mailCode(user: User, purpose: 'verify_email' | 'reset_password') {
    afterAnswer(purpose, async () => {
      // Only accounts found by their e-mail come here; a counter account without one cannot.
      if (!user.email) return;
      // The code and its mail commit together; the outbox sends it at once, in the account's
      // language (not the request's), and never after it expires.
      const outcome = await codes.issue(user.id, purpose, (code) => codeMail(user, purpose, code));
      if (outcome === 'limit') {
        logger.info({ userId: user.id, purpose }, 'code limit reached; no code sent');
      }
      if (outcome === 'issued') recipients.queued();
    });
  }

  /** The outbox rows of a code's mail, in the account's language. */
  function codeMail(
    user: Pick<User, 'id' | 'name' | 'email' | 'mobile' | 'language'>,
    purpose: 'verify_email' | 'reset_password',
    code: string,
  ) {
    const mail = purpose === 'verify_email' ? verificationMail : passwordResetMail;
    return recipients.codeNotices(
      user,
      purpose === 'verify_email' ? 'verify_code' : 'reset_code',
      { email: (to) => mail(to.email, to.name, code, CODE_TTL_MINUTES) },
      new Date(now() + CODE_TTL_MINUTES * 60_000),
    );
  }

  /** Whether another account carries this mobile number. */
  async function mobileTaken(mobile: string, exceptId = ''): Promise<boolean> {
    const found = await accounts.userByMobile(mobile);
    return found !== null && found.id !== exceptId;
  }

  return {
    /** Waits for the work started after answering (the server calls it while closing). */
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    /** For mobile-login.ts's codes, so that drain() waits for them too. */
    afterAnswer,

    async signup(input: SignupInput, meta: RequestMeta): Promise<{ message: string }> {
      await throttle.check('signup', meta.ip, input.email);
      refuseCommonPassword(input.password);
      if (await byEmail(input.email)) throw new AppError('CONFLICT', authMessages.duplicate);
      if (input.mobile && (await mobileTaken(input.mobile))) {
        throw new AppError('CONFLICT', authMessages.duplicateMobile);
      }
      const passwordHash = await hasher.hash(input.password);
      const at = new Date(now());
      const id = newId();
      // The language the visitor signed up in (their switch or browser) is the account's.
      const language = currentLanguage();
      const { code, row } = codes.draw(id, 'verify_email');
      // One step: the account, its consent (the schema refused a sign-up without it), its code
      // and the code's mail, which the outbox sends at once and tries again until it expires.
      const outcome = await accounts.signUp({
        user: {
          id,
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          passwordHash,
          role: 'user',
          language,
          emailVerifiedAt: null,
          createdAt: at,
          updatedAt: at,
        },
        consent: consents.consentRow({ userId: id, purpose: 'account' }),
        code: row,
        notices: codeMail(
          { id, name: input.name, email: input.email, mobile: null, language },
          'verify_email',
          code,
        ),
      });
      if (outcome === 'taken') {
        // Two sign-ups for one address raced past the checks above: the unique index decided.
        throw new AppError(
          'CONFLICT',
          input.mobile && (await mobileTaken(input.mobile))
            ? authMessages.duplicateMobile
            : authMessages.duplicate,
        );
      }
      recipients.queued();
      return { message: authMessages.signedUp };
    },

    async verifyEmail(input: VerifyEmailInput, meta: RequestMeta): Promise<{ message: string }> {
      await throttle.check('verify', meta.ip, input.email);
      const user = await byEmail(input.email);
      // Verified already: the code that did it (pressed twice, or the page reloaded) is
      // answered as it was the first time; any other code gets the invalid-code answer.
      if (user?.emailVerifiedAt && (await codes.wasJustUsed(user.id, 'verify_email', input.code))) {
        return { message: authMessages.verified };
      }
      const live = user && !user.emailVerifiedAt ? user.id : NO_ACCOUNT;
      await codes.consume(live, 'verify_email', input.code, { kind: 'verifyEmail' });
      return { message: authMessages.verified };
    },

    async resendVerificationCode(email: string, meta: RequestMeta): Promise<{ message: string }> {
      await throttle.check('resend', meta.ip, email);
      const user = await byEmail(email);
      // The same answer either way; past the resend limit nothing more is sent.
      if (user && !user.emailVerifiedAt) mailCode(user, 'verify_email');
      return { message: authMessages.codeResent };
    },

    async login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
      return passwordLogin(
        deps,
        {
          loginName: input.email,
          password: input.password,
          find: () => byEmail(input.email),
          badLogin: authMessages.badLogin,
        },
        meta,
      );
    },

    async logout(sessionId: string | undefined): Promise<{ message: string }> {
      if (sessionId) await sessions.invalidate(sessionId);
      return { message: authMessages.loggedOut };
    },

    async requestPasswordReset(email: string, meta: RequestMeta): Promise<{ message: string }> {
      await throttle.check('forgot', meta.ip, email);
      const user = await byEmail(email);
      // The same answer either way, so the form cannot tell who has an account.
      if (user && !user.disabledAt) mailCode(user, 'reset_password');
      return { message: authMessages.resetSent };
    },

    async resetPassword(
      input: ResetPasswordInput,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      await throttle.check('reset', meta.ip, input.email);
      refuseCommonPassword(input.password);
      // Hash first, for an unknown e-mail too (the same work, so the same time): the code
      // check, the write and the end of every session then happen in one step.
      const passwordHash = await hasher.hash(input.password);
      const user = await byEmail(input.email);
      await codes.consume(user?.id ?? NO_ACCOUNT, 'reset_password', input.code, {
        kind: 'setPassword',
        passwordHash,
        // Reading the code proves the address, so an unverified account becomes verified.
        verifiesEmail: true,
      });
      return { message: authMessages.passwordReset };
    },

    async changePassword(
      user: User,
      currentSessionId: string,
      input: ChangePasswordInput,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      await throttle.check('changePassword', meta.ip, user.email ?? user.id);
      refuseCommonPassword(input.newPassword);
      const current = user.passwordHash;
      if (!current || !(await hasher.verify(current, input.currentPassword))) {
        throw new AppError('INVALID', authMessages.wrongCurrentPassword);
      }
      const passwordHash = await hasher.hash(input.newPassword);
      await accounts.changePassword(user.id, passwordHash, new Date(now()), currentSessionId);
      return { message: authMessages.passwordChanged };
    },

    async updateProfile(user: User, input: UpdateProfileInput): Promise<{ user: SessionUser }> {
      if (input.mobile && (await mobileTaken(input.mobile, user.id))) {
        throw new AppError('CONFLICT', authMessages.duplicateMobile);
      }
      const updated = await accounts.updateProfile(
        user.id,
        { name: input.name, ...(input.mobile === undefined ? {} : { mobile: input.mobile }) },
        new Date(now()),
      );
      // Taken by another account since the check above: the unique index decided.
      if (updated === 'mobile_taken') {
        throw new AppError('CONFLICT', authMessages.duplicateMobile);
      }
      if (!updated) throw new AppError('NOT_FOUND', authMessages.notAuthenticated);
      return { user: toSessionUser(updated) };
    },

    /** Stores the account's language; the answer is already in it. */
    async setLanguage(
      user: User,
      language: Language,
    ): Promise<{ message: string; language: Language }> {
      await accounts.setLanguage(user.id, language, new Date(now()));
      return { message: withLanguage(language, () => languageMessages.saved), language };
    },

    /** The Profile's switches (docs/product.md 38); codes go out whatever they say. */
    async setNotificationChannels(
      user: User,
      input: NotificationChannelsInput,
    ): Promise<{ message: string; notifications: NotificationChannelsInput }> {
      const notifications = { email: input.email, sms: input.sms };
      await accounts.setNotificationChannels(user.id, notifications, new Date(now()));
      return { message: notificationChannelMessages.saved, notifications };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** What a login answers, whatever proved it; the doors set the cookies from it. */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: SessionUser;
  deviceCookie: string;
}

type LoginDeps = Pick<
  AuthDeps,
  'accounts' | 'sessions' | 'hasher' | 'devices' | 'throttle' | 'logger'
>;

/**
 * A login with a password, the account found by `loginName`: its e-mail here, its mobile
 * number in mobile-login.ts. No account, no password yet and a wrong one answer `badLogin` in
 * about the same time (the dummy hash); a disabled account, or one whose e-mail is not verified
 * yet, is told so only after the right password.
 */
export async function passwordLogin(
  deps: LoginDeps,
  input: {
    loginName: string;
    password: string;
    find: () => Promise<User | null>;
    badLogin: string;
  },
  meta: RequestMeta,
): Promise<LoginResult> {
  const { accounts, hasher, devices, throttle, logger } = deps;
  const device = devices.trusted(meta.deviceCookie, input.loginName);
  if (device) await throttle.checkDevice('login', device.id);
  else await throttle.check('login', meta.ip, input.loginName);
  const user = await input.find();
  const failed = (reason: LoginFailure, userId: string | null) =>
    securityEvent(logger, { event: 'login_failed', userId, reason, ip: meta.ip });
  if (!user?.passwordHash) {
    // No account, or a counter account whose invitation is not used yet: no password can
    // match, and the answer and its time are those of an unknown account.
    await hasher.verifyDummy(input.password);
    failed(user ? 'no_password' : 'unknown_account', user?.id ?? null);
    throw new AppError('UNAUTHORIZED', input.badLogin);
  }
  const check = await hasher.check(user.passwordHash, input.password);
  if (check === 'mismatch') {
    failed('wrong_password', user.id);
    throw new AppError('UNAUTHORIZED', input.badLogin);
  }
  if (check === 'legacy') {
    // Hashed before passwords were normalised: store the NFKC form's hash from now on.
    const passwordHash = await hasher.hash(input.password);
    await accounts.upgradePasswordHash(user.id, passwordHash);
  }
  if (user.disabledAt) {
    failed('disabled', user.id);
    throw new AppError('FORBIDDEN', authMessages.disabled, 'ACCOUNT_DISABLED');
  }
  // A counter account with only a mobile number has no e-mail to verify; one with an e-mail
  // verifies it first, or logs in with an SMS code (which proves the mobile number instead).
  if (user.email && !user.emailVerifiedAt) {
    failed('not_verified', user.id);
    throw new AppError('FORBIDDEN', authMessages.notVerified, 'EMAIL_NOT_VERIFIED');
  }
  return startLoginSession(deps, user, meta, input.loginName);
}

/**
 * The end of every login, whichever door and whatever proved it (a password, an SMS code):
 * a fresh session, the caller's old one ended, the browser's chosen language kept, and a
 * device cookie for `loginName`.
 */
export async function startLoginSession(
  deps: Pick<AuthDeps, 'sessions' | 'devices'>,
  user: User,
  meta: RequestMeta,
  loginName: string,
): Promise<LoginResult> {
  const { sessions, devices } = deps;
  // A browser that chose a language before logging in keeps it, and the account learns it;
  // one that never chose gets the account's (the doors set the cookie from `user.language`).
  const chosen =
    meta.chosenLanguage && meta.chosenLanguage !== user.language ? meta.chosenLanguage : undefined;
  // A fresh session at every login, whichever door: the old one (if any) is ended with it.
  const { token, expiresAt } = await sessions.start(user.id, {
    ends: meta.currentSessionId,
    language: chosen,
  });
  return {
    token,
    expiresAt,
    user: toSessionUser({ ...user, language: chosen ?? user.language }),
    // The name the account was found by (the same, normalised).
    deviceCookie: devices.issue(loginName),
  };
}
