import { myOrdersInput, orderChanged, orderIdInput, orderList, orderOne } from '@seva/schemas';
import { protectedProcedure, router } from '../../trpc.ts';

/** tRPC door onto the orders service; placing an order (multipart) goes through REST. */
export const ordersRouter = router({
  mine: protectedProcedure
    .output(orderList)
    .input(myOrdersInput.optional())
    .query(({ ctx, input }) => ctx.services.orders.listMine(ctx.user, input ?? {})),
  byId: protectedProcedure
    .output(orderOne)
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.orders.get(ctx.user, input.id)),
  cancel: protectedProcedure
    .output(orderChanged)
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.cancel(ctx.user, input.id)),
});
