import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { describeRouteError } from '../lib/errors/route-errors';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/pwa/chunk-reload';
import { ErrorLayout } from './layouts/error-layout';

/** Any error thrown while loading or rendering a route ends here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    // A deploy removed the chunk this tab wanted: load the new version (at most every 10 s).
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);
  return <ErrorLayout description={describeRouteError(error)} />;
}
