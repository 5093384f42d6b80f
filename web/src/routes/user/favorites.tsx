import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { FavoriteRecipes } from '../../features/recipe-browse/components/favorite-recipes';
import { useAddToShoppingList } from '../../features/shopping-lists/hooks/use-add-to-shopping-list';
import { useAuth } from '../../lib/auth/auth-context';

/** `/user/:userId/favorites`: a member's favourite recipes, within the viewer's own group. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const userId = useParams().userId ?? '';
  const shopping = useAddToShoppingList();
  if (!user) return null;
  return (
    <Page title={t('browse.favorites.title')} width="wide">
      <FavoriteRecipes
        groupSlug={user.groupSlug}
        userId={userId}
        viewerId={user.id}
        onAddToShoppingList={(recipe) => shopping.open([{ recipe, scale: 1 }])}
      />
      {shopping.dialog}
    </Page>
  );
}
