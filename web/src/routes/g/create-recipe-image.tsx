import { useAbout } from '../../api/app/get-about';
import { ImageImportForm } from '../../features/recipe-import/components/image-import-form';
import { ImportPage } from '../../features/recipe-import/components/import-page';

/** `/g/:groupSlug/r/create/image`: a photo read by the server's vision model. */
export function Component() {
  const about = useAbout();
  return (
    <ImportPage method="image">
      {(groupSlug) => <ImageImportForm groupSlug={groupSlug} available={Boolean(about.data?.enableOpenaiImageServices)} />}
    </ImportPage>
  );
}
