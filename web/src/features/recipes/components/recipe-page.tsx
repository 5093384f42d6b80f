import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteRecipe } from '../../../api/recipes/delete-recipe';
import { useDuplicateRecipe } from '../../../api/recipes/duplicate-recipe';
import type { Recipe } from '../../../api/recipes/get-recipe';
import { useRecipePermissions } from '../../../api/recipes/get-recipe-permissions';
import type { SessionUser } from '../../../api/users/get-current-user';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { FavoriteToggle } from './favorite-toggle';
import { RecipeComments } from './recipe-comments';
import { RecipeRating } from './recipe-rating';
import { RecipeView } from './recipe-view';

// The editor and the dialogs load when first wanted, not with the page a reader opens.
const RecipeEditor = lazy(() => import('./recipe-editor').then(({ RecipeEditor }) => ({ default: RecipeEditor })));
const DuplicateDialog = lazy(() => import('./duplicate-dialog').then(({ DuplicateDialog }) => ({ default: DuplicateDialog })));
const ShareDialog = lazy(() => import('./share-dialog').then(({ ShareDialog }) => ({ default: ShareDialog })));
const MadeItDialog = lazy(() => import('./made-it-dialog').then(({ MadeItDialog }) => ({ default: MadeItDialog })));
const RecipeTimelineDialog = lazy(() =>
  import('./recipe-timeline-dialog').then(({ RecipeTimelineDialog }) => ({ default: RecipeTimelineDialog })),
);

type Dialog = 'delete' | 'duplicate' | 'share' | 'madeIt' | 'timeline' | null;

export interface RecipePageProps {
  recipe: Recipe;
  groupSlug: string;
  user: SessionUser;
  /** Opens the route's "Add to shopping list" dialog with the page's servings scale. */
  onAddToShoppingList?: (scale: number) => void;
}

/** The signed-in recipe page: view, or edit when `?edit=true` and the user may edit. */
export function RecipePage({ recipe, groupSlug, user, onAddToShoppingList }: RecipePageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [dialog, setDialogState] = useState<Dialog>(null);
  // A dialog stays mounted once opened, so that it can play its closing transition.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const setDialog = (next: Dialog) => {
    if (next && !opened.has(next)) setOpened(new Set(opened).add(next));
    setDialogState(next);
  };
  // The server decides; until it has answered, nothing offers to edit.
  const permissionsQuery = useRecipePermissions(recipe.slug);
  const permissions = permissionsQuery.data;
  const canEdit = permissions?.canEdit === true;
  const canDelete = permissions?.canDelete === true;
  const wantsEdit = searchParams.get('edit') === 'true';
  const editing = canEdit && wantsEdit;
  const deleteRecipe = useDeleteRecipe({
    mutationConfig: { onSuccess: () => navigate(paths.group.home.getHref(groupSlug), { replace: true }) },
  });
  const duplicate = useDuplicateRecipe({
    mutationConfig: { onSuccess: (copy) => navigate(paths.group.recipeEdit.getHref(groupSlug, copy.slug)) },
  });
  if (wantsEdit && permissionsQuery.isPending) return <PageLoader />;
  const confirmDelete = (
    <ConfirmDialog
      open={dialog === 'delete'}
      title={t('recipe.delete.title')}
      message={t('recipe.delete.message', { name: recipe.name })}
      confirmLabel={t('recipe.actions.delete')}
      color="error"
      pending={deleteRecipe.isPending}
      onCancel={() => setDialog(null)}
      onConfirm={() => deleteRecipe.mutate(recipe.slug)}
    />
  );

  if (editing) {
    return (
      <Suspense fallback={<PageLoader />}>
        <RecipeEditor
          recipe={recipe}
          canLock={permissions?.canLock === true}
          onDelete={canDelete ? () => setDialog('delete') : undefined}
          onClose={(saved, allowNavigation) => {
            allowNavigation?.();
            navigate(paths.group.recipe.getHref(groupSlug, saved?.slug ?? recipe.slug), { replace: true });
          }}
        />
        {confirmDelete}
      </Suspense>
    );
  }

  const lastMade = recipe.lastMade ? new Date(recipe.lastMade).toLocaleDateString(i18n.language) : null;
  return (
    <>
      <RecipeView
        recipe={recipe}
        groupSlug={groupSlug}
        actions={{
          favorite: <FavoriteToggle recipe={recipe} userId={user.id} />,
          onMadeIt: () => setDialog('madeIt'),
          onTimeline: () => setDialog('timeline'),
          onEdit: canEdit ? () => navigate(paths.group.recipeEdit.getHref(groupSlug, recipe.slug)) : undefined,
          onShare: () => setDialog('share'),
          onDuplicate: () => setDialog('duplicate'),
          onAddToShoppingList,
          onDelete: canDelete ? () => setDialog('delete') : undefined,
        }}
        headerExtras={
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <RecipeRating recipe={recipe} userId={user.id} />
            <Chip
              size="small"
              variant="outlined"
              label={lastMade ? t('recipe.madeIt.lastMade', { date: lastMade }) : t('recipe.madeIt.never')}
              sx={{ displayPrint: 'none' }}
            />
          </Box>
        }
        footer={
          recipe.settings?.disableComments ? null : (
            <RecipeComments recipe={recipe} comments={recipe.comments ?? []} user={{ id: user.id, admin: user.admin }} />
          )
        }
      />
      {confirmDelete}
      <Suspense fallback={null}>
        {dialog === 'duplicate' && (
          <DuplicateDialog
            open
            initialName={t('recipe.duplicate.defaultName', { name: recipe.name })}
            pending={duplicate.isPending}
            onCancel={() => setDialog(null)}
            onConfirm={(name) => duplicate.mutate({ slug: recipe.slug, name })}
          />
        )}
        {opened.has('share') && (
          <ShareDialog
            open={dialog === 'share'}
            onClose={() => setDialog(null)}
            recipeId={recipe.id}
            recipeName={recipe.name}
            sharedHref={(tokenId) => paths.group.sharedRecipe.getHref(groupSlug, tokenId)}
          />
        )}
        {opened.has('madeIt') && (
          <MadeItDialog
            open={dialog === 'madeIt'}
            onClose={() => setDialog(null)}
            recipe={recipe}
            userName={user.fullName ?? user.username ?? ''}
          />
        )}
        {opened.has('timeline') && (
          <RecipeTimelineDialog
            open={dialog === 'timeline'}
            onClose={() => setDialog(null)}
            recipe={recipe}
            user={{ id: user.id, admin: user.admin, name: user.fullName ?? user.username ?? '' }}
          />
        )}
      </Suspense>
    </>
  );
}
