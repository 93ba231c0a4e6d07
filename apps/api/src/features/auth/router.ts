import {
  acceptInvitationInput,
  changePasswordInput,
  cookieLoginOutput,
  forgotPasswordInput,
  loginInput,
  messageOutput,
  profileUpdated,
  resendCodeInput,
  resetPasswordInput,
  sessionOutput,
  setLanguageInput,
  setLanguageOutput,
  signupInput,
  updateProfileInput,
  verifyEmailInput,
} from '@seva/schemas';
import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  chosenLanguageOf,
  readDeviceCookie,
  setDeviceCookie,
  setLanguageCookie,
  setSessionCookie,
  signOutBrowser,
} from './cookies.ts';
import { toSessionUser } from './service.ts';

const meta = (ctx: { ip: string }) => ({ ip: ctx.ip });

export const authRouter = router({
  me: publicProcedure
    .output(sessionOutput)
    .query(({ ctx }) => ({ user: ctx.user ? toSessionUser(ctx.user) : null })),

  signup: publicProcedure
    .output(messageOutput)
    .input(signupInput)
    .mutation(({ ctx, input }) => ctx.services.auth.signup(input, meta(ctx))),

  acceptInvitation: publicProcedure
    .output(messageOutput)
    .input(acceptInvitationInput)
    .mutation(({ ctx, input }) => ctx.services.counter.accept(input, meta(ctx))),

  verifyEmail: publicProcedure
    .output(messageOutput)
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => ctx.services.auth.verifyEmail(input, meta(ctx))),

  resendCode: publicProcedure
    .output(messageOutput)
    .input(resendCodeInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resendVerificationCode(input.email, meta(ctx))),

  login: publicProcedure
    .output(cookieLoginOutput)
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const secure = ctx.services.config.secureCookies;
      const { token, user, deviceCookie } = await ctx.services.auth.login(input, {
        ...meta(ctx),
        deviceCookie: readDeviceCookie(ctx.req, secure),
        currentSessionId: ctx.sessionId ?? undefined,
        chosenLanguage: chosenLanguageOf(ctx.req),
      });
      setSessionCookie(ctx.res, secure, token);
      setDeviceCookie(ctx.res, secure, deviceCookie);
      // The account's language follows the citizen to every device they log in on (or this
      // browser's own earlier choice became the account's: see auth.login).
      if (user.language) setLanguageCookie(ctx.res, secure, user.language);
      return { user };
    }),

  logout: publicProcedure.output(messageOutput).mutation(({ ctx }) => {
    signOutBrowser(ctx.res, ctx.services.config.secureCookies);
    return ctx.services.auth.logout(ctx.sessionId ?? undefined);
  }),

  forgotPassword: publicProcedure
    .output(messageOutput)
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.requestPasswordReset(input.email, meta(ctx))),

  resetPassword: publicProcedure
    .output(messageOutput)
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resetPassword(input, meta(ctx))),

  changePassword: protectedProcedure
    .output(messageOutput)
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      ctx.services.auth.changePassword(ctx.user, ctx.sessionId, input, meta(ctx)),
    ),

  setLanguage: protectedProcedure
    .output(setLanguageOutput)
    .input(setLanguageInput)
    .mutation(({ ctx, input }) => {
      setLanguageCookie(ctx.res, ctx.services.config.secureCookies, input.language);
      return ctx.services.auth.setLanguage(ctx.user, input.language);
    }),

  updateProfile: protectedProcedure
    .output(profileUpdated)
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user, input)),
});
