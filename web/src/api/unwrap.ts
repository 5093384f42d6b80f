/**
 * The data of a successful call. Errors never get here: the client's middleware throws them as
 * ApiError, so an empty body is the only case left.
 */
export function unwrap<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error('The server sent an empty response');
  return result.data;
}
