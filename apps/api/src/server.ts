import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config.ts';
import { AppError, GENERIC_ERROR_MESSAGE, httpStatusOf } from './errors.ts';
import { adminRestRoutes } from './features/admin/rest.ts';
import { applicationRestRoutes } from './features/applications/rest.ts';
import { isCrossSiteCookieRequest } from './features/auth/cookies.ts';
import { authRestRoutes } from './features/auth/rest.ts';
import { catalogueRestRoutes } from './features/catalogue/rest.ts';
import { consentRestRoutes } from './features/consent/rest.ts';
import { contactRestRoutes } from './features/contact/rest.ts';
import { lockerRestRoutes } from './features/locker/rest.ts';
import { noteRestRoutes } from './features/notes/rest.ts';
import { orderRestRoutes } from './features/orders/rest.ts';
import { paymentRestRoutes } from './features/payments/rest.ts';
import { privacyRestRoutes } from './features/privacy/rest.ts';
import { registerRestRoutes } from './features/register/rest.ts';
import { trackingRestRoutes } from './features/tracking/rest.ts';
import { asyncLogDestination, registerAccessLog } from './lib/access-log.ts';
import { type DataDirLock, lockDataDir } from './lib/data-dir-lock.ts';
import { authenticate, knownUserId } from './lib/http.ts';
import './lib/hindi.ts';
import { translateText } from '@seva/schemas/texts';
import { type OpenedDatabase, openConfiguredDatabase } from './database.ts';
import { registerRequestLanguage, requestLanguage } from './lib/language.ts';
import type { Mailer } from './lib/mail.ts';
import { createPasswordHasher } from './lib/passwords.ts';
import { withoutQueryParams } from './lib/query-errors.ts';
import { registerReadiness } from './lib/readiness.ts';
import { API_CACHE_CONTROL, isApiPath, securityHeaders } from './lib/security-headers.ts';
import { readSessionToken } from './lib/session-token.ts';
import { slowClientOptions } from './lib/slow-clients.ts';
import type { SmsSender } from './lib/sms.ts';
import { sweepStorage } from './lib/storage-sweep.ts';
import type { ActionLimits, ThrottledAction } from './lib/throttle.ts';
import { multipartLimits } from './lib/uploads.ts';
import { openApiRestRoutes } from './openapi/rest.ts';
import { type AppRouter, appRouter } from './router.ts';
import { createServices, type Services } from './services.ts';
import { type Context, createCallerFactory } from './trpc.ts';
import { inlineScriptHashes, readIndexHtml, readWebSites, registerWebApp } from './web.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface ServerOptions {
  config: Config;
  /** Where the built web app is; defaults to apps/web/dist beside this package. */
  webDist?: string;
  /** The bundled server ships its migrations beside itself; from source the db package's are used. */
  migrationsFolder?: string;
  /** PostgreSQL's migrations, likewise (for a postgres:// DATABASE_URL). */
  pgMigrationsFolder?: string;
  limits?: Record<ThrottledAction, ActionLimits>;
  mailer?: Mailer;
  smsSender?: SmsSender;
  /** `false`: no notification worker in this process (tests that drain the outbox themselves). */
  outbox?: false;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

