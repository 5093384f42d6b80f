import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalUuid } from '../../platform/ids.js';

const ValidationResponse = z.object({ valid: z.boolean() });
const nameQuery = z.object({ name: z.string().min(1, 'Field required') });
const emailQuery = z.object({ email: z.string().min(1, 'Field required') });
const recipeQuery = z.object({
  group_id: z.string().transform((value, ctx) => {
    const id = canonicalUuid(value);
    if (!id) ctx.addIssue({ code: 'custom', message: 'Input should be a valid UUID' });
    return id ?? '';
  }),
  name: z.string().min(1, 'Field required'),
});

/**
 * GET /api/validators/*: public, as in Mealie, and hidden from the OpenAPI document. They reveal
 * whether a name or e-mail is registered, so they share the sign-in rate limit per address.
 */
export const validatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { validators } = app.services;
  const config = { rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } };

  app.get(
    '/user/name',
    { config, schema: { hide: true, querystring: nameQuery, response: { 200: ValidationResponse } } },
    async (request) => ({
      valid: await validators.usernameAvailable(request.query.name),
    }),
  );
  app.get(
    '/user/email',
    { config, schema: { hide: true, querystring: emailQuery, response: { 200: ValidationResponse } } },
    async (request) => ({
      valid: await validators.emailAvailable(request.query.email),
    }),
  );
  app.get('/group', { config, schema: { hide: true, querystring: nameQuery, response: { 200: ValidationResponse } } }, async (request) => ({
    valid: await validators.groupNameAvailable(request.query.name),
  }));
  app.get(
    '/household',
    { config, schema: { hide: true, querystring: nameQuery, response: { 200: ValidationResponse } } },
    async (request) => ({ valid: await validators.householdNameAvailable(request.query.name) }),
  );
  app.get(
    '/recipe',
    { config, schema: { hide: true, querystring: recipeQuery, response: { 200: ValidationResponse } } },
    async (request) => ({ valid: await validators.recipeNameAvailable(request.query.group_id, request.query.name) }),
  );
};
