import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { AuthRepository, User } from '@seva/db';
import type { AcceptInvitationInput, CitizenFound, RegisterCitizenInput } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { currentLanguage } from '../../lib/language.ts';
import { type PasswordHasher, refuseCommonPassword } from '../../lib/passwords.ts';
import type { Throttle } from '../../lib/throttle.ts';
import type { Recipients } from '../notifications/recipients.ts';
import { invitationMail } from './mails.ts';

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
  accounts: AuthRepository;
  hasher: PasswordHasher;
  recipients: Pick<Recipients, 'notices' | 'queued'>;
  throttle: Throttle;
  publicUrl: URL;
  now?: () => number;
}) {
  const { accounts, hasher, recipients, throttle, publicUrl } = deps;
  const now = deps.now ?? Date.now;

  /**
   * A mobile number or e-mail already on an account: refused, naming which. A citizen's own
   * account comes with the answer, for the operator to use instead; an operator's does not.
   */
  async function refuseTaken(input: RegisterCitizenInput): Promise<void> {
    const checks = [
      {
        find: () => accounts.userByMobile(input.mobile),
        value: input.mobile,
        message: counterMessages.mobileTaken,
        reason: 'MOBILE_TAKEN',
      },
      {
        find: () => (input.email ? accounts.userByEmail(input.email) : Promise.resolve(null)),
        value: input.email,
        message: counterMessages.emailTaken,
        reason: 'EMAIL_TAKEN',
      },
    ] as const;
    for (const { find, value, message, reason } of checks) {
      if (!value) continue;
      const holder = await find();
      if (!holder) continue;
      throw new AppError(
        'CONFLICT',
        message,
        reason,
        undefined,
        holder.role === 'user' ? { citizen: citizenView(holder) } : undefined,
      );
    }
  }

  /**
   * The invitation goes through the outbox with the account (docs/decisions/075), in the
   * citizen's language, on the channels a new account keeps on; the link's token rides in the
   * fragment.
   */
  function invitationNotices(
    user: Pick<User, 'id' | 'name' | 'email' | 'mobile' | 'language'>,
    token: string,
  ) {
    const link = new URL('/set-password', publicUrl);
    link.hash = `token=${token}`;
    return recipients.notices({ ...user, notifyByEmail: true, notifyBySms: true }, 'invitation', {
      email: (to) => invitationMail(to.email, to.name, link.href, INVITATION_TTL_DAYS),
    });
  }

  return {
    async register(input: RegisterCitizenInput) {
      await refuseTaken(input);
      const at = new Date(now());
      const id = newId();
      const language = input.language ?? currentLanguage();
      const token = input.email ? randomBytes(32).toString('base64url') : null;
      const user = {
        id,
        name: input.name,
        email: input.email ?? null,
        mobile: input.mobile,
        passwordHash: null,
        role: 'user' as const,
        language,
        emailVerifiedAt: null,
        createdAt: at,
        updatedAt: at,
      };
      const outcome = await accounts.registerCitizen({
        user,
        invitation: token
          ? {
              id: newId(),
              userId: id,
              purpose: 'invite',
              codeHash: hashToken(token),
              expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
              createdAt: at,
            }
          : null,
        notices: token ? invitationNotices(user, token) : [],
      });
      if (outcome === 'taken') {
        // Two registrations raced past the check: the unique indexes decided, and say which.
        await refuseTaken(input);
        throw new Error('a registration was refused by a unique index, yet no account holds it');
      }
      recipients.queued();
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

    /**
     * The citizen an operator acts for: an open account with the user role, or 404. A closed
     * one (erased, or disabled) takes no new work, as its filings would be refused
     * (docs/decisions/085).
     */
    async citizen(citizenId: string): Promise<User> {
      const user = await accounts.userById(citizenId);
      if (user?.role !== 'user' || user.disabledAt) {
        throw new AppError('NOT_FOUND', counterMessages.notFound);
      }
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
      const userId = await accounts.acceptInvitation({
        tokenHash,
        passwordHash,
        at: new Date(now()),
      });
      if (!userId) throw new AppError('INVALID', counterMessages.invalidInvitation);
      return { message: counterMessages.accepted };
    },
  };
}

export type CounterAccounts = ReturnType<typeof createCounterAccounts>;
