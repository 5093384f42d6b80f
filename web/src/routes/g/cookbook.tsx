import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCookbook } from '../../api/cookbooks/get-cookbook';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { CookbookEditButton } from '../../features/cookbooks/components/cookbook-edit-button';
import { useOrganizerNames } from '../../features/organizers/hooks/use-organizer-names';
import { RecipeResults } from '../../features/recipe-browse/components/recipe-results';
import { SORT_KEYS_WITHOUT_RANDOM, SortMenu } from '../../features/recipe-browse/components/sort-menu';
import type { SortDirection, SortKey } from '../../features/recipe-browse/lib/browse-filters';
import { useAddToShoppingList } from '../../features/shopping-lists/hooks/use-add-to-shopping-list';
import { useAuth } from '../../lib/auth/auth-context';

/** `/g/:groupSlug/cookbooks/:slug`: the recipes the cookbook's filter selects. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const slug = params.slug ?? '';
  const cookbook = useCookbook(slug);
  const organizerNames = useOrganizerNames();
  const shopping = useAddToShoppingList();
  const [sort, setSort] = useState<{ orderBy: SortKey; orderDirection: SortDirection }>({ orderBy: 'name', orderDirection: 'asc' });
  const ownGroup = user !== null && user.groupSlug === groupSlug;

  if (cookbook.isPending) return <PageLoader />;
  if (cookbook.isError) {
    return (
      <Page title={t('cookbooks.view.notFound')}>
        <Alert severity="error">{t('cookbooks.view.notFoundMessage')}</Alert>
      </Page>
    );
  }
  return (
    <Page
      title={cookbook.data.name}
      subtitle={cookbook.data.description || undefined}
      width="wide"
      actions={
        ownGroup ? (
          <CookbookEditButton
            cookbook={cookbook.data}
            organizerNames={organizerNames}
            onSaved={(saved) => {
              if (saved !== slug) void navigate(paths.group.cookbook.getHref(groupSlug, saved), { replace: true });
            }}
          />
        ) : undefined
      }
    >
      <RecipeResults
        groupSlug={groupSlug}
        userId={ownGroup ? user.id : null}
        query={{ cookbook: cookbook.data.slug, ...sort }}
        emptyMessage={t('cookbooks.view.empty')}
        onAddToShoppingList={ownGroup ? (recipe) => shopping.open([{ recipe, scale: 1 }]) : undefined}
        actions={
          <SortMenu
            keys={SORT_KEYS_WITHOUT_RANDOM}
            orderBy={sort.orderBy}
            orderDirection={sort.orderDirection}
            onChange={(orderBy, orderDirection) => setSort({ orderBy, orderDirection })}
          />
        }
      />
      {shopping.dialog}
    </Page>
  );
}
