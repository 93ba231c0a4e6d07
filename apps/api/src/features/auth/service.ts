import { type Db, type User, users } from '@seva/db';
import type {
  ChangePasswordInput,
  LoginInput,
  ResetPasswordInput,
  SessionUser,
  SignupInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from '@seva/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { type SecurityEvent, securityEvent } from '../../lib/security-events.ts';
import type { Throttle } from '../../lib/throttle.ts';

type LoginFailure = Extract<SecurityEvent, { event: 'login_failed' }>['reason'];

import { CODE_TTL_MINUTES, type CodeStore, codeMessages } from './codes.ts';
import { passwordResetMail, verificationMail } from './mails.ts';
import type { SessionStore } from './sessions.ts';

export const authMessages = {
  signedUp: 'Signup successful! Please check your email for the verification code.',
  duplicate: 'An account with this email already exists. Please log in.',
  mailFailed: 'We could not send the verification email. Please try again in a few minutes.',
  verified: 'Email verified successfully! You can now log in.',
  alreadyVerified: 'This email is already verified. Please log in.',
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
} as const;

export interface AuthDeps {
  db: Db;
  sessions: SessionStore;
  codes: CodeStore;
  hasher: PasswordHasher;
  mailer: Mailer;
  throttle: Throttle;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/** Where a request came from; used for throttling, never stored. */
export interface RequestMeta {
  ip: string;
}

export function toSessionUser(user: User): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

export function createAuthService(deps: AuthDeps) {
  const { db, sessions, codes, hasher, mailer, throttle, logger } = deps;
  const now = deps.now ?? Date.now;
  const byEmail = (email: string) => db.select().from(users).where(eq(users.email, email)).get();

  /** Mail that must not delay or reveal anything: sent after answering, failures logged. */
  function sendInBackground(message: Parameters<Mailer['send']>[0], kind: string) {
    mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error, kind }, 'e-mail could not be sent');
    });
  }

  return {
    async signup(input: SignupInput, meta: RequestMeta): Promise<{ message: string }> {
      throttle.check('signup', meta.ip, input.email);
      if (byEmail(input.email)) throw new AppError('CONFLICT', authMessages.duplicate);
      const passwordHash = await hasher.hash(input.password);
      const at = new Date(now());
      const id = newId();
      let code: string;
      try {
        code = db.transaction((tx) => {
          tx.insert(users)
            .values({
              id,
              name: input.name,
              email: input.email,
              passwordHash,
              role: 'user',
              createdAt: at,
              updatedAt: at,
            })
            .run();
          return codes.issue(tx, id, 'verify_email');
        });
      } catch (error) {
        // Two sign-ups for one address raced past the check above: the unique index decides.
        if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) {
          throw new AppError('CONFLICT', authMessages.duplicate);
        }
        throw error;
      }
      try {
        await mailer.send(verificationMail(input.email, input.name, code, CODE_TTL_MINUTES));
      } catch (error) {
        // Nothing half-done: without the mail the account could never be verified.
        logger.error({ err: error }, 'verification e-mail could not be sent; sign-up undone');
        db.delete(users).where(eq(users.id, id)).run();
        throw new AppError('UNAVAILABLE', authMessages.mailFailed);
      }
      return { message: authMessages.signedUp };
    },

    verifyEmail(input: VerifyEmailInput, meta: RequestMeta): { message: string } {
      throttle.check('verify', meta.ip, input.email);
      const user = byEmail(input.email);
      if (!user) throw new AppError('INVALID', codeMessages.dead);
      if (user.emailVerifiedAt) throw new AppError('CONFLICT', authMessages.alreadyVerified);
      codes.consume(user.id, 'verify_email', input.code, (tx) => {
        const at = new Date(now());
        tx.update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(eq(users.id, user.id))
          .run();
      });
      return { message: authMessages.verified };
    },

    resendVerificationCode(email: string, meta: RequestMeta): { message: string } {
      throttle.check('resend', meta.ip, email);
      const user = byEmail(email);
      if (!user || user.emailVerifiedAt) return { message: authMessages.codeResent };
      if (!codes.canIssue(user.id, 'verify_email')) {
        throw new AppError('RATE_LIMITED', codeMessages.tooMany, undefined, 600);
      }
      const code = db.transaction((tx) => codes.issue(tx, user.id, 'verify_email'));
      sendInBackground(verificationMail(user.email, user.name, code, CODE_TTL_MINUTES), 'verify');
      return { message: authMessages.codeResent };
    },

    async login(
      input: LoginInput,
      meta: RequestMeta,
    ): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
      throttle.check('login', meta.ip, input.email);
      const user = byEmail(input.email);
      const failed = (reason: LoginFailure, userId: string | null) =>
        securityEvent(logger, { event: 'login_failed', userId, reason, ip: meta.ip });
      if (!user) {
        await hasher.verifyDummy(input.password);
        failed('unknown_account', null);
        throw new AppError('UNAUTHORIZED', authMessages.badLogin);
      }
      if (!(await hasher.verify(user.passwordHash, input.password))) {
        failed('wrong_password', user.id);
        throw new AppError('UNAUTHORIZED', authMessages.badLogin);
      }
      if (user.disabledAt) {
        failed('disabled', user.id);
        throw new AppError('FORBIDDEN', authMessages.disabled, 'ACCOUNT_DISABLED');
      }
      if (!user.emailVerifiedAt) {
        failed('not_verified', user.id);
        throw new AppError('FORBIDDEN', authMessages.notVerified, 'EMAIL_NOT_VERIFIED');
      }
      const { token, expiresAt } = sessions.create(user.id);
      return { token, expiresAt, user: toSessionUser(user) };
    },

    logout(sessionId: string | undefined): { message: string } {
      if (sessionId) sessions.invalidate(sessionId);
      return { message: authMessages.loggedOut };
    },

    requestPasswordReset(email: string, meta: RequestMeta): { message: string } {
      throttle.check('forgot', meta.ip, email);
      const user = byEmail(email);
      // The same answer either way, so the form cannot tell who has an account.
      if (!user || user.disabledAt || !codes.canIssue(user.id, 'reset_password')) {
        return { message: authMessages.resetSent };
      }
      const code = db.transaction((tx) => codes.issue(tx, user.id, 'reset_password'));
      sendInBackground(passwordResetMail(user.email, user.name, code, CODE_TTL_MINUTES), 'reset');
      return { message: authMessages.resetSent };
    },

    async resetPassword(
      input: ResetPasswordInput,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      throttle.check('reset', meta.ip, input.email);
      const user = byEmail(input.email);
      if (!user) throw new AppError('INVALID', codeMessages.dead);
      // Hash first: the code check and the write then happen in one synchronous transaction.
      const passwordHash = await hasher.hash(input.password);
      codes.consume(user.id, 'reset_password', input.code, (tx) => {
        const at = new Date(now());
        tx.update(users)
          .set({
            passwordHash,
            // Reading the code proves the address, so an unverified account becomes verified.
            emailVerifiedAt: user.emailVerifiedAt ?? at,
            updatedAt: at,
          })
          .where(eq(users.id, user.id))
          .run();
      });
      sessions.invalidateAllOf(user.id);
      return { message: authMessages.passwordReset };
    },

    async changePassword(
      user: User,
      currentSessionId: string,
      input: ChangePasswordInput,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      throttle.check('changePassword', meta.ip, user.email);
      if (!(await hasher.verify(user.passwordHash, input.currentPassword))) {
        throw new AppError('INVALID', authMessages.wrongCurrentPassword);
      }
      const passwordHash = await hasher.hash(input.newPassword);
      db.update(users)
        .set({ passwordHash, updatedAt: new Date(now()) })
        .where(eq(users.id, user.id))
        .run();
      sessions.invalidateAllOf(user.id, currentSessionId);
      return { message: authMessages.passwordChanged };
    },

    updateProfile(user: User, input: UpdateProfileInput): { user: SessionUser } {
      const updated = db
        .update(users)
        .set({ name: input.name, updatedAt: new Date(now()) })
        .where(eq(users.id, user.id))
        .returning()
        .get();
      if (!updated) throw new AppError('NOT_FOUND', authMessages.notAuthenticated);
      return { user: toSessionUser(updated) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
