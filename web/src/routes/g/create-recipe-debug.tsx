import { useAbout } from '../../api/app/get-about';
import { ImportPage } from '../../features/recipe-import/components/import-page';
import { ScrapeDebugger } from '../../features/recipe-import/components/scrape-debugger';

/** `/g/:groupSlug/r/create/debug`: what the scraper reads at an address. */
export function Component() {
  const about = useAbout();
  return <ImportPage method="debug">{() => <ScrapeDebugger openAi={Boolean(about.data?.enableOpenai)} />}</ImportPage>;
}
