import {
  acceptInvitationInput,
  changePasswordInput,
  forgotPasswordInput,
  loginCodeInput,
  loginInput,
  loginMobileInput,
  notificationChannelsInput,
  requestCodeInput,
  resendCodeInput,
  resetPasswordInput,
  setLanguageInput,
  setPasswordByCodeInput,
  signupInput,
  updateProfileInput,
  verifyEmailInput,
} from '@seva/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { authenticate, parseBody, requireAuth } from '../../lib/http.ts';
import type { Services } from '../../services.ts';
import {
  chosenLanguageOf,
  readDeviceCookie,
  setDeviceCookie,
  setLanguageCookie,
  signOutBrowser,
} from './cookies.ts';
import { authMessages, type LoginResult, type RequestMeta, toSessionUser } from './service.ts';

/**
 * The original portal's /api/auth paths (docs/product.md, Accounts): thin doors onto the auth
 * service.
 */
export function authRestRoutes(services: Services) {
  const { auth, mobileLogin } = services;
  const secure = services.config.secureCookies;

  /** What a login needs to know of the request: its device cookie, session and language. */
  const loginMeta = async (request: FastifyRequest): Promise<RequestMeta> => ({
    ip: request.ip,
    deviceCookie: readDeviceCookie(request, secure),
    currentSessionId: (await authenticate(request, services))?.sessionId,
    chosenLanguage: chosenLanguageOf(request),
  });

  /** Every login's answer, whatever proved it: the seeds' `{ token, user }`, and cookies. */
  const loggedIn = (reply: FastifyReply, login: LoginResult) => {
    const { token, user, expiresAt, deviceCookie } = login;
    // A REST client with a cookie jar keeps it too, and gets its own login bucket.
    setDeviceCookie(reply, secure, deviceCookie);
    // The account's language follows the citizen to every device they log in on (or this
    // browser's own earlier choice became the account's: see auth.login).
    if (user.language) setLanguageCookie(reply, secure, user.language);
    return { token, user, expiresAt: expiresAt.toISOString() };
  };

  return async function routes(app: FastifyInstance) {
    app.post('/auth/signup', async (request, reply) => {
      const input = parseBody(signupInput, request.body);
      reply.code(201);
      return auth.signup(input, { ip: request.ip });
    });

    // The link in a counter account's invitation e-mail (docs/product.md, The counter).
    app.post('/auth/accept-invitation', async (request) =>
      services.counter.accept(parseBody(acceptInvitationInput, request.body), { ip: request.ip }),
    );

    app.post('/auth/verify-email', async (request) =>
      auth.verifyEmail(parseBody(verifyEmailInput, request.body), { ip: request.ip }),
    );

    app.post('/auth/resend-code', async (request) =>
      auth.resendVerificationCode(parseBody(resendCodeInput, request.body).email, {
        ip: request.ip,
      }),
    );

    app.post('/auth/login', async (request, reply) =>
      loggedIn(
        reply,
        await auth.login(parseBody(loginInput, request.body), await loginMeta(request)),
      ),
    );

    // A mobile number instead of an e-mail (docs/product.md 38): a code by SMS, then a login
    // with it alone, or a password set with it.
    app.post('/auth/request-code', async (request) =>
      mobileLogin.requestCode(parseBody(requestCodeInput, request.body), { ip: request.ip }),
    );

    app.post('/auth/login-code', async (request, reply) =>
      loggedIn(
        reply,
        await mobileLogin.loginWithCode(
          parseBody(loginCodeInput, request.body),
          await loginMeta(request),
        ),
      ),
    );

    app.post('/auth/login-mobile', async (request, reply) =>
      loggedIn(
        reply,
        await mobileLogin.loginWithPassword(
          parseBody(loginMobileInput, request.body),
          await loginMeta(request),
        ),
      ),
    );

    app.post('/auth/set-password-code', async (request) =>
      mobileLogin.setPasswordByCode(parseBody(setPasswordByCodeInput, request.body), {
        ip: request.ip,
        currentSessionId: (await authenticate(request, services))?.sessionId,
      }),
    );

    app.post('/auth/logout', async (request, reply) => {
      const current = await authenticate(request, services);
      signOutBrowser(reply, secure);
      return auth.logout(current?.sessionId);
    });

    app.get('/auth/me', async (request) => {
      const current = await authenticate(request, services);
      if (!current) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
      return { user: toSessionUser(current.user) };
    });

    app.post('/auth/forgot-password', async (request) =>
      auth.requestPasswordReset(parseBody(forgotPasswordInput, request.body).email, {
        ip: request.ip,
      }),
    );

    app.post('/auth/reset-password', async (request) =>
      auth.resetPassword(parseBody(resetPasswordInput, request.body), { ip: request.ip }),
    );

    app.post('/auth/change-password', async (request) => {
      const current = await requireAuth(request, services);
      return auth.changePassword(
        current.user,
        current.sessionId,
        parseBody(changePasswordInput, request.body),
        { ip: request.ip },
      );
    });

    app.put('/auth/language', async (request, reply) => {
      const current = await requireAuth(request, services);
      const { language } = parseBody(setLanguageInput, request.body);
      setLanguageCookie(reply, secure, language);
      return auth.setLanguage(current.user, language);
    });

    app.put('/auth/notifications', async (request) => {
      const current = await requireAuth(request, services);
      return auth.setNotificationChannels(
        current.user,
        parseBody(notificationChannelsInput, request.body),
      );
    });

    app.patch('/auth/profile', async (request) => {
      const current = await requireAuth(request, services);
      return auth.updateProfile(current.user, parseBody(updateProfileInput, request.body));
    });
  };
}
