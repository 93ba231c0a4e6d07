import { publicProcedure, router } from '../../trpc.ts';

export const catalogueRouter = router({
  applicationServices: publicProcedure.query(({ ctx }) =>
    ctx.services.catalogue.applicationServices(),
  ),
  products: publicProcedure.query(({ ctx }) => ctx.services.catalogue.products()),
  rtpsOptions: publicProcedure.query(({ ctx }) => ctx.services.catalogue.rtpsOptions()),
});
