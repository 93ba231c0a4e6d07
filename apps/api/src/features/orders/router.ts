import { myOrdersInput, orderIdInput } from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the orders service; placing an order (multipart) goes through REST. */
export const ordersRouter = router({
  mine: protectedProcedure
    .input(myOrdersInput.optional())
    .query(({ ctx, input }) => ctx.services.orders.listMine(ctx.user, input ?? {})),
  byId: protectedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.orders.get(ctx.user, input.id)),
  cancel: protectedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.cancel(ctx.user, input.id)),
});
