import { consentNotice, retentionSaved, updateRetentionInput } from '@seva/schemas';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../../trpc.ts';

/** The privacy notice's facts, and the retention days operators set (docs/decisions/061). */
export const consentRouter = router({
  notice: publicProcedure
    .output(consentNotice)
    .query(({ ctx }) => ctx.services.consents.notice(ctx.user ?? null)),
  /** The signed-in citizen agrees to the notice for applications before applying. */
  agree: protectedProcedure.output(consentNotice).mutation(async ({ ctx }) => {
    await ctx.services.consents.agree(ctx.user);
    return ctx.services.consents.notice(ctx.user);
  }),
  updateRetention: adminProcedure
    .output(retentionSaved)
    .input(updateRetentionInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateRetention(ctx.user, input)),
});
