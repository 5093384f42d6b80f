import type { QueryKey } from '@tanstack/react-query';
import { appKeys } from '../api/app/keys';
import { paths } from '../config/paths';

/** One answer the server reads for a page it renders: the API address, and the query it fills. */
export interface ServerRead {
  path: string;
  queryKey: QueryKey;
}

/** What every page reads first (the site's about and theme), for a page the server renders. */
const siteReads: ServerRead[] = [
  { path: '/api/app/about', queryKey: appKeys.about() },
  { path: '/api/app/about/theme', queryKey: appKeys.theme() },
];

/**
 * The pages whose HTML the server renders, by route, with the answers their first render reads.
 * They are pages for signed-out visitors: the server renders them only for a request without a
 * session, and the app takes the markup over only when it renders the same (`server-markup.ts`).
 */
export const serverRenderedPages: Record<string, ServerRead[]> = {
  [paths.auth.login.path]: [...siteReads, { path: '/api/app/about/startup-info', queryKey: appKeys.startupInfo() }],
};
