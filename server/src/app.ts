import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { adminAboutRoutes } from './modules/admin/about.routes.js';
import { adminDebugRoutes } from './modules/admin/debug.routes.js';
import { adminEmailRoutes } from './modules/admin/email.routes.js';
import { adminMaintenanceRoutes } from './modules/admin/maintenance.routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { appRoutes } from './modules/app/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { cookbookRoutes } from './modules/cookbooks/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { exploreRoutes } from './modules/explore/routes.js';
import { foodRoutes } from './modules/foods/routes.js';
import { groupSelfRoutes } from './modules/groups/group-self.routes.js';
import { householdSelfRoutes } from './modules/groups/household-self.routes.js';
import { groupHouseholdRoutes } from './modules/groups/routes.js';
import { labelRoutes } from './modules/labels/routes.js';
import { mealPlanFeedRoutes, mealPlanRoutes } from './modules/mealplans/routes.js';
import { organizerRoutes } from './modules/organizers/routes.js';
import { parserRoutes } from './modules/parser/routes.js';
import { recipeActionRoutes } from './modules/recipes/actions/routes.js';
import { commentRoutes } from './modules/recipes/comments/routes.js';
import { recipeExportRoutes } from './modules/recipes/exports/routes.js';
import { recipeImportRoutes } from './modules/recipes/import/routes.js';
import { recipeMediaRoutes } from './modules/recipes/media/routes.js';
import { ratingRoutes } from './modules/recipes/ratings/routes.js';
import { recipeRoutes } from './modules/recipes/routes.js';
import { sharedRecipeRoutes } from './modules/recipes/shares/routes.js';
import { timelineRoutes } from './modules/recipes/timeline/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { seederRoutes } from './modules/seeders/routes.js';
import { shoppingItemRoutes } from './modules/shopping/items.routes.js';
import { shoppingListRoutes } from './modules/shopping/lists.routes.js';
import { unitRoutes } from './modules/units/routes.js';
import { avatarRoutes } from './modules/users/avatar.routes.js';
import { userRoutes } from './modules/users/routes.js';
import { dockerValidationRoutes } from './modules/validators/docker.routes.js';
import { validatorRoutes } from './modules/validators/routes.js';
import { authPlugin } from './platform/auth/plugin.js';
import { createTokenSigner } from './platform/auth/tokens.js';
import { camelCaseBodies } from './platform/camel-case.js';
import type { Deps } from './platform/deps.js';
import { errorHandler } from './platform/error-handler.js';
import { EventHub } from './platform/events/hub.js';
import { FileStore } from './platform/files.js';
import { JobRunner } from './platform/jobs/runner.js';
import { LibraryCache } from './platform/library-cache.js';
import { createOpenAiClient } from './platform/openai.js';
import { OutboundFetcher } from './platform/outbound.js';
import { requestLog } from './platform/request-log.js';
import { docsCsp, securityHeaders } from './platform/security-headers.js';
import { ambientDb } from './platform/transactions.js';
import { webApp } from './platform/web-app.js';
import { createServices } from './services.js';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Folder of the built web app; defaults to STATIC_FILES or web/dist beside the server. */
  webRoot?: string | null;
  /**
   * Run background work (the job runner, the PostgreSQL event listener) once ready; default true.
   * Off only for a throwaway app that just prints its OpenAPI document.
   */
  background?: boolean;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server from a configuration and an open database; tests call this in-process. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One line per request at debug, slow and failed ones at info (platform/request-log).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every statement made through this handle joins the current unit of work (platform/transactions).
  const db = ambientDb(database.db);
  const deps: Deps = {
    db,
    engine: database.engine,
    config,
    log: app.log,
    tokens: createTokenSigner(options.secret),
    files: new FileStore(config.dataDir),
    outbound: new OutboundFetcher({ allowPrivateNetwork: config.allowPrivateNetworkImport }),
    openai: createOpenAiClient(config.openai),
    libraryCache: new LibraryCache(db, config.libraryCacheMb * 1024 * 1024),
    jobs: new JobRunner({ db, engine: database.engine, leaseMs: config.jobLeaseSeconds * 1000, logger: app.log }),
    events: new EventHub({ db, engine: database.engine, listen: database.listen, log: app.log }),
  };
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps));
  // Jobs are claimed once every plugin is loaded; a closing app stops claiming and lets running jobs end.
  // Other processes' events (PostgreSQL LISTEN) are heard for as long as the app runs.
  if (options.background !== false) {
    app.addHook('onReady', () => deps.jobs.start());
    app.addHook('onReady', () => deps.events.start());
  }
  app.addHook('onClose', () => deps.jobs.stop());
  app.addHook('onClose', () => deps.events.stop());
  deps.jobs.schedule('events-prune', '41 * * * *', () => deps.events.prune());

  await app.register(securityHeaders);
  await app.register(requestLog);
  // Answers above 1 KiB are compressed for clients that accept it (Mealie: GZip above 1000 bytes);
  // brotli at a quality cheap enough for every request. The built web app is served precompressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorHandler);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(camelCaseBodies);
  await app.register(authPlugin);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Larder', description: 'Larder speaks the Mealie REST API.', version: config.version },
      components: {
        securitySchemes: {
          OAuth2PasswordBearer: { type: 'oauth2', flows: { password: { tokenUrl: '/api/auth/token', scopes: {} } } },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (config.apiDocs) {
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true, transformStaticCSP: docsCsp });
  }
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(
    async (api) => {
      await api.register(appRoutes, { prefix: '/app' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(avatarRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(adminDebugRoutes, { prefix: '/admin/debug' });
      await api.register(adminAboutRoutes, { prefix: '/admin/about' });
      await api.register(adminEmailRoutes, { prefix: '/admin/email' });
      await api.register(adminMaintenanceRoutes, { prefix: '/admin/maintenance' });
      await api.register(validatorRoutes, { prefix: '/validators' });
      await api.register(dockerValidationRoutes, { prefix: '/media/docker' });
      await api.register(organizerRoutes, { prefix: '/organizers' });
      await api.register(foodRoutes, { prefix: '/foods' });
      await api.register(unitRoutes, { prefix: '/units' });
      await api.register(parserRoutes, { prefix: '/parser' });
      await api.register(labelRoutes, { prefix: '/groups/labels' });
      await api.register(groupHouseholdRoutes, { prefix: '/groups/households' });
      await api.register(groupSelfRoutes, { prefix: '/groups' });
      await api.register(seederRoutes, { prefix: '/groups/seeders' });
      await api.register(reportRoutes, { prefix: '/groups/reports' });
      // Recipe sub-resources; each plugin names its full paths under /api (ratings live under /users).
      await api.register(ratingRoutes, { prefix: '/users' });
      await api.register(commentRoutes);
      await api.register(recipeRoutes, { prefix: '/recipes' });
      await api.register(timelineRoutes, { prefix: '/recipes/timeline/events' });
      await api.register(sharedRecipeRoutes);
      await api.register(recipeMediaRoutes);
      await api.register(recipeExportRoutes);
      await api.register(recipeImportRoutes);
      await api.register(householdSelfRoutes, { prefix: '/households' });
      await api.register(cookbookRoutes, { prefix: '/households/cookbooks' });
      // Mealie 1.x path, still called by released clients.
      await api.register(cookbookRoutes, { prefix: '/groups/cookbooks', alias: true });
      await api.register(recipeActionRoutes, { prefix: '/households/recipe-actions' });
      await api.register(recipeActionRoutes, { prefix: '/groups/recipe-actions', alias: true });
      await api.register(shoppingListRoutes, { prefix: '/households/shopping/lists' });
      await api.register(shoppingItemRoutes, { prefix: '/households/shopping/items' });
      await api.register(shoppingListRoutes, { prefix: '/groups/shopping/lists', alias: true });
      await api.register(shoppingItemRoutes, { prefix: '/groups/shopping/items', alias: true });
      await api.register(mealPlanFeedRoutes, { prefix: '/households/mealplans' });
      await api.register(mealPlanRoutes, { prefix: '/households/mealplans' });
      await api.register(mealPlanRoutes, { prefix: '/groups/mealplans', alias: true });
      await api.register(exploreRoutes, { prefix: '/explore/groups' });
      await api.register(eventRoutes, { prefix: '/events' });
    },
    { prefix: '/api' },
  );

  const webRoot = options.webRoot === null ? undefined : (options.webRoot ?? config.staticDir ?? DEFAULT_WEB_ROOT);
  await app.register(webApp, { root: webRoot });

  return app;
}
