import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { SeederConfig } from './schemas.js';

const tags = ['Groups: Seeders'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 422: ErrorBody };

/** /api/groups/seeders/{foods,labels,units}: any member may seed the group's data. */
export const seederRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { seeders } = app.services;

  app.post(
    '/foods',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'seedFoods', tags, security, body: SeederConfig, response: { 200: SuccessResponse, ...errors } },
    },
    (request) => seeders.seedFoods(authOf(request), request.body.locale),
  );
  app.post(
    '/labels',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'seedLabels', tags, security, body: SeederConfig, response: { 200: SuccessResponse, ...errors } },
    },
    (request) => seeders.seedLabels(authOf(request), request.body.locale),
  );
  app.post(
    '/units',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'seedUnits', tags, security, body: SeederConfig, response: { 200: SuccessResponse, ...errors } },
    },
    (request) => seeders.seedUnits(authOf(request), request.body.locale),
  );
};
