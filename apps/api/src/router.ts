import { adminRouter } from './features/admin/router.ts';
import { applicationsRouter } from './features/applications/router.ts';
import { authRouter } from './features/auth/router.ts';
import { catalogueRouter } from './features/catalogue/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  applications: applicationsRouter,
  catalogue: catalogueRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
