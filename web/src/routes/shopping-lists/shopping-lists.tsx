import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page/page';
import { ShoppingListsOverview } from '../../features/shopping-lists/components/shopping-lists-overview';

/** `/shopping-lists` (screens.md §4.1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('shopping.lists.title')}>
      <ShoppingListsOverview />
    </Page>
  );
}
