import { lockerDocumentIdInput, lockerList, lockerOne, messageOutput } from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the locker; creating (multipart) goes through REST. */
export const lockerRouter = router({
  list: protectedProcedure
    .output(lockerList)
    .query(({ ctx }) => ctx.services.locker.list(ctx.user)),
  byId: protectedProcedure
    .output(lockerOne)
    .input(lockerDocumentIdInput)
    .query(({ ctx, input }) => ctx.services.locker.get(ctx.user, input.id)),
  remove: protectedProcedure
    .output(messageOutput)
    .input(lockerDocumentIdInput)
    .mutation(({ ctx, input }) => ctx.services.locker.remove(ctx.user, input.id)),
});
