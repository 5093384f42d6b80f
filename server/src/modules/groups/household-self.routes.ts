import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { UserOut } from '../users/schemas.js';
import {
  CreateInviteToken,
  EmailInitationResponse,
  EmailInvitation,
  HouseholdStatistics,
  ReadHouseholdPreferences,
  ReadInviteToken,
  SetPermissions,
  UpdateHouseholdPreferences,
} from './household-self.schemas.js';
import { HouseholdInDB } from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/**
 * /api/households/{self,members,preferences,permissions,statistics,invitations}: the caller's own
 * household. Registered at /households beside the cookbook and recipe-action plugins.
 */
export const householdSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { householdSelf, invitations } = app.services;
  const tags = ['Households: Self Service'];

  app.get(
    '/self',
    { schema: { operationId: 'getLoggedInUserHousehold', tags, security, response: { 200: HouseholdInDB, ...errors } } },
    (request) => householdSelf.getSelf(authOf(request)),
  );
  app.get(
    '/members',
    {
      schema: {
        operationId: 'getHouseholdMembers',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(UserOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await householdSelf.listMembers(authOf(request), request.query)),
  );
  app.get(
    '/preferences',
    { schema: { operationId: 'getHouseholdPreferences', tags, security, response: { 200: ReadHouseholdPreferences, ...errors } } },
    (request) => householdSelf.getPreferences(authOf(request)),
  );
  app.put(
    '/preferences',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateHouseholdPreferences',
        tags,
        security,
        body: UpdateHouseholdPreferences,
        response: { 200: ReadHouseholdPreferences, ...errors },
      },
    },
    (request) => householdSelf.updatePreferences(authOf(request), request.body),
  );
  app.put(
    '/permissions',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'setMemberPermissions', tags, security, body: SetPermissions, response: { 200: UserOut, ...errors } },
    },
    (request) => householdSelf.setMemberPermissions(authOf(request), request.body),
  );
  app.get(
    '/statistics',
    { schema: { operationId: 'getHouseholdStatistics', tags, security, response: { 200: HouseholdStatistics, ...errors } } },
    (request) => householdSelf.statistics(authOf(request)),
  );

  const invitationTags = ['Households: Invitations'];
  app.get(
    '/invitations',
    {
      schema: { operationId: 'getInviteTokens', tags: invitationTags, security, response: { 200: z.array(ReadInviteToken), ...errors } },
    },
    (request) => invitations.listInvitations(authOf(request)),
  );
  app.post(
    '/invitations',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createInviteToken',
        tags: invitationTags,
        security,
        body: CreateInviteToken,
        response: { 201: ReadInviteToken, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return invitations.createInvitation(authOf(request), request.body.uses);
    },
  );
  app.post(
    '/invitations/email',
    {
      // Each call sends a mail to any address: limited like the other mail-sending routes.
      config: { camelCaseBody: true, rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'emailInvitation',
        tags: invitationTags,
        security,
        body: EmailInvitation,
        response: { 200: EmailInitationResponse, ...errors },
      },
    },
    (request) => invitations.emailInvitation(authOf(request), request.body),
  );
};
