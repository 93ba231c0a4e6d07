import type { User } from '@seva/db';
import {
  type LoginCodeInput,
  type LoginMobileInput,
  mobileLoginMessages,
  type RequestCodeInput,
  type SetPasswordByCodeInput,
} from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { refuseCommonPassword } from '../../lib/passwords.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { Outbox } from '../notifications/outbox.ts';
import { CODE_TTL_MINUTES } from './codes.ts';
import {
  type AuthDeps,
  type AuthService,
  authMessages,
  type LoginResult,
  passwordLogin,
  type RequestMeta,
  startLoginSession,
} from './service.ts';

/**
 * Stands in for the account when the number has none, so an unknown number runs the same code
 * queries as a real one (docs/decisions/026-no-account-enumeration.md). No id is empty.
 */
const NO_ACCOUNT = '';

export interface MobileLoginDeps extends Omit<AuthDeps, 'consents'> {
  /** Whether SMS go out at all: without them no code can reach anyone. */
  outbox: Pick<Outbox, 'smsEnabled'>;
  /** Codes are written and queued after answering, and the server's close waits for them. */
  auth: Pick<AuthService, 'afterAnswer'>;
}

/**
 * Logging in with the mobile number (docs/product.md 23 and 38): a citizen registered at the
 * counter with only a number asks for a code by SMS and logs in with it, or sets a password
 * with one and logs in with the number and that password. Every answer is the same for a number
 * with an account and one without, as for e-mail (docs/decisions/026).
 */
export function createMobileLogin(deps: MobileLoginDeps) {
  const { accounts, codes, hasher, recipients, throttle, logger, outbox, auth } = deps;
  const now = deps.now ?? Date.now;
  const byMobile = (mobile: string) => accounts.userByMobile(mobile);

  /** A fresh code by SMS, after the answer has gone, unless the resend limit is reached. */
  function textCode(user: User) {
    auth.afterAnswer('sms_code', async () => {
      // The code and its SMS commit together; the outbox sends it at once, never after expiry.
      const outcome = await codes.issue(user.id, 'sms_code', (code) =>
        recipients.codeNotices(
          user,
          'sms_code',
          { sms: { kind: 'code', vars: [code, String(CODE_TTL_MINUTES)] } },
          new Date(now() + CODE_TTL_MINUTES * 60_000),
        ),
      );
      if (outcome === 'limit') {
        logger.info({ userId: user.id, purpose: 'sms_code' }, 'code limit reached; no code sent');
      }
      if (outcome === 'issued') recipients.queued();
    });
  }

  return {
    /** The same answer for every number; only an account that can log in is sent a code. */
    async requestCode(input: RequestCodeInput, meta: RequestMeta): Promise<{ message: string }> {
      // Said for every number alike, so it tells nothing about accounts.
      if (!outbox.smsEnabled) {
        throw new AppError('UNAVAILABLE', mobileLoginMessages.smsUnavailable);
      }
      await throttle.check('requestCode', meta.ip, input.mobile);
      const user = await byMobile(input.mobile);
      if (user && !user.disabledAt) textCode(user);
      return { message: mobileLoginMessages.codeSent };
    },

    /**
     * The SMS code alone. It proves the mobile number, so an account without a verified e-mail
     * (a counter account has none) logs in this way too.
     */
    async loginWithCode(input: LoginCodeInput, meta: RequestMeta): Promise<LoginResult> {
      await throttle.check('verify', meta.ip, input.mobile);
      const user = await byMobile(input.mobile);
      await codes.consume(user?.id ?? NO_ACCOUNT, 'sms_code', input.code);
      // consume() threw unless a real account's code matched.
      if (!user) throw new AppError('INVALID', mobileLoginMessages.invalidCode);
      if (user.disabledAt) {
        securityEvent(logger, {
          event: 'login_failed',
          userId: user.id,
          reason: 'disabled',
          ip: meta.ip,
        });
        throw new AppError('FORBIDDEN', authMessages.disabled, 'ACCOUNT_DISABLED');
      }
      return startLoginSession(deps, user, meta, input.mobile);
    },

    /** The mobile number and a password, as `login` takes an e-mail and one. */
    loginWithPassword(input: LoginMobileInput, meta: RequestMeta): Promise<LoginResult> {
      return passwordLogin(
        deps,
        {
          loginName: input.mobile,
          password: input.password,
          find: () => byMobile(input.mobile),
          badLogin: mobileLoginMessages.badLogin,
        },
        meta,
      );
    },

    /**
     * A first or a new password, with an SMS code. Every other session of the account ends
     * (the caller's own stays, if it is the account's).
     */
    async setPasswordByCode(
      input: SetPasswordByCodeInput,
      meta: RequestMeta,
    ): Promise<{ message: string }> {
      await throttle.check('reset', meta.ip, input.mobile);
      refuseCommonPassword(input.password);
      // Hash first, for an unknown number too (the same work, so the same time): the code
      // check, the write and the end of the other sessions then happen in one step.
      const passwordHash = await hasher.hash(input.password);
      const user = await byMobile(input.mobile);
      await codes.consume(user?.id ?? NO_ACCOUNT, 'sms_code', input.code, {
        kind: 'setPassword',
        passwordHash,
        verifiesEmail: false,
        keepSessionId: meta.currentSessionId,
      });
      return { message: mobileLoginMessages.passwordSet };
    },
  };
}

export type MobileLogin = ReturnType<typeof createMobileLogin>;
