import { applyRtpsInput, serviceIdInput } from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the same service; multipart applications go through REST (upload progress). */
export const applicationsRouter = router({
  mine: protectedProcedure.query(({ ctx }) => ctx.services.applications.listMine(ctx.user)),
  byId: protectedProcedure
    .input(serviceIdInput)
    .query(({ ctx, input }) => ctx.services.applications.get(ctx.user, input.id)),
  applyRtps: protectedProcedure
    .input(applyRtpsInput)
    .mutation(({ ctx, input }) => ctx.services.applications.applyRtps(ctx.user, input)),
  delete: protectedProcedure
    .input(serviceIdInput)
    .mutation(({ ctx, input }) => ctx.services.applications.deleteMine(ctx.user, input.id)),
  deleteAll: protectedProcedure.mutation(({ ctx }) =>
    ctx.services.applications.deleteAllMine(ctx.user),
  ),
});
