import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import LabelIcon from '@mui/icons-material/Label';
import SpaIcon from '@mui/icons-material/Spa';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteFoods } from '../../../api/foods/delete-foods';
import { type Food, useFoods } from '../../../api/foods/get-foods';
import { useMergeFoods } from '../../../api/foods/merge-foods';
import { useAssignFoodLabel, useSaveFood } from '../../../api/foods/save-food';
import { useLabels } from '../../../api/labels/get-labels';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { formatDate } from '../lib/format-date';
import { AssignLabelDialog } from './assign-label-dialog';
import { BooleanCell } from './boolean-cell';
import { FoodDialog } from './food-dialog';
import { LabelChip } from './label-chip';
import { MergeDialog } from './merge-dialog';
import { SeedDialog } from './seed-dialog';

type Dialog = { type: 'edit'; food: Food | null } | { type: 'merge' } | { type: 'seed' } | { type: 'assignLabel'; foods: Food[] } | null;

/** §6.2 foods: the table, create/edit with aliases, combine, seed, bulk delete and bulk label. */
export function FoodsTable() {
  const { t, i18n } = useTranslation();
  const foods = useFoods();
  const labels = useLabels();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const saveFood = useSaveFood();
  const deleteFoods = useDeleteFoods();
  const mergeFoods = useMergeFoods();
  const assignLabel = useAssignFoodLabel();
  const rows = foods.data ?? [];

  const columns: DataTableColumn<Food>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (food) => food.id, sortValue: (food) => food.id, defaultHidden: true },
    { id: 'name', label: t('groupData.fields.name'), render: (food) => food.name, sortValue: (food) => food.name },
    { id: 'pluralName', label: t('groupData.fields.pluralName'), render: (food) => food.pluralName, sortValue: (food) => food.pluralName },
    {
      id: 'description',
      label: t('groupData.fields.description'),
      render: (food) => food.description,
      sortValue: (food) => food.description,
    },
    {
      id: 'label',
      label: t('groupData.fields.label'),
      render: (food) => (food.label ? <LabelChip name={food.label.name} color={food.label.color} /> : null),
      sortValue: (food) => food.label?.name,
    },
    {
      id: 'onHand',
      label: t('groupData.fields.onHand'),
      render: (food) => <BooleanCell value={food.onHand} />,
      sortValue: (food) => food.onHand,
    },
    {
      id: 'createdAt',
      label: t('groupData.fields.createdAt'),
      render: (food) => formatDate(food.createdAt, i18n.language),
      sortValue: (food) => food.createdAt,
      defaultHidden: true,
    },
  ];

  return (
    <>
      <DataTable
        label={t('groupData.foods.title')}
        rows={rows}
        columns={columns}
        getRowName={(food) => food.name}
        getSearchText={(food) => [food.name, food.pluralName, ...food.aliases.map((alias) => alias.name)].join(' ')}
        defaultSort={{ columnId: 'createdAt', direction: 'desc' }}
        loading={foods.isPending}
        onEdit={(food) => setDialog({ type: 'edit', food })}
        onDelete={(selected) => deleteFoods.mutateAsync(selected.map((food) => food.id))}
        bulkActions={[
          {
            id: 'label',
            label: t('groupData.foods.assignLabel'),
            icon: <LabelIcon />,
            onSelect: (selected) => setDialog({ type: 'assignLabel', foods: selected }),
          },
        ]}
        toolbarActions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'edit', food: null })}>
              {t('groupData.actions.create')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CallMergeIcon />}
              onClick={() => setDialog({ type: 'merge' })}
              disabled={rows.length < 2}
            >
              {t('groupData.actions.merge')}
            </Button>
            <Button variant="outlined" startIcon={<SpaIcon />} onClick={() => setDialog({ type: 'seed' })}>
              {t('groupData.actions.seed')}
            </Button>
          </>
        }
      />
      {dialog?.type === 'edit' && (
        <FoodDialog
          open
          food={dialog.food}
          labels={labels.data ?? []}
          onClose={close}
          onSubmit={(values) => saveFood.mutateAsync({ id: dialog.food?.id, values })}
        />
      )}
      {dialog?.type === 'merge' && (
        <MergeDialog kind="foods" open items={rows} onClose={close} onMerge={(ids) => mergeFoods.mutateAsync(ids)} />
      )}
      {dialog?.type === 'seed' && <SeedDialog kind="foods" open hasData={rows.length > 0} onClose={close} />}
      {dialog?.type === 'assignLabel' && (
        <AssignLabelDialog
          open
          count={dialog.foods.length}
          labels={labels.data ?? []}
          onClose={close}
          onAssign={(labelId) => assignLabel.mutateAsync({ foods: dialog.foods, labelId })}
        />
      )}
    </>
  );
}
