import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept snake_case keys in the JSON body too (Mealie accepts both casings). */
    camelCaseBody?: boolean;
  }
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const k = camel(key);
    // An explicit camelCase key wins over its snake_case twin.
    if (!(k in out) || k === key) out[k] = camelizeKeys(v);
  }
  return out;
}

export const camelCaseBodies = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.camelCaseBody && request.body && typeof request.body === 'object') {
      request.body = camelizeKeys(request.body);
    }
  });
});
