import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAdmin } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { SiteSettings, SiteSettingsUpdate } from '../app/site-settings.js';
import { GroupAdminUpdate, GroupBase, GroupInDB, HouseholdCreate, HouseholdInDB, UpdateHouseholdAdmin } from '../groups/schemas.js';
import { UserBase, UserIn, UserOut } from '../users/schemas.js';
import { ForgotPasswordAdmin, ItemIdParams, PasswordResetToken, UnlockQuery, UnlockResponse } from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

/**
 * /api/admin/*: every route needs an administrator, and acts on any group as in Mealie; the
 * services check the administrator again wherever they reach across groups.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { adminUsers, groups, households, siteSettings } = app.services;

  // Users
  const userTags = ['Admin: Manage Users'];
  app.get(
    '/users',
    {
      schema: {
        operationId: 'listUsersAdmin',
        tags: userTags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(UserOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await adminUsers.listUsers(authOf(request), request.query)),
  );
  app.post(
    '/users',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'createUserAdmin', tags: userTags, security, body: UserIn, response: { 201: UserOut, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return adminUsers.createUser(authOf(request), request.body);
    },
  );
  app.post(
    '/users/unlock',
    {
      schema: {
        operationId: 'unlockUsers',
        tags: userTags,
        security,
        querystring: UnlockQuery,
        response: { 200: UnlockResponse, ...errors },
      },
    },
    (request) => adminUsers.unlockUsers(authOf(request), request.query.force),
  );
  app.post(
    '/users/password-reset-token',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createPasswordResetTokenAdmin',
        tags: userTags,
        security,
        body: ForgotPasswordAdmin,
        response: { 201: PasswordResetToken, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return adminUsers.createPasswordResetToken(authOf(request), request.body.email);
    },
  );
  app.get(
    '/users/:itemId',
    { schema: { operationId: 'getUserAdmin', tags: userTags, security, params: ItemIdParams, response: { 200: UserOut, ...errors } } },
    (request) => adminUsers.getUser(authOf(request), request.params.itemId),
  );
  app.put(
    '/users/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateUserAdmin',
        tags: userTags,
        security,
        params: ItemIdParams,
        body: UserBase,
        response: { 200: UserOut, ...errors },
      },
    },
    (request) => adminUsers.updateUser(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/users/:itemId',
    { schema: { operationId: 'deleteUserAdmin', tags: userTags, security, params: ItemIdParams, response: { 200: UserOut, ...errors } } },
    (request) => adminUsers.deleteUser(authOf(request), request.params.itemId),
  );

  // Groups
  const groupTags = ['Admin: Manage Groups'];
  app.get(
    '/groups',
    {
      schema: {
        operationId: 'listGroupsAdmin',
        tags: groupTags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(GroupInDB), ...errors },
      },
    },
    async (request) => withPageLinks(request, await groups.listGroups(authOf(request), request.query)),
  );
  app.post(
    '/groups',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'createGroupAdmin', tags: groupTags, security, body: GroupBase, response: { 201: GroupInDB, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return groups.createGroup(authOf(request), request.body.name);
    },
  );
  app.get(
    '/groups/:itemId',
    { schema: { operationId: 'getGroupAdmin', tags: groupTags, security, params: ItemIdParams, response: { 200: GroupInDB, ...errors } } },
    (request) => groups.getGroup(authOf(request), request.params.itemId),
  );
  app.put(
    '/groups/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateGroupAdmin',
        tags: groupTags,
        security,
        params: ItemIdParams,
        body: GroupAdminUpdate,
        response: { 200: GroupInDB, ...errors },
      },
    },
    (request) => groups.updateGroup(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/groups/:itemId',
    {
      schema: { operationId: 'deleteGroupAdmin', tags: groupTags, security, params: ItemIdParams, response: { 200: GroupInDB, ...errors } },
    },
    (request) => groups.deleteGroup(authOf(request), request.params.itemId),
  );

  // Households
  const householdTags = ['Admin: Manage Households'];
  app.get(
    '/households',
    {
      schema: {
        operationId: 'listHouseholdsAdmin',
        tags: householdTags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(HouseholdInDB), ...errors },
      },
    },
    async (request) => withPageLinks(request, await households.listHouseholds(authOf(request), request.query)),
  );
  app.post(
    '/households',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createHouseholdAdmin',
        tags: householdTags,
        security,
        body: HouseholdCreate,
        response: { 201: HouseholdInDB, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return households.createHousehold(authOf(request), request.body.groupId, request.body.name);
    },
  );
  app.get(
    '/households/:itemId',
    {
      schema: {
        operationId: 'getHouseholdAdmin',
        tags: householdTags,
        security,
        params: ItemIdParams,
        response: { 200: HouseholdInDB, ...errors },
      },
    },
    (request) => households.getHousehold(authOf(request), request.params.itemId),
  );
  app.put(
    '/households/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateHouseholdAdmin',
        tags: householdTags,
        security,
        params: ItemIdParams,
        body: UpdateHouseholdAdmin,
        response: { 200: HouseholdInDB, ...errors },
      },
    },
    (request) => households.updateHousehold(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/households/:itemId',
    {
      schema: {
        operationId: 'deleteHouseholdAdmin',
        tags: householdTags,
        security,
        params: ItemIdParams,
        response: { 200: HouseholdInDB, ...errors },
      },
    },
    (request) => households.deleteHousehold(authOf(request), request.params.itemId),
  );

  // Site settings (Larder's own; Mealie keeps these in its build configuration)
  const siteTags = ['Admin: Site Settings'];
  app.get(
    '/site-settings',
    { schema: { operationId: 'getSiteSettings', tags: siteTags, security, response: { 200: SiteSettings, ...errors } } },
    () => siteSettings.get(),
  );
  app.put(
    '/site-settings',
    {
      schema: {
        operationId: 'updateSiteSettings',
        tags: siteTags,
        security,
        body: SiteSettingsUpdate,
        response: { 200: SiteSettings, ...errors },
      },
    },
    (request) => siteSettings.update(authOf(request), request.body),
  );
};
