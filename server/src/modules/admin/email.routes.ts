import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAdmin } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { EmailReady, EmailSuccess, EmailTest } from './email.schemas.js';

const tags = ['Admin: Email'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

/** /api/admin/email: whether SMTP is configured, and a test message. */
export const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { adminEmail } = app.services;

  app.get('', { schema: { operationId: 'getEmailReady', tags, security, response: { 200: EmailReady, ...errors } } }, (request) =>
    adminEmail.getEmailReady(authOf(request)),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'sendTestEmail', tags, security, body: EmailTest, response: { 200: EmailSuccess, ...errors } },
    },
    (request) => adminEmail.sendTestEmail(authOf(request), request.body.email),
  );
};
