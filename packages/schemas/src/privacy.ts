import { z } from 'zod';
import { pageInput } from './admin.ts';
import { bilingual } from './texts.ts';

/**
 * A citizen's data export and the erasure of their account (docs/product.md decision 46,
 * docs/decisions/062-export-and-erasure.md).
 */
export const privacyMessages = bilingual({
  erased: 'Your account has been deleted. Your payments and receipts are kept for the accounts.',
  citizenErased: "The citizen's account has been deleted. Payments and receipts are kept.",
  wrongPassword: 'The password is not correct. Nothing was deleted.',
  noPassword:
    'This account has no password. Please ask at the service centre to delete it for you.',
  workInProgress:
    'You have an application or order that is still being worked on. Ask the centre to finish or cancel it first, then delete your account.',
  citizenWorkInProgress:
    'This citizen has an application or order still being worked on. Finish, reject or cancel it first.',
  citizenNotFound: 'Citizen not found',
  notACitizen: 'Only a citizen account can be deleted here',
  alreadyErased: 'This account has already been deleted',
  tooManyExports: 'You can download your data a few times an hour. Please try again later.',
} as const);

/** The citizen's own request: the account's password, checked again. */
export const eraseMyAccountInput = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(256, { error: 'Password is required' }),
});
export type EraseMyAccountInput = z.infer<typeof eraseMyAccountInput>;

/** An operator at the desk: the citizen, and an explicit yes that the citizen asked for it. */
export const eraseCitizenInput = z.object({
  citizenId: z.string().min(1).max(64),
  confirm: z.literal(true, {
    error: 'Confirm that the citizen asked for their account to be deleted',
  }),
});
export type EraseCitizenInput = z.infer<typeof eraseCitizenInput>;
/** The REST body: the citizen is in the path. */
export const eraseCitizenBody = eraseCitizenInput.omit({ citizenId: true });

export const erasureDoors = ['self', 'counter'] as const;

/** One line of the operators' audit list: ids, counts and times only. */
export const erasureRecord = z.object({
  id: z.string(),
  citizenId: z.string().nullable(),
  door: z.enum(erasureDoors),
  /** The operator who confirmed it at the counter (their name now); null when the citizen did. */
  erasedBy: z.string().nullable(),
  applicationsRemoved: z.number().int(),
  ordersRemoved: z.number().int(),
  keptForAccounts: z.number().int(),
  lockerDocuments: z.number().int(),
  filesDeleted: z.number().int(),
  filesFailed: z.number().int(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ErasureRecord = z.infer<typeof erasureRecord>;

export const erasureListInput = z.object({ ...pageInput });
export type ErasureListInput = z.infer<typeof erasureListInput>;
/** Newest first; `nextCursor` asks for the page after this one (null: no more). */
export const erasureList = z.object({
  data: z.array(erasureRecord),
  nextCursor: z.string().nullable(),
});
export type ErasureList = z.infer<typeof erasureList>;

export const erasureDone = z.object({ message: z.string(), erasure: erasureRecord });
export type ErasureDone = z.infer<typeof erasureDone>;
