import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page/page';
import { type DataType, DataTypeSwitcher, dataTypeTitles } from './data-type-switcher';

/** The frame of every data page: its title, the type switcher, then the table. */
export function GroupDataPage({ type, children }: { type: DataType; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t(dataTypeTitles[type])} subtitle={t('groupData.subtitle')} width="wide" actions={<DataTypeSwitcher current={type} />}>
      {children}
    </Page>
  );
}
