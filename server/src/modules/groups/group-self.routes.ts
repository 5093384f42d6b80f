import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { UserSummary } from '../users/schemas.js';
import { GroupMemberParams, GroupStorage, GroupSummary, UpdateGroupPreferences } from './group-self.schemas.js';
import { ReadGroupPreferences } from './schemas.js';

const tags = ['Groups: Self Service'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/groups/self|members|preferences|storage: the signed-in member's own group. */
export const groupSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { groupSelf } = app.services;

  app.get('/self', { schema: { operationId: 'getGroupSelf', tags, security, response: { 200: GroupSummary, ...errors } } }, (request) =>
    groupSelf.getGroupSelf(authOf(request)),
  );
  app.get(
    '/members',
    {
      schema: {
        operationId: 'listGroupMembers',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(UserSummary), ...errors },
      },
    },
    async (request) => withPageLinks(request, await groupSelf.listGroupMembers(authOf(request), request.query)),
  );
  app.get(
    '/members/:usernameOrId',
    {
      schema: {
        operationId: 'getGroupMember',
        tags,
        security,
        params: GroupMemberParams,
        response: { 200: UserSummary, ...errors },
      },
    },
    (request) => groupSelf.getGroupMember(authOf(request), request.params.usernameOrId),
  );
  app.get(
    '/preferences',
    { schema: { operationId: 'getGroupPreferences', tags, security, response: { 200: ReadGroupPreferences, ...errors } } },
    (request) => groupSelf.getGroupPreferences(authOf(request)),
  );
  app.put(
    '/preferences',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateGroupPreferences',
        tags,
        security,
        body: UpdateGroupPreferences,
        response: { 200: ReadGroupPreferences, ...errors },
      },
    },
    (request) => groupSelf.updateGroupPreferences(authOf(request), request.body),
  );
  app.get(
    '/storage',
    { schema: { operationId: 'getGroupStorage', tags, security, response: { 200: GroupStorage, ...errors } } },
    (request) => groupSelf.getGroupStorage(authOf(request)),
  );
};
