import type { paths } from './schema';

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessResponse<R> = 200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : never;

/** The JSON body of a path's successful (200 or 201) response. */
export type ApiResponse<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? JsonContent<SuccessResponse<R>>
  : never;

/** The JSON request body of a path. */
export type ApiRequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? JsonContent<NonNullable<B>>
  : never;
