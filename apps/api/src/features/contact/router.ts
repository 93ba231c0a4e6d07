import { contactInput, messageOutput } from '@seva/schemas';
import { publicProcedure, router } from '../../trpc.ts';

export const contactRouter = router({
  send: publicProcedure
    .output(messageOutput)
    .input(contactInput)
    .mutation(({ ctx, input }) => ctx.services.contact.send(ctx.ip, input)),
});
