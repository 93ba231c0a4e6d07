import {
  addCommentInput,
  adminListInput,
  adminOrdersInput,
  adminUsersInput,
  applicationChanged,
  applicationSubmitted,
  applyRtpsInput,
  assignInput,
  changeOrderStatusInput,
  changeStatusInput,
  citizenIdInput,
  citizenRegistered,
  citizenSearchAnswer,
  citizenSearchInput,
  counterDesk as counterDeskOutput,
  dayRegister,
  feeSettings,
  inboxChanged,
  inboxInput,
  inboxPage,
  markOrderPaidInput,
  messageOutput,
  operatorBadges,
  operatorList,
  orderChanged,
  orderPage,
  orderPaid,
  outboxOverview,
  outboxRetried,
  outboxRetryInput,
  paymentRecorded,
  portalSettings,
  queueOverview,
  queuePage,
  recordPaymentInput,
  registerCitizenInput,
  registerQuery,
  reversePaymentInput,
  rtpsCodeInput,
  serviceIdInput,
  setDisabledInput,
  setHandledInput,
  setRoleInput,
  storageQuotaSaved,
  takeOverInput,
  updateCentreInput,
  updateProductInput,
  updateServiceFeeInput,
  updateStorageQuotaInput,
  userPage,
} from '@seva/schemas';
import { adminProcedure, router } from '../../trpc.ts';
import { operatorBadgesOf } from './badges.ts';
import { counterDesk } from './counter.ts';

export const adminRouter = router({
  list: adminProcedure
    .output(queuePage)
    .input(adminListInput)
    .query(({ ctx, input }) => ctx.services.admin.queue.list(input, ctx.user)),
  overview: adminProcedure
    .output(queueOverview)
    .query(({ ctx }) => ctx.services.admin.queue.overview()),
  /** The counts beside the sidebar's links (docs/decisions/072). */
  badges: adminProcedure
    .output(operatorBadges)
    .query(({ ctx }) => operatorBadgesOf(ctx.services.admin)),
  changeStatus: adminProcedure
    .output(applicationChanged)
    .input(serviceIdInput.extend({ change: changeStatusInput }))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.queue.changeStatus(ctx.user, input.id, input.change),
    ),
  /** Assignment (docs/decisions/067): give to an operator, or null to unassign. */
  assign: adminProcedure
    .output(applicationChanged)
    .input(serviceIdInput.extend(assignInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.assignment.assign(ctx.user, input.id, input.operatorId),
    ),
  takeOver: adminProcedure
    .output(applicationChanged)
    .input(serviceIdInput.extend(takeOverInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.assignment.takeOver(ctx.user, input.id, input.from),
    ),
  operators: adminProcedure
    .output(operatorList)
    .query(({ ctx }) => ctx.services.admin.assignment.operators()),
  addComment: adminProcedure
    .output(applicationChanged)
    .input(serviceIdInput.extend({ comment: addCommentInput.shape.comment }))
    .mutation(({ ctx, input }) =>
      ctx.services.admin.queue.addComment(ctx.user, input.id, { comment: input.comment }),
    ),
  citizens: adminProcedure
    .output(citizenSearchAnswer)
    .input(citizenSearchInput)
    .query(({ ctx, input }) => ctx.services.admin.users.findCitizens(input.search)),
  registerCitizen: adminProcedure
    .output(citizenRegistered)
    .input(registerCitizenInput)
    .mutation(({ ctx, input }) => ctx.services.counter.register(input)),
  citizen: adminProcedure
    .output(counterDeskOutput)
    .input(citizenIdInput)
    .query(({ ctx, input }) => counterDesk(ctx.services, input.citizenId)),
  /** The counter's RTPS application for a citizen; the multipart ones go through REST. */
  applyRtpsFor: adminProcedure
    .output(applicationSubmitted)
    .input(citizenIdInput.extend({ application: applyRtpsInput }))
    .mutation(async ({ ctx, input }) =>
      ctx.services.applications.applyRtps(
        await ctx.services.counter.citizen(input.citizenId),
        input.application,
        ctx.user,
      ),
    ),
  users: adminProcedure
    .output(userPage)
    .input(adminUsersInput)
    .query(({ ctx, input }) => ctx.services.admin.users.list(input)),
  setRole: adminProcedure
    .output(messageOutput)
    .input(setRoleInput)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.users.setRole(ctx.user, input.userId, input.role),
    ),
  setDisabled: adminProcedure
    .output(messageOutput)
    .input(setDisabledInput)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.users.setDisabled(ctx.user, input.userId, input.disabled),
    ),
  settings: adminProcedure
    .output(portalSettings)
    .query(({ ctx }) => ctx.services.admin.settings.all()),
  updateProduct: adminProcedure
    .output(messageOutput)
    .input(updateProductInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateProduct(input)),
  orders: router({
    list: adminProcedure
      .output(orderPage)
      .input(adminOrdersInput)
      .query(({ ctx, input }) => ctx.services.admin.orders.list(input)),
    setStatus: adminProcedure
      .output(orderChanged)
      .input(changeOrderStatusInput)
      .mutation(({ ctx, input }) =>
        ctx.services.admin.orders.setStatus(ctx.user, input.id, input.status),
      ),
    markPaid: adminProcedure
      .output(orderPaid)
      .input(markOrderPaidInput)
      .mutation(({ ctx, input }) => ctx.services.admin.orders.markPaid(ctx.user, input.id, input)),
  }),
  inbox: router({
    list: adminProcedure
      .output(inboxPage)
      .input(inboxInput)
      .query(({ ctx, input }) => ctx.services.admin.inbox.list(input)),
    setHandled: adminProcedure
      .output(inboxChanged)
      .input(setHandledInput)
      .mutation(({ ctx, input }) =>
        ctx.services.admin.inbox.setHandled(ctx.user, input.id, input.handled),
      ),
  }),
  /** The notification outbox in Settings (docs/decisions/075). */
  outbox: router({
    overview: adminProcedure
      .output(outboxOverview)
      .query(({ ctx }) => ctx.services.admin.outbox.overview()),
    retry: adminProcedure
      .output(outboxRetried)
      .input(outboxRetryInput)
      .mutation(({ ctx, input }) => ctx.services.admin.outbox.retry(input.id)),
  }),
  updateStorageQuota: adminProcedure
    .output(storageQuotaSaved)
    .input(updateStorageQuotaInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateStorageQuota(ctx.user, input)),
  saveRtpsCode: adminProcedure
    .output(messageOutput)
    .input(rtpsCodeInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.saveRtpsCode(input)),
  feeSettings: adminProcedure
    .output(feeSettings)
    .query(({ ctx }) => ctx.services.admin.fees.settings()),
  updateFee: adminProcedure
    .output(messageOutput)
    .input(updateServiceFeeInput)
    .mutation(({ ctx, input }) => ctx.services.admin.fees.update(ctx.user, input)),
  register: adminProcedure
    .output(dayRegister)
    .input(registerQuery)
    .query(({ ctx, input }) =>
      ctx.services.register.day(input.date ?? ctx.services.register.today()),
    ),
  recordPayment: adminProcedure
    .output(paymentRecorded)
    .input(recordPaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payments.payApplication(ctx.user, input.id, input)),
  reversePayment: adminProcedure
    .output(paymentRecorded)
    .input(reversePaymentInput)
    .mutation(({ ctx, input }) => ctx.services.payments.reverse(ctx.user, input.id, input.reason)),
  updateCentre: adminProcedure
    .output(messageOutput)
    .input(updateCentreInput)
    .mutation(({ ctx, input }) => ctx.services.admin.settings.updateCentre(ctx.user, input)),
});
