import { lockerDocumentIdInput } from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the locker; creating (multipart) goes through REST. */
export const lockerRouter = router({
  list: protectedProcedure.query(({ ctx }) => ctx.services.locker.list(ctx.user)),
  byId: protectedProcedure
    .input(lockerDocumentIdInput)
    .query(({ ctx, input }) => ctx.services.locker.get(ctx.user, input.id)),
  remove: protectedProcedure
    .input(lockerDocumentIdInput)
    .mutation(({ ctx, input }) => ctx.services.locker.remove(ctx.user, input.id)),
});
