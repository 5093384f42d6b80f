import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppInfo, AppStartupInfo, AppTheme } from './schemas.js';

const tags = ['App: About'];

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.app;

  app.get('/about', { schema: { operationId: 'getAppInfo', tags, response: { 200: AppInfo } } }, () => service.about());

  app.get('/about/startup-info', { schema: { operationId: 'getStartupInfo', tags, response: { 200: AppStartupInfo } } }, () =>
    service.startupInfo(),
  );

  app.get('/about/theme', { schema: { operationId: 'getAppTheme', tags, response: { 200: AppTheme } } }, (_request, reply) => {
    reply.header('cache-control', 'public, max-age=604800');
    return service.theme();
  });
};
