import { HtmlImportForm } from '../../features/recipe-import/components/html-import-form';
import { ImportPage } from '../../features/recipe-import/components/import-page';

/** `/g/:groupSlug/r/create/html`: paste a page's HTML or a schema.org Recipe as JSON. */
export function Component() {
  return <ImportPage method="html">{(groupSlug) => <HtmlImportForm groupSlug={groupSlug} />}</ImportPage>;
}
