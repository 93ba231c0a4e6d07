import { noteInput, notesAnswer, orderIdInput, serviceIdInput } from '@seva/schemas';
import { adminProcedure, router } from '../../trpc.ts';

/** tRPC door onto the same notes service (operators only). */
export const notesRouter = router({
  addToApplication: adminProcedure
    .output(notesAnswer)
    .input(serviceIdInput.extend(noteInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.notes.addToApplication(ctx.user, input.id, { text: input.text }),
    ),
  addToOrder: adminProcedure
    .output(notesAnswer)
    .input(orderIdInput.extend(noteInput.shape))
    .mutation(({ ctx, input }) =>
      ctx.services.notes.addToOrder(ctx.user, input.id, { text: input.text }),
    ),
});
