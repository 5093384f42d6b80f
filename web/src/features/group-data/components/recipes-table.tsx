import CategoryIcon from '@mui/icons-material/Category';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizers } from '../../../api/organizers/get-organizers';
import {
  useBulkCategorizeRecipes,
  useBulkDeleteRecipes,
  useBulkExportRecipes,
  useBulkTagRecipes,
  useBulkUpdateRecipeSettings,
} from '../../../api/recipes/bulk-recipe-actions';
import { type HouseholdRecipe, useHouseholdRecipes } from '../../../api/recipes/get-household-recipes';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { Link } from '../../../components/ui/link/link';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notifications/notifications-store';
import { formatDate } from '../lib/format-date';
import { BulkOrganizerDialog } from './bulk-organizer-dialog';
import { BulkSettingsDialog } from './bulk-settings-dialog';
import { DataExportsList } from './data-exports-list';

type Dialog = { type: 'tags' | 'categories' | 'settings'; recipes: HouseholdRecipe[] } | null;

const chips = (items: readonly { id?: string | null; name: string }[]) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
    {items.map((item) => (
      <Chip key={item.id ?? item.name} size="small" label={item.name} />
    ))}
  </Box>
);

/** §6.2 recipes: this household's recipes with bulk tag, categorize, settings, export and delete. */
export function RecipesTable() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const recipes = useHouseholdRecipes(user?.householdId ?? '', { enabled: Boolean(user?.householdId) });
  const tags = useOrganizers('tags');
  const categories = useOrganizers('categories');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const tagRecipes = useBulkTagRecipes();
  const categorizeRecipes = useBulkCategorizeRecipes();
  const updateSettings = useBulkUpdateRecipeSettings();
  const deleteRecipes = useBulkDeleteRecipes();
  const exportRecipes = useBulkExportRecipes({ mutationConfig: { onSuccess: () => notify.success(t('groupData.recipes.exportStarted')) } });
  const slugs = (rows: HouseholdRecipe[]) => rows.map((recipe) => recipe.slug);

  const columns: DataTableColumn<HouseholdRecipe>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (recipe) => recipe.id, sortValue: (recipe) => recipe.id, defaultHidden: true },
    {
      id: 'name',
      label: t('groupData.fields.name'),
      render: (recipe) => <Link to={paths.group.recipe.getHref(user?.groupSlug ?? '', recipe.slug)}>{recipe.name}</Link>,
      sortValue: (recipe) => recipe.name,
    },
    { id: 'categories', label: t('groupData.categories.title'), render: (recipe) => chips(recipe.recipeCategory ?? []) },
    { id: 'tags', label: t('groupData.tags.title'), render: (recipe) => chips(recipe.tags ?? []) },
    { id: 'tools', label: t('groupData.tools.title'), render: (recipe) => chips(recipe.tools ?? []) },
    {
      id: 'recipeYield',
      label: t('groupData.fields.recipeYield'),
      render: (recipe) => recipe.recipeYield,
      sortValue: (recipe) => recipe.recipeYield,
      defaultHidden: true,
    },
    {
      id: 'createdAt',
      label: t('groupData.fields.createdAt'),
      render: (recipe) => formatDate(recipe.createdAt, i18n.language),
      sortValue: (recipe) => recipe.createdAt,
      defaultHidden: true,
    },
  ];

  return (
    <Stack spacing={3}>
      <DataTable
        label={t('groupData.recipes.title')}
        rows={recipes.data ?? []}
        columns={columns}
        getRowName={(recipe) => recipe.name ?? recipe.slug}
        defaultSort={{ columnId: 'createdAt', direction: 'desc' }}
        loading={recipes.isPending}
        onDelete={(selected) => deleteRecipes.mutateAsync({ recipes: slugs(selected) })}
        bulkActions={[
          {
            id: 'tag',
            label: t('groupData.recipes.tag'),
            icon: <LocalOfferIcon />,
            onSelect: (rows) => setDialog({ type: 'tags', recipes: rows }),
          },
          {
            id: 'categorize',
            label: t('groupData.recipes.categorize'),
            icon: <CategoryIcon />,
            onSelect: (rows) => setDialog({ type: 'categories', recipes: rows }),
          },
          {
            id: 'settings',
            label: t('groupData.recipes.updateSettings'),
            icon: <SettingsIcon />,
            onSelect: (rows) => setDialog({ type: 'settings', recipes: rows }),
          },
          {
            id: 'export',
            label: t('groupData.recipes.export'),
            icon: <FileDownloadIcon />,
            onSelect: (rows) => exportRecipes.mutate({ recipes: slugs(rows) }),
          },
        ]}
      />
      <DataExportsList />
      {dialog?.type === 'tags' && (
        <BulkOrganizerDialog
          kind="tags"
          count={dialog.recipes.length}
          options={tags.data ?? []}
          onClose={close}
          onApply={(items) => tagRecipes.mutateAsync({ recipes: slugs(dialog.recipes), tags: items })}
        />
      )}
      {dialog?.type === 'categories' && (
        <BulkOrganizerDialog
          kind="categories"
          count={dialog.recipes.length}
          options={categories.data ?? []}
          onClose={close}
          onApply={(items) => categorizeRecipes.mutateAsync({ recipes: slugs(dialog.recipes), categories: items })}
        />
      )}
      {dialog?.type === 'settings' && (
        <BulkSettingsDialog
          count={dialog.recipes.length}
          onClose={close}
          onApply={(settings) => updateSettings.mutateAsync({ recipes: slugs(dialog.recipes), settings })}
        />
      )}
    </Stack>
  );
}
