import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { type Db, emailCodes, type User, users } from '@seva/db';
import type { AcceptInvitationInput, CitizenFound, RegisterCitizenInput } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { currentLanguage } from '../../lib/language.ts';
import { type PasswordHasher, refuseCommonPassword } from '../../lib/passwords.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { Recipients } from '../notifications/recipients.ts';
import { invitationMail } from './mails.ts';
import type { SessionStore } from './sessions.ts';

/** How long an invitation link works: a citizen may open the e-mail days after the visit. */
export const INVITATION_TTL_DAYS = 7;

export const counterMessages = bilingual({
  registered: 'Citizen registered',
  invited: 'Citizen registered. An invitation to set a password has been sent to their email.',
  inviteFailed:
    'Citizen registered, but the invitation email could not be sent. They can use Forgot password later.',
  mobileTaken: 'This mobile number is already on an account',
  emailTaken: 'This email is already on an account',
  notFound: 'Citizen not found',
  accepted: 'Your password is set and your email is verified. You can now log in.',
  invalidInvitation: 'Invalid or expired invitation link',
} as const);

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

export function citizenView(user: Pick<User, 'id' | 'name' | 'mobile' | 'email'>): CitizenFound {
  return { _id: user.id, name: user.name, mobile: user.mobile, email: user.email };
}

/**
 * Accounts for walk-in citizens (docs/product.md, The counter): an operator registers a name
 * and a mobile number, and an e-mail if the citizen has one. Such an account has no password;
 * with an e-mail, the citizen is invited to set one, which also proves the address.
 */
export function createCounterAccounts(deps: {
  db: Db;
  hasher: PasswordHasher;
  sessions: SessionStore;
  recipients: Pick<Recipients, 'tell'>;
  throttle: Throttle;
  publicUrl: URL;
  now?: () => number;
}) {
  const { db, hasher, sessions, recipients, throttle, publicUrl } = deps;
  const now = deps.now ?? Date.now;

  /**
   * A mobile number or e-mail already on an account: refused, naming which. A citizen's own
   * account comes with the answer, for the operator to use instead; an operator's does not.
   */
  function refuseTaken(input: RegisterCitizenInput): void {
    const checks = [
      { column: users.mobile, value: input.mobile, message: counterMessages.mobileTaken },
      { column: users.email, value: input.email, message: counterMessages.emailTaken },
    ] as const;
    for (const { column, value, message } of checks) {
      if (!value) continue;
      const holder = db.select().from(users).where(eq(column, value)).get();
      if (!holder) continue;
      const reason = column === users.mobile ? 'MOBILE_TAKEN' : 'EMAIL_TAKEN';
      throw new AppError(
        'CONFLICT',
        message,
        reason,
        undefined,
        holder.role === 'user' ? { citizen: citizenView(holder) } : undefined,
      );
    }
  }

  return {
    async register(input: RegisterCitizenInput) {
      refuseTaken(input);
      const at = new Date(now());
      const id = newId();
      const language = input.language ?? currentLanguage();
      const token = input.email ? randomBytes(32).toString('base64url') : null;
      try {
        db.transaction((tx) => {
          tx.insert(users)
            .values({
              id,
              name: input.name,
              email: input.email ?? null,
              mobile: input.mobile,
              passwordHash: null,
              role: 'user',
              language,
              createdAt: at,
              updatedAt: at,
            })
            .run();
          if (token) {
            tx.insert(emailCodes)
              .values({
                id: newId(),
                userId: id,
                purpose: 'invite',
                codeHash: hashToken(token),
                failedAttempts: 0,
                expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
                createdAt: at,
              })
              .run();
            // The invitation goes through the outbox with the account (docs/decisions/075),
            // in the citizen's language; the link's token rides in the fragment.
            const link = new URL('/set-password', publicUrl);
            link.hash = `token=${token}`;
            recipients.tell(tx, id, 'invitation', {
              email: (to) => invitationMail(to.email, to.name, link.href, INVITATION_TTL_DAYS),
            });
          }
        });
      } catch (error) {
        // Two registrations raced past the check: the unique indexes decide, and say which.
        if (String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT')) {
          refuseTaken(input);
        }
        throw error;
      }
      const citizen = citizenView({
        id,
        name: input.name,
        mobile: input.mobile,
        email: input.email ?? null,
      });
      if (!token || !input.email) {
        return { message: counterMessages.registered, citizen, invitation: 'none' as const };
      }
      return { message: counterMessages.invited, citizen, invitation: 'sent' as const };
    },

    /** The citizen an operator acts for: an account with the user role, or 404. */
    citizen(citizenId: string): User {
      const user = db.select().from(users).where(eq(users.id, citizenId)).get();
      if (user?.role !== 'user') throw new AppError('NOT_FOUND', counterMessages.notFound);
      return user;
    },

    /**
     * The invitation link's page: a valid, unused, unexpired token sets the password and
     * verifies the e-mail in one transaction. Any other token gets one answer.
     */
    async accept(input: AcceptInvitationInput, meta: { ip: string }): Promise<{ message: string }> {
      const tokenHash = hashToken(input.token);
      await throttle.check('reset', meta.ip, tokenHash);
      refuseCommonPassword(input.password);
      const passwordHash = await hasher.hash(input.password);
      const at = new Date(now());
      const userId = db.transaction((tx) => {
        const invitation = tx
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.purpose, 'invite'),
              eq(emailCodes.codeHash, tokenHash),
              isNull(emailCodes.usedAt),
              gt(emailCodes.expiresAt, at),
            ),
          )
          .get();
        if (!invitation) return null;
        const updated = tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, invitation.userId), isNull(users.disabledAt)))
          .returning({ id: users.id, email: users.email })
          .get();
        if (!updated?.email) return null;
        tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, invitation.id)).run();
        return updated.id;
      });
      if (!userId) throw new AppError('INVALID', counterMessages.invalidInvitation);
      sessions.invalidateAllOf(userId);
      return { message: counterMessages.accepted };
    },
  };
}

export type CounterAccounts = ReturnType<typeof createCounterAccounts>;
