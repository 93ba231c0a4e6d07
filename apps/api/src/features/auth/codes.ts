import { randomInt } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { AuthRepository, CodeEffect, CodePurpose, NewCode, NewNotification } from '@seva/db';
import { mobileLoginMessages } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

export const CODE_TTL_MINUTES = 10;
const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;
export const MAX_WRONG_ATTEMPTS = 5;
/** The first code and at most three resends in any ten minutes, per account and purpose. */
export const MAX_CODES_PER_WINDOW = 4;
const SEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * One answer for a wrong, expired, used-up or unknown code, whether or not the account
 * exists: a second message would tell who has one (docs/decisions/026-no-account-enumeration.md).
 */
export const codeMessages = bilingual({
  invalid:
    'Invalid or expired code. Please check the code in your latest email or request a new one.',
} as const);

/** 8 digits from a CSPRNG; randomInt draws without modulo bias. */
function generateCode(): string {
  return randomInt(0, 100_000_000).toString().padStart(8, '0');
}

function hashCode(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(code)));
}

/**
 * E-mail and SMS codes: drawn and hashed here, kept only in the database (the auth
 * repository), where issuing one counts the resend limit and checking one counts the wrong
 * tries, each as one step that holds with any number of server processes at once.
 */
export function createCodeStore(accounts: AuthRepository, now: () => number = Date.now) {
  /** A fresh code and its row; only its hash is kept. */
  function draw(userId: string, purpose: CodePurpose): { code: string; row: NewCode } {
    const code = generateCode();
    const at = new Date(now());
    return {
      code,
      row: {
        id: newId(),
        userId,
        purpose,
        codeHash: hashCode(code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        createdAt: at,
      },
    };
  }

  return {
    draw,

    /**
     * A fresh code sent by the notices `noticesOf(code)` makes, unless the resend limit is
     * reached; any older unused code of the same purpose stops working.
     */
    issue(
      userId: string,
      purpose: CodePurpose,
      noticesOf: (code: string) => NewNotification[],
    ): Promise<'issued' | 'limit' | 'no_account'> {
      const { code, row } = draw(userId, purpose);
      return accounts.issueCode(row, {
        limit: { since: new Date(now() - SEND_WINDOW_MS), max: MAX_CODES_PER_WINDOW },
        notices: noticesOf(code),
      });
    },

    /**
     * Whether `code` is the account's latest code and already did its work, within its ten
     * minutes: a citizen who submits the same code twice is told it worked, not that it is wrong.
     */
    async wasJustUsed(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
      const latest = await accounts.latestCode(userId, purpose);
      if (!latest?.usedAt || latest.expiresAt.getTime() <= now()) return false;
      return constantTimeEqual(
        new TextEncoder().encode(latest.codeHash),
        new TextEncoder().encode(hashCode(code)),
      );
    },

    /**
     * Checks a code and, when right, marks it used and does `effect` in the same step. A wrong
     * code counts against the code; the fifth wrong try kills it. Every failure throws the
     * same INVALID, so the caller cannot help telling the cases apart.
     */
    async consume(
      userId: string,
      purpose: CodePurpose,
      code: string,
      effect: CodeEffect = { kind: 'none' },
    ): Promise<void> {
      const outcome = await accounts.redeemCode({
        userId,
        purpose,
        codeHash: hashCode(code),
        at: new Date(now()),
        maxWrongAttempts: MAX_WRONG_ATTEMPTS,
        effect,
      });
      if (outcome === 'ok') return;
      // The same one answer, worded for where the code was sent.
      const message =
        purpose === 'sms_code' ? mobileLoginMessages.invalidCode : codeMessages.invalid;
      throw new AppError('INVALID', message);
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
