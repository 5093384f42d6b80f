import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { SearchPaginationQuery } from '../organizers/group-data.js';
import { HouseholdSlugParams, HouseholdSummary } from './schemas.js';

const tags = ['Groups: Households'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/groups/households: any member reads every household of the group. */
export const groupHouseholdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { households } = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listGroupHouseholds',
        tags,
        security,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(HouseholdSummary), ...errors },
      },
    },
    async (request) => withPageLinks(request, await households.listGroupHouseholds(authOf(request), request.query)),
  );
  app.get(
    '/:householdSlug',
    {
      schema: {
        operationId: 'getGroupHousehold',
        tags,
        security,
        params: HouseholdSlugParams,
        response: { 200: HouseholdSummary, ...errors },
      },
    },
    (request) => households.getGroupHousehold(authOf(request), request.params.householdSlug),
  );
};
