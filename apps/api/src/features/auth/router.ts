import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resendCodeInput,
  resetPasswordInput,
  signupInput,
  updateProfileInput,
  verifyEmailInput,
} from '@seva/schemas';
import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  clearSessionCookie,
  readDeviceCookie,
  setDeviceCookie,
  setSessionCookie,
} from './cookies.ts';
import { toSessionUser } from './service.ts';

const meta = (ctx: { ip: string }) => ({ ip: ctx.ip });

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user ? toSessionUser(ctx.user) : null })),

  signup: publicProcedure
    .input(signupInput)
    .mutation(({ ctx, input }) => ctx.services.auth.signup(input, meta(ctx))),

  verifyEmail: publicProcedure
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => ctx.services.auth.verifyEmail(input, meta(ctx))),

  resendCode: publicProcedure
    .input(resendCodeInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resendVerificationCode(input.email, meta(ctx))),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const secure = ctx.services.config.secureCookies;
    const { token, user, deviceCookie } = await ctx.services.auth.login(input, {
      ...meta(ctx),
      deviceCookie: readDeviceCookie(ctx.req, secure),
      currentSessionId: ctx.sessionId ?? undefined,
    });
    setSessionCookie(ctx.res, secure, token);
    setDeviceCookie(ctx.res, secure, deviceCookie);
    return { user };
  }),

  logout: publicProcedure.mutation(({ ctx }) => {
    clearSessionCookie(ctx.res, ctx.services.config.secureCookies);
    return ctx.services.auth.logout(ctx.sessionId ?? undefined);
  }),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.requestPasswordReset(input.email, meta(ctx))),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resetPassword(input, meta(ctx))),

  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      ctx.services.auth.changePassword(ctx.user, ctx.sessionId, input, meta(ctx)),
    ),

  updateProfile: protectedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user, input)),
});
