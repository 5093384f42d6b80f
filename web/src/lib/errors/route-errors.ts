import { isRouteErrorResponse } from 'react-router';

/** Thrown by a loader when a URL parameter is malformed (e.g. a group slug with a space). */
export class RouteValidationError extends Error {
  readonly status = 404;
  readonly path: string;

  constructor(path: string, reason: string) {
    super(reason);
    this.name = 'RouteValidationError';
    this.path = path;
  }
}

export interface ErrorDescription {
  status: number;
  /** A translation key with its values, or the server's own status message. */
  title: { key: string; values?: Record<string, string> } | { text: string };
}

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function statusMessageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || undefined;
  if (typeof error === 'object' && error !== null && 'statusMessage' in error && typeof error.statusMessage === 'string') {
    return error.statusMessage || undefined;
  }
  return undefined;
}

/**
 * What the error page shows: 404 is "Page Not Found" ("Page Not Found: <path>" when a route
 * rejected its parameters), anything else "Internal Server Error"; the status defaults to 500
 * and a status message from the error replaces the title.
 */
export function describeRouteError(error: unknown): ErrorDescription {
  if (error instanceof RouteValidationError) {
    return { status: 404, title: { key: 'app.errors.notFoundPath', values: { path: error.path } } };
  }
  const status = statusOf(error) ?? 500;
  const statusMessage = statusMessageOf(error);
  if (statusMessage) return { status, title: { text: statusMessage } };
  return { status, title: { key: status === 404 ? 'app.errors.notFound' : 'app.errors.internal' } };
}

/**
 * Mealie's 404 URL repair (layouts/error): old `/group/<household page>` paths moved to
 * `/household`, `/recipe/` became `/r/`, and a signed-in user's paths outside `/g/` get their
 * group prefix (this is how the share target and old links keep working). Returns the new
 * path, or null when nothing changed and the 404 stands.
 */
export function repairUrl(path: string, userGroupSlug: string | null | undefined): string | null {
  const moved = path.replace(/^\/group\/(mealplan|members|notifiers|webhooks)(?=[/?#]|$)/, '/household/$1');
  if (moved !== path) return moved;
  let repaired = path.replace('/recipe/', '/r/');
  if (userGroupSlug && !repaired.startsWith('/g/')) repaired = `/g/${encodeURIComponent(userGroupSlug)}${repaired}`;
  return repaired === path ? null : repaired;
}
