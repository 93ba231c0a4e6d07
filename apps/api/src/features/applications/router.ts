import {
  applicationDetail,
  applicationSubmitted,
  applicationSummaryList,
  applicationsDeleted,
  applyRtpsInput,
  messageOutput,
  serviceIdInput,
} from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the same service; multipart applications go through REST (upload progress). */
export const applicationsRouter = router({
  mine: protectedProcedure
    .output(applicationSummaryList)
    .query(({ ctx }) => ctx.services.applications.listMine(ctx.user)),
  byId: protectedProcedure
    .output(applicationDetail)
    .input(serviceIdInput)
    .query(({ ctx, input }) => ctx.services.applications.get(ctx.user, input.id)),
  applyRtps: protectedProcedure
    .output(applicationSubmitted)
    .input(applyRtpsInput)
    .mutation(({ ctx, input }) => ctx.services.applications.applyRtps(ctx.user, input)),
  delete: protectedProcedure
    .output(messageOutput)
    .input(serviceIdInput)
    .mutation(({ ctx, input }) => ctx.services.applications.deleteMine(ctx.user, input.id)),
  deleteAll: protectedProcedure
    .output(applicationsDeleted)
    .mutation(({ ctx }) => ctx.services.applications.deleteAllMine(ctx.user)),
});
