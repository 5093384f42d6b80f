import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import {
  CopyPlanRange,
  CreatePlanEntry,
  MealPlanFeed,
  MealPlanFeedParams,
  PlanEntriesQuery,
  PlanEntryIdParams,
  PlanRuleIdParams,
  PlanRulesCreate,
  PlanRulesOut,
  RandomMealPlan,
  ReadPlanEntry,
  UpdatePlanEntry,
} from './schemas.js';

const tags = ['Households: Mealplans'];
const ruleTags = ['Households: Mealplan Rules'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export interface AliasOptions {
  /** Registered a second time under a Mealie 1.x path: same handlers, kept out of the OpenAPI document. */
  alias?: boolean;
}

/**
 * The public address the feed is reached at: `BASE_URL` when it was set, otherwise the address
 * this request came to (a home install reached by its LAN address has no BASE_URL).
 */
function publicOrigin(request: FastifyRequest): string {
  const { baseUrl, baseUrlSet } = request.server.deps.config;
  return baseUrlSet ? baseUrl : `${request.protocol}://${request.host}`;
}

/** /api/households/mealplans/feed/{token}.ics: the calendar feed answers calendar apps, which send no sign-in; its secret address is the credential. */
export const mealPlanFeedRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  const { mealPlans } = app.services;
  const hide = options.alias === true;
  app.get(
    '/feed/:file',
    {
      schema: {
        hide,
        operationId: 'getMealPlanFeedCalendar',
        tags,
        description: 'The household plan as an iCalendar file; the address from POST /feed is the only credential.',
        params: MealPlanFeedParams,
        response: { 200: z.string().describe('text/calendar'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const body = await mealPlans.renderFeed(token, publicOrigin(request));
      reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300');
      return body;
    },
  );
};

/** /api/households/mealplans (and the Mealie 1.x alias /api/groups/mealplans): the household's plan and rules. */
export const mealPlanRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);
  const { mealPlans } = app.services;
  const hide = options.alias === true;
  const op = <S extends object>(operationId: string, extra: S, t = tags) => ({ hide, operationId, tags: t, security, ...extra });

  app.get(
    '',
    { schema: op('listMealPlans', { querystring: PlanEntriesQuery, response: { 200: paginated(ReadPlanEntry), ...errors } }) },
    async (request) => mealPlans.listEntries(authOf(request), request.query),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: op('createMealPlan', { body: CreatePlanEntry, response: { 201: ReadPlanEntry, ...errors } }),
    },
    async (request, reply) => {
      reply.code(201);
      return mealPlans.createEntry(authOf(request), request.body);
    },
  );
  app.get('/today', { schema: op('getTodaysMeals', { response: { 200: z.array(ReadPlanEntry), ...errors } }) }, (request) =>
    mealPlans.todaysEntries(authOf(request)),
  );
  app.post(
    '/random',
    {
      config: { camelCaseBody: true },
      schema: op('createRandomMealPlan', { body: RandomMealPlan, response: { 200: ReadPlanEntry, ...errors } }),
    },
    (request) => mealPlans.randomEntry(authOf(request), request.body),
  );
  app.post(
    '/copy',
    {
      config: { camelCaseBody: true },
      schema: op('copyMealPlans', {
        description: 'Larder: copies the entries dated startDate…endDate so that startDate lands on targetDate.',
        body: CopyPlanRange,
        response: { 201: z.array(ReadPlanEntry), ...errors },
      }),
    },
    async (request, reply) => {
      reply.code(201);
      return mealPlans.copyRange(authOf(request), request.body);
    },
  );

  // The private calendar address of the household (Larder).
  app.get('/feed', { schema: op('getMealPlanFeed', { response: { 200: MealPlanFeed, ...errors } }) }, (request) =>
    mealPlans.getFeed(authOf(request), publicOrigin(request)),
  );
  app.post('/feed', { schema: op('createMealPlanFeed', { response: { 200: MealPlanFeed, ...errors } }) }, (request) =>
    mealPlans.createFeed(authOf(request), publicOrigin(request)),
  );
  app.delete('/feed', { schema: op('revokeMealPlanFeed', { response: { 200: MealPlanFeed, ...errors } }) }, (request) =>
    mealPlans.revokeFeed(authOf(request)),
  );

  app.get(
    '/rules',
    { schema: op('listMealPlanRules', { querystring: PaginationQuery, response: { 200: paginated(PlanRulesOut), ...errors } }, ruleTags) },
    async (request) => withPageLinks(request, await mealPlans.listRules(authOf(request), request.query)),
  );
  app.post(
    '/rules',
    {
      config: { camelCaseBody: true },
      schema: op('createMealPlanRule', { body: PlanRulesCreate, response: { 201: PlanRulesOut, ...errors } }, ruleTags),
    },
    async (request, reply) => {
      reply.code(201);
      return mealPlans.createRule(authOf(request), request.body);
    },
  );
  app.get(
    '/rules/:itemId',
    { schema: op('getMealPlanRule', { params: PlanRuleIdParams, response: { 200: PlanRulesOut, ...errors } }, ruleTags) },
    (request) => mealPlans.getRule(authOf(request), request.params.itemId),
  );
  app.put(
    '/rules/:itemId',
    {
      config: { camelCaseBody: true },
      schema: op(
        'updateMealPlanRule',
        { params: PlanRuleIdParams, body: PlanRulesCreate, response: { 200: PlanRulesOut, ...errors } },
        ruleTags,
      ),
    },
    (request) => mealPlans.updateRule(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/rules/:itemId',
    { schema: op('deleteMealPlanRule', { params: PlanRuleIdParams, response: { 200: PlanRulesOut, ...errors } }, ruleTags) },
    (request) => mealPlans.deleteRule(authOf(request), request.params.itemId),
  );

  app.get(
    '/:itemId',
    { schema: op('getMealPlan', { params: PlanEntryIdParams, response: { 200: ReadPlanEntry, ...errors } }) },
    (request) => mealPlans.getEntry(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      config: { camelCaseBody: true },
      schema: op('updateMealPlan', { params: PlanEntryIdParams, body: UpdatePlanEntry, response: { 200: ReadPlanEntry, ...errors } }),
    },
    (request) => mealPlans.updateEntry(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    { schema: op('deleteMealPlan', { params: PlanEntryIdParams, response: { 200: ReadPlanEntry, ...errors } }) },
    (request) => mealPlans.deleteEntry(authOf(request), request.params.itemId),
  );
};
