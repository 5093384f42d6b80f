import { UPDATE_CHECK_INTERVAL_MS } from '../../config/constants';

declare const __BUILD_ID__: string;

export const CURRENT_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'development';

/** Whether `/build.json` names a build other than the one running; a malformed answer does not. */
export function isNewBuild(currentBuildId: string, fetched: unknown): boolean {
  if (typeof fetched !== 'object' || fetched === null || !('buildId' in fetched)) return false;
  const { buildId } = fetched;
  return typeof buildId === 'string' && buildId !== '' && buildId !== currentBuildId;
}

let updatePending = false;

/** A newer build is deployed: the next in-app navigation loads the page afresh. */
export function isBuildUpdatePending(): boolean {
  return updatePending;
}

export async function checkBuildVersion(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchFn('/build.json', { cache: 'no-store' });
    if (!response.ok) return false;
    if (isNewBuild(CURRENT_BUILD_ID, await response.json())) updatePending = true;
  } catch {
    // Offline or mid-deploy: try again at the next poll.
  }
  return updatePending;
}

export function startBuildVersionPolling(interval = UPDATE_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => void checkBuildVersion(), interval);
  return () => clearInterval(timer);
}
