import { catalogueProducts, catalogueServices, rtpsOptions } from '@seva/schemas';
import { publicProcedure, router } from '../../trpc.ts';

export const catalogueRouter = router({
  applicationServices: publicProcedure
    .output(catalogueServices.shape.data)
    .query(({ ctx }) => ctx.services.catalogue.applicationServices()),
  products: publicProcedure
    .output(catalogueProducts.shape.data)
    .query(({ ctx }) => ctx.services.catalogue.products()),
  rtpsOptions: publicProcedure
    .output(rtpsOptions)
    .query(({ ctx }) => ctx.services.catalogue.rtpsOptions()),
});
