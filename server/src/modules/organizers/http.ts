import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Mealie's CRUD routers (foods, units, labels, …) copy `updatedAt` of an object response into
 * `last-modified` and forbid caching, so that clients never show a stale edit.
 */
export async function crudHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    const updatedAt = (payload as { updatedAt?: unknown }).updatedAt;
    if (typeof updatedAt === 'string') reply.header('last-modified', updatedAt);
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
  }
  return payload;
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Accepts snake_case field names as Mealie does, but only at the top level of the body, so that
 * the keys of a food's free-form `extras` reach the database as sent.
 */
export async function camelCaseTopLevel(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const k = camel(key);
    if (!(k in out) || k === key) out[k] = value;
  }
  request.body = out;
}
