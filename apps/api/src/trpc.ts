import type { User } from '@seva/db';
import { translateText } from '@seva/schemas/texts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { AppError, firstIssueMessage, GENERIC_ERROR_MESSAGE, toTRPCError } from './errors.ts';
import { accessMessages } from './lib/access-messages.ts';
import { NOT_AUTHORIZED } from './lib/http.ts';
import type { Services } from './services.ts';

export interface Context {
  services: Services;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
  ip: string;
  user: User | null;
  sessionId: string | null;
}

function issuesOf(cause: unknown): ReadonlyArray<{ message: string; path?: PropertyKey[] }> | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues as Array<{ message: string; path?: PropertyKey[] }>;
  }
  return null;
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? issuesOf(error.cause) : null;
    const appError = error.cause instanceof AppError ? error.cause : null;
    const hidden = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      // In the caller's language: texts fixed in English (Zod's, constants) go through the dictionary.
      message: issues
        ? firstIssueMessage(issues)
        : translateText(hidden ? GENERIC_ERROR_MESSAGE : shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        reason: appError?.reason ?? null,
        extra: appError?.extra ?? null,
        fieldErrors: issues
          ? issues.map((issue) => ({
              path: (issue.path ?? []).map(String),
              message: translateText(issue.message),
            }))
          : null,
      },
    };
  },
});

/** Services throw AppError; this turns it into the matching tRPC code with the same message. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTRPCError(result.error.cause);
  return result;
});

export const router = t.router;
/** In-process calls of the procedures, as the server's own pages make them (web.ts). */
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: accessMessages.notAuthenticated });
  }
  return next({ ctx: { ...ctx, user: ctx.user, sessionId: ctx.sessionId } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: NOT_AUTHORIZED,
    });
  }
  return next();
});
