import { randomInt } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { type CodePurpose, type Db, emailCodes } from '@seva/db';
import { mobileLoginMessages } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';

/** What Drizzle hands a transaction's callback: the database's writers, inside the transaction. */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

import { and, desc, eq, gte, isNull } from 'drizzle-orm';
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

export function createCodeStore(db: Db, now: () => number = Date.now) {
  return {
    /** Whether another code may be sent now (the resend limit). */
    canIssue(userId: string, purpose: CodePurpose): boolean {
      const since = new Date(now() - SEND_WINDOW_MS);
      const recent = db
        .select({ id: emailCodes.id })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            gte(emailCodes.createdAt, since),
          ),
        )
        .all();
      return recent.length < MAX_CODES_PER_WINDOW;
    },

    /** A fresh code; any older unused code of the same purpose stops working. Call inside a transaction. */
    issue(tx: Pick<Db, 'insert' | 'update'>, userId: string, purpose: CodePurpose): string {
      const code = generateCode();
      const at = new Date(now());
      tx.update(emailCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailCodes.userId, userId),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.usedAt),
          ),
        )
        .run();
      tx.insert(emailCodes)
        .values({
          id: newId(),
          userId,
          purpose,
          codeHash: hashCode(code),
          failedAttempts: 0,
          expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          createdAt: at,
        })
        .run();
      return code;
    },

    /**
     * Whether `code` is the account's latest code and already did its work, within its ten
     * minutes: a citizen who submits the same code twice is told it worked, not that it is wrong.
     */
    wasJustUsed(userId: string, purpose: CodePurpose, code: string): boolean {
      const latest = db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1)
        .get();
      if (!latest?.usedAt || latest.expiresAt.getTime() <= now()) return false;
      return constantTimeEqual(
        new TextEncoder().encode(latest.codeHash),
        new TextEncoder().encode(hashCode(code)),
      );
    },

    /**
     * Checks a code and, when right, marks it used and runs `onValid` in the same transaction.
     * A wrong code counts against the code; the fifth wrong try kills it. Every failure throws
     * the same INVALID, so the caller cannot help telling the cases apart.
     */
    consume(
      userId: string,
      purpose: CodePurpose,
      code: string,
      onValid: (tx: Transaction) => void,
    ): void {
      const outcome = db.transaction((tx) => {
        const current = tx
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.userId, userId),
              eq(emailCodes.purpose, purpose),
              isNull(emailCodes.usedAt),
            ),
          )
          .orderBy(desc(emailCodes.createdAt))
          .limit(1)
          .get();
        const at = now();
        if (
          !current ||
          current.expiresAt.getTime() <= at ||
          current.failedAttempts >= MAX_WRONG_ATTEMPTS
        ) {
          return 'dead' as const;
        }
        const matches = constantTimeEqual(
          new TextEncoder().encode(current.codeHash),
          new TextEncoder().encode(hashCode(code)),
        );
        if (!matches) {
          tx.update(emailCodes)
            .set({ failedAttempts: current.failedAttempts + 1 })
            .where(eq(emailCodes.id, current.id))
            .run();
          return 'wrong' as const;
        }
        tx.update(emailCodes)
          .set({ usedAt: new Date(at) })
          .where(eq(emailCodes.id, current.id))
          .run();
        onValid(tx);
        return 'ok' as const;
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
