import {
  acceptInvitationInput,
  changePasswordInput,
  cookieLoginOutput,
  forgotPasswordInput,
  loginCodeInput,
  loginInput,
  loginMobileInput,
  messageOutput,
  notificationChannelsInput,
  notificationChannelsOutput,
  profileUpdated,
  requestCodeInput,
  resendCodeInput,
  resetPasswordInput,
  sessionOutput,
  setLanguageInput,
  setLanguageOutput,
  setPasswordByCodeInput,
  signupInput,
  updateProfileInput,
  verifyEmailInput,
} from '@seva/schemas';
import { type Context, protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  chosenLanguageOf,
  readDeviceCookie,
  setDeviceCookie,
  setLanguageCookie,
  setSessionCookie,
  signOutBrowser,
} from './cookies.ts';
import { type LoginResult, type RequestMeta, toSessionUser } from './service.ts';

const meta = (ctx: { ip: string }) => ({ ip: ctx.ip });

/** What a login needs to know of the request: its device cookie, session and language. */
const loginMeta = (ctx: Context): RequestMeta => ({
  ...meta(ctx),
  deviceCookie: readDeviceCookie(ctx.req, ctx.services.config.secureCookies),
  currentSessionId: ctx.sessionId ?? undefined,
  chosenLanguage: chosenLanguageOf(ctx.req),
});

/** Every login's answer, whatever proved it: the session in its HttpOnly cookie, never in JSON. */
function loggedIn(ctx: Context, login: LoginResult) {
  const secure = ctx.services.config.secureCookies;
  const { token, user, deviceCookie } = login;
  setSessionCookie(ctx.res, secure, token);
  setDeviceCookie(ctx.res, secure, deviceCookie);
  // The account's language follows the citizen to every device they log in on (or this
  // browser's own earlier choice became the account's: see auth.login).
  if (user.language) setLanguageCookie(ctx.res, secure, user.language);
  return { user };
}

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
    .mutation(async ({ ctx, input }) =>
      loggedIn(ctx, await ctx.services.auth.login(input, loginMeta(ctx))),
    ),

  // A mobile number instead of an e-mail (docs/product.md 38): a code by SMS, then a login
  // with it alone, or a password set with it.
  requestCode: publicProcedure
    .output(messageOutput)
    .input(requestCodeInput)
    .mutation(({ ctx, input }) => ctx.services.mobileLogin.requestCode(input, meta(ctx))),

  loginCode: publicProcedure
    .output(cookieLoginOutput)
    .input(loginCodeInput)
    .mutation(async ({ ctx, input }) =>
      loggedIn(ctx, await ctx.services.mobileLogin.loginWithCode(input, loginMeta(ctx))),
    ),

  loginMobile: publicProcedure
    .output(cookieLoginOutput)
    .input(loginMobileInput)
    .mutation(async ({ ctx, input }) =>
      loggedIn(ctx, await ctx.services.mobileLogin.loginWithPassword(input, loginMeta(ctx))),
    ),

  setPasswordByCode: publicProcedure
    .output(messageOutput)
    .input(setPasswordByCodeInput)
    .mutation(({ ctx, input }) =>
      ctx.services.mobileLogin.setPasswordByCode(input, {
        ...meta(ctx),
        currentSessionId: ctx.sessionId ?? undefined,
      }),
    ),

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

  setNotificationChannels: protectedProcedure
    .output(notificationChannelsOutput)
    .input(notificationChannelsInput)
    .mutation(({ ctx, input }) => ctx.services.auth.setNotificationChannels(ctx.user, input)),

  updateProfile: protectedProcedure
    .output(profileUpdated)
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.user, input)),
});
