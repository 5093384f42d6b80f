import { ImportPage } from '../../features/recipe-import/components/import-page';
import { ZipImportForm } from '../../features/recipe-import/components/zip-import-form';

/** `/g/:groupSlug/r/create/zip`: a recipe archive exported from Larder or Mealie. */
export function Component() {
  return <ImportPage method="zip">{(groupSlug) => <ZipImportForm groupSlug={groupSlug} />}</ImportPage>;
}
