import type { FastifyRequest } from 'fastify';
import { recipeBodyInCamelCase } from '../recipes/schemas.js';

/** Tags, security and error answers every shopping route shares. */
export const security = [{ OAuth2PasswordBearer: [] }];

/**
 * Mealie accepts snake_case bodies too (Mealient posts `shopping_list_id`, `is_food`); keys are
 * camelised at every level except inside `extras`, whose keys are the user's own.
 */
export async function camelCaseShoppingBody(request: FastifyRequest): Promise<void> {
  if (request.body && typeof request.body === 'object') request.body = recipeBodyInCamelCase(request.body);
}

export interface AliasOptions {
  /** Registered a second time under a Mealie 1.x path: same handlers, kept out of the OpenAPI document. */
  alias?: boolean;
}
