import {
  eraseCitizenInput,
  eraseMyAccountInput,
  erasureDone,
  erasureList,
  erasureListInput,
} from '@seva/schemas';
import { adminProcedure, protectedProcedure, router } from '../../trpc.ts';

/**
 * Erasure through tRPC for the web (the export is a plain download of GET /api/me/export, sent
 * with the session cookie).
 */
export const privacyRouter = router({
  eraseMine: protectedProcedure
    .output(erasureDone)
    .input(eraseMyAccountInput)
    .mutation(({ ctx, input }) => ctx.services.privacy.eraseMine(ctx.user, input, ctx.ip)),
  eraseCitizen: adminProcedure
    .output(erasureDone)
    .input(eraseCitizenInput)
    .mutation(({ ctx, input }) => ctx.services.privacy.eraseAtCounter(ctx.user, input)),
  erasures: adminProcedure
    .output(erasureList)
    .input(erasureListInput)
    .query(({ ctx, input }) => ctx.services.privacy.list(input)),
});
