import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAbout } from '../../../api/app/get-about';
import { Page } from '../../../components/ui/page/page';
import { type ImportMethod, METHOD_TEXT } from '../lib/import-methods';
import { ImportMethodSwitcher } from './import-method-switcher';

/** One import method's page: its title and description, and the switcher to the others. */
export function ImportPage({
  method,
  title,
  subtitle,
  children,
}: {
  method: ImportMethod;
  /** Instead of the method's own title and description. */
  title?: string;
  subtitle?: string;
  children: (groupSlug: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  const about = useAbout();
  return (
    <Page
      title={title ?? t(METHOD_TEXT[method].title)}
      subtitle={subtitle ?? t(METHOD_TEXT[method].description)}
      actions={<ImportMethodSwitcher groupSlug={groupSlug} current={method} imageImport={Boolean(about.data?.enableOpenaiImageServices)} />}
    >
      {children(groupSlug)}
    </Page>
  );
}
