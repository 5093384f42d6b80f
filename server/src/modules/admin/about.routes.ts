import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAdmin } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { AdminAboutInfo, AppStatistics, CheckAppConfig } from './about.schemas.js';

const tags = ['Admin: About'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody };

/** /api/admin/about: the running instance, its statistics and its configuration checks. */
export const adminAboutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { adminAbout } = app.services;

  app.get('', { schema: { operationId: 'getAdminAbout', tags, security, response: { 200: AdminAboutInfo, ...errors } } }, (request) =>
    adminAbout.getAdminAbout(authOf(request)),
  );
  app.get(
    '/statistics',
    { schema: { operationId: 'getAppStatistics', tags, security, response: { 200: AppStatistics, ...errors } } },
    (request) => adminAbout.getAppStatistics(authOf(request)),
  );
  app.get(
    '/check',
    { schema: { operationId: 'checkAppConfig', tags, security, response: { 200: CheckAppConfig, ...errors } } },
    (request) => adminAbout.checkAppConfig(authOf(request)),
  );
};
