import { ImportPage } from '../../features/recipe-import/components/import-page';
import { UrlImportForm } from '../../features/recipe-import/components/url-import-form';

/** `/g/:groupSlug/r/create/url` (also the share target's destination). */
export function Component() {
  return <ImportPage method="url">{(groupSlug) => <UrlImportForm groupSlug={groupSlug} />}</ImportPage>;
}
