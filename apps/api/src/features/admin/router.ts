import {
  addCommentInput,
  adminListInput,
  adminOrdersInput,
  adminUsersInput,
  changeOrderStatusInput,
  changeStatusInput,
  inboxInput,
  markOrderPaidInput,
  rtpsCodeInput,
  serviceIdInput,
  setDisabledInput,
  setHandledInput,
  setRoleInput,
  updateProductInput,
  updateStorageQuotaInput,
} from '@seva/schemas';
import { adminProcedure, router } from '../../trpc.ts';

export const adminRouter = router({
  list: adminProcedure
    .input(adminListInput)
    .query(({ ctx, input }) => ctx.services.admin.queue.list(input)),
  overview: adminProcedure.query(({ ctx }) => ctx.services.admin.queue.overview()),
  changeStatus: adminProcedure
    .input(serviceIdInput.extend({ change: changeStatusInput }))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.queue.changeStatus(ctx.user, input.id, input.change),
    ),
  addComment: adminProcedure
    .input(serviceIdInput.extend({ comment: addCommentInput.shape.comment }))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.queue.addComment(ctx.user, input.id, { comment: input.comment }),
    ),
  users: adminProcedure
    .input(adminUsersInput)
    .query(({ ctx, input }) => ctx.services.admin.users.list(input)),
  setRole: adminProcedure
    .input(setRoleInput)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.users.setRole(ctx.user, input.userId, input.role),
    ),
  setDisabled: adminProcedure
    .input(setDisabledInput)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.users.setDisabled(ctx.user, input.userId, input.disabled),
    ),
  settings: adminProcedure.query(({ ctx }) => ctx.services.admin.settings.all()),
  updateProduct: adminProcedure
    .input(updateProductInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateProduct(input)),
  orders: router({
    list: adminProcedure
      .input(adminOrdersInput)
      .query(({ ctx, input }) => ctx.services.admin.orders.list(input)),
    setStatus: adminProcedure
      .input(changeOrderStatusInput)
      .mutation(({ ctx, input }) =>
        ctx.services.admin.orders.setStatus(ctx.user, input.id, input.status),
      ),
    markPaid: adminProcedure
      .input(markOrderPaidInput)
      .mutation(({ ctx, input }) => ctx.services.admin.orders.markPaid(ctx.user, input.id, input)),
  }),
  inbox: router({
    list: adminProcedure
      .input(inboxInput)
      .query(({ ctx, input }) => ctx.services.admin.inbox.list(input)),
    setHandled: adminProcedure
      .input(setHandledInput)
      .mutation(({ ctx, input }) =>
        ctx.services.admin.inbox.setHandled(ctx.user, input.id, input.handled),
      ),
  }),
  updateStorageQuota: adminProcedure
    .input(updateStorageQuotaInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateStorageQuota(ctx.user, input)),
  saveRtpsCode: adminProcedure
    .input(rtpsCodeInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.saveRtpsCode(input)),
});
