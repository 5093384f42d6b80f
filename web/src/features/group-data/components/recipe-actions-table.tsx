import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRecipeActions } from '../../../api/recipe-actions/delete-recipe-actions';
import { type RecipeAction, useRecipeActions } from '../../../api/recipe-actions/get-recipe-actions';
import { useSaveRecipeAction } from '../../../api/recipe-actions/save-recipe-action';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { RecipeActionDialog } from './recipe-action-dialog';

const typeLabels = { link: 'groupData.recipeActions.typeLink', post: 'groupData.recipeActions.typePost' } as const;

/** §6.2 recipe actions of the household: title, URL template, type. */
export function RecipeActionsTable() {
  const { t } = useTranslation();
  const actions = useRecipeActions();
  const [editing, setEditing] = useState<{ action: RecipeAction | null } | null>(null);
  const saveAction = useSaveRecipeAction();
  const deleteActions = useDeleteRecipeActions();

  const columns: DataTableColumn<RecipeAction>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (action) => action.id, sortValue: (action) => action.id, defaultHidden: true },
    { id: 'title', label: t('groupData.fields.title'), render: (action) => action.title, sortValue: (action) => action.title },
    { id: 'url', label: t('groupData.fields.url'), render: (action) => action.url, sortValue: (action) => action.url },
    {
      id: 'actionType',
      label: t('groupData.fields.actionType'),
      render: (action) => t(action.actionType === 'post' ? typeLabels.post : typeLabels.link),
      sortValue: (action) => action.actionType,
    },
  ];

  return (
    <>
      <DataTable
        label={t('groupData.recipeActions.title')}
        rows={actions.data ?? []}
        columns={columns}
        getRowName={(action) => action.title}
        getSearchText={(action) => `${action.title} ${action.url}`}
        defaultSort={{ columnId: 'title', direction: 'asc' }}
        loading={actions.isPending}
        onEdit={(action) => setEditing({ action })}
        onDelete={(selected) => deleteActions.mutateAsync(selected.map((action) => action.id))}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ action: null })}>
            {t('groupData.actions.create')}
          </Button>
        }
      />
      {editing && (
        <RecipeActionDialog
          open
          action={editing.action}
          onClose={() => setEditing(null)}
          onSubmit={(values) => saveAction.mutateAsync({ id: editing.action?.id, values })}
        />
      )}
    </>
  );
}
