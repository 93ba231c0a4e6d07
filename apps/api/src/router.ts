import { adminRouter } from './features/admin/router.ts';
import { applicationsRouter } from './features/applications/router.ts';
import { authRouter } from './features/auth/router.ts';
import { catalogueRouter } from './features/catalogue/router.ts';
import { consentRouter } from './features/consent/router.ts';
import { contactRouter } from './features/contact/router.ts';
import { lockerRouter } from './features/locker/router.ts';
import { notesRouter } from './features/notes/router.ts';
import { ordersRouter } from './features/orders/router.ts';
import { privacyRouter } from './features/privacy/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  applications: applicationsRouter,
  catalogue: catalogueRouter,
  consent: consentRouter,
  orders: ordersRouter,
  contact: contactRouter,
  locker: lockerRouter,
  admin: adminRouter,
  notes: notesRouter,
  privacy: privacyRouter,
});

export type AppRouter = typeof appRouter;
