import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAdmin } from '../../platform/auth/plugin.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { MaintenanceStorageDetails, MaintenanceSummary } from './maintenance.schemas.js';

const tags = ['Admin: Maintenance'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody };

/** /api/admin/maintenance: sizes of the data folder and Mealie's clean-up actions. */
export const adminMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { adminMaintenance } = app.services;

  app.get(
    '',
    { schema: { operationId: 'getMaintenanceSummary', tags, security, response: { 200: MaintenanceSummary, ...errors } } },
    (request) => adminMaintenance.getMaintenanceSummary(authOf(request)),
  );
  app.get(
    '/storage',
    { schema: { operationId: 'getStorageDetails', tags, security, response: { 200: MaintenanceStorageDetails, ...errors } } },
    (request) => adminMaintenance.getStorageDetails(authOf(request)),
  );
  app.post(
    '/clean/images',
    { schema: { operationId: 'cleanImages', tags, security, response: { 200: SuccessResponse, ...errors } } },
    (request) => adminMaintenance.cleanImages(authOf(request)),
  );
  app.post(
    '/clean/temp',
    { schema: { operationId: 'cleanTemp', tags, security, response: { 200: SuccessResponse, ...errors } } },
    (request) => adminMaintenance.cleanTemp(authOf(request)),
  );
  app.post(
    '/clean/recipe-folders',
    { schema: { operationId: 'cleanRecipeFolders', tags, security, response: { 200: SuccessResponse, ...errors } } },
    (request) => adminMaintenance.cleanRecipeFolders(authOf(request)),
  );
};
