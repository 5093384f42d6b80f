import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { ItemIdParams, SearchPaginationQuery } from '../organizers/group-data.js';
import { crudHeaders } from '../organizers/http.js';
import { MultiPurposeLabelCreate, MultiPurposeLabelOut, MultiPurposeLabelUpdate } from './schemas.js';

const tags = ['Groups: Multi Purpose Labels'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/groups/labels: any member of the group reads and edits the group's labels. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preSerialization', crudHeaders);
  const { labels } = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listLabels',
        tags,
        security,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(MultiPurposeLabelOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await labels.listLabels(authOf(request), request.query)),
  );
  // Mealie answers 200 here, not 201.
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createLabel',
        tags,
        security,
        body: MultiPurposeLabelCreate,
        response: { 200: MultiPurposeLabelOut, ...errors },
      },
    },
    (request) => labels.createLabel(authOf(request), request.body),
  );
  app.get(
    '/:itemId',
    { schema: { operationId: 'getLabel', tags, security, params: ItemIdParams, response: { 200: MultiPurposeLabelOut, ...errors } } },
    (request) => labels.getLabel(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateLabel',
        tags,
        security,
        params: ItemIdParams,
        body: MultiPurposeLabelUpdate,
        response: { 200: MultiPurposeLabelOut, ...errors },
      },
    },
    (request) => labels.updateLabel(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    { schema: { operationId: 'deleteLabel', tags, security, params: ItemIdParams, response: { 200: MultiPurposeLabelOut, ...errors } } },
    (request) => labels.deleteLabel(authOf(request), request.params.itemId),
  );
};