export async function createServer(options: ServerOptions) {
  const { config } = options;
  // First, so nothing is open yet if it fails and no request ever waits on it.
  const hasher = await createPasswordHasher(config.hashConcurrency);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: asyncLogDestination(),
    },
    // registerAccessLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    forceCloseConnections: 'idle',
    ...slowClientOptions(config.timeouts),
  });

  let database: OpenedDatabase;
  let lock: DataDirLock;
  try {
    // Before the database and the sweep: a second server on the same DATA_DIR stops here.
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    await app.close();
    throw error;
  }
  try {
    // SQLite under DATA_DIR, or the PostgreSQL server DATABASE_URL names (migrated at start).
    database = await openConfiguredDatabase(config.database, {
      ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}),
      ...(options.pgMigrationsFolder ? { pgMigrationsFolder: options.pgMigrationsFolder } : {}),
      poolSize: config.databasePoolSize,
      logger: app.log,
    });
  } catch (error) {
    lock.release();
    await app.close();
    throw error;
  }
  let services: Services;
  try {
    services = createServices({
      config,
      database,
      hasher,
      logger: app.log,
      limits: options.limits,
      mailer: options.mailer,
      ...(options.smsSender ? { smsSender: options.smsSender } : {}),
      now: options.now,
    });
    // Before any request: identity numbers left plain are sealed, older rows get their
    // promised dates and search terms (docs/decisions/060, 067, 070).
    await services.migrateData();
    // Before any request: what a crash left in tmp/ or the stored files without a row goes now.
    await sweepStorage(services.repositories, services.storage, app.log);
  } catch (error) {
    // The sweep runs in here: a failure must still give DATA_DIR back.
    await database.close();
    lock.release();
    await app.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    // A backup in progress finishes, then codes and mails started after an answer, before the
    // database closes.
    await services.backups.stop();
    await services.retention.stop();
    await services.fileSealing.stop();
    await services.storageSweeper.stop();
    services.keyFile.stop();
    await services.auth.drain();
    // A send in progress ends (or times out); what is still waiting goes at the next start.
    await services.outbox.stop();
    services.mailer.close();
    await database.close();
    lock.release();
  });
  // Locker rows written before their checksums were recorded get them once, before any request.
  await services.locker.fillMissingChecksums();
  services.backups.start();
  services.retention.start();
  services.fileSealing.start();
  // The start-up pass ran above; then one every hour while the server runs.
  services.storageSweeper.start();
  services.keyFile.start();
  // Notifications written before this start (a crash, a restart) go out now.
  if (options.outbox !== false) services.outbox.start();

  const webDist = options.webDist ?? resolve(here, '../../web/dist');
  const indexHtml = readIndexHtml(webDist);

  const sites = indexHtml ? readWebSites(webDist, indexHtml) : null;
  const headers = securityHeaders({
    https: config.secureCookies,
    inlineScriptHashes: sites
      ? [...new Set([sites.en, sites.hi].flatMap((site) => inlineScriptHashes(site.indexHtml)))]
      : [],
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (isApiPath(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
  });
  // Before the drain's 503s too: every answer carries the headers and no-store.
  const readiness = registerReadiness(app, {
    database: services.repositories.databaseHealth,
    dataDir: config.dataDir,
    storageFolders: services.storage.localFolders,
    storage: services.storage,
    diskSpace: services.diskSpace,
    logger: app.log,
    now: options.now,
  });
  registerAccessLog(app, knownUserId);
  await app.register(fastifyCookie);
  registerRequestLanguage(app);
  await app.register(fastifyMultipart, { limits: multipartLimits });

  const publicOrigin = config.publicUrl.origin;
  app.addHook('onRequest', async (request, reply) => {
    const token = readSessionToken(request, config.secureCookies);
    if (token?.source === 'cookie' && isCrossSiteCookieRequest(request, publicOrigin)) {
      reply.code(403).send({ message: translateText('Cross-site request refused') });
      return reply;
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(httpStatusOf(error)).send({
        message: translateText(error.message),
        ...(error.reason ? { reason: error.reason } : {}),
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        clientErrorMessages[error.code] ??
        (error instanceof SyntaxError ? 'Malformed JSON in request body' : 'Bad request');
      return reply.code(status).send({ message: translateText(message) });
    }
    request.log.error({ err: withoutQueryParams(error) }, 'request failed');
    return reply.code(500).send({ message: translateText(GENERIC_ERROR_MESSAGE) });
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(authRestRoutes(services), { prefix: '/api' });
  await app.register(applicationRestRoutes(services), { prefix: '/api' });
  await app.register(catalogueRestRoutes(services), { prefix: '/api' });
  await app.register(adminRestRoutes(services), { prefix: '/api' });
  await app.register(orderRestRoutes(services), { prefix: '/api' });
  await app.register(contactRestRoutes(services), { prefix: '/api' });
  await app.register(lockerRestRoutes(services), { prefix: '/api' });
  await app.register(trackingRestRoutes(services), { prefix: '/api' });
  await app.register(paymentRestRoutes(services), { prefix: '/api' });
  await app.register(registerRestRoutes(services), { prefix: '/api' });
  await app.register(privacyRestRoutes(services), { prefix: '/api' });
  await app.register(consentRestRoutes(services), { prefix: '/api' });
  await app.register(noteRestRoutes(services), { prefix: '/api' });
  await app.register(openApiRestRoutes(), { prefix: '/api' });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: async ({ req, res }): Promise<Context> => {
        const auth = await authenticate(req, services);
        return {
          services,
          req,
          res,
          ip: req.ip,
          user: auth?.user ?? null,
          sessionId: auth?.sessionId ?? null,
        };
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error(
            { err: withoutQueryParams(error.cause ?? error), path },
            'tRPC procedure failed',
          );
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  const callerOf = createCallerFactory(appRouter);
  const webApp =
    sites && existsSync(webDist)
      ? await registerWebApp(
          app,
          webDist,
          sites,
          requestLanguage,
          async () => {
            const [products, applicationServices] = await Promise.all([
              services.catalogue.products(),
              services.catalogue.applicationServices(),
            ]);
            return { products, applicationServices };
          },
          async (request, reply, id) => {
            // A citizen's own application only, through the same procedures (and the same
            // checks and masking) the browser would call; anything else is the SPA shell.
            const auth = await authenticate(request, services);
            if (auth?.user.role !== 'user') return null;
            const caller = callerOf({
              services,
              req: request,
              res: reply,
              ip: request.ip,
              user: auth.user,
              sessionId: auth.sessionId,
            });
            try {
              const [me, detail] = await Promise.all([
                caller.auth.me(),
                caller.applications.byId({ id }),
              ]);
              return { me, id, detail };
            } catch (error) {
              if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return null;
              throw error;
            }
          },
        )
      : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (webApp && request.method === 'GET' && webApp.isAppPath(path)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(webApp.indexHtmlFor(request));
    }
    return reply.code(404).send({ message: translateText('Not found') });
  });

  return { app, services, readiness };
}
