import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import SpaIcon from '@mui/icons-material/Spa';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUnits } from '../../../api/units/delete-units';
import { type Unit, useUnits } from '../../../api/units/get-units';
import { useMergeUnits } from '../../../api/units/merge-units';
import { useSaveUnit } from '../../../api/units/save-unit';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { formatDate } from '../lib/format-date';
import { BooleanCell } from './boolean-cell';
import { MergeDialog } from './merge-dialog';
import { SeedDialog } from './seed-dialog';
import { UnitDialog } from './unit-dialog';

type Dialog = { type: 'edit'; unit: Unit | null } | { type: 'merge' } | { type: 'seed' } | null;

/** §6.2 units: the table, create/edit with aliases, combine, seed and bulk delete. */
export function UnitsTable() {
  const { t, i18n } = useTranslation();
  const units = useUnits();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const saveUnit = useSaveUnit();
  const deleteUnits = useDeleteUnits();
  const mergeUnits = useMergeUnits();
  const rows = units.data ?? [];

  const columns: DataTableColumn<Unit>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (unit) => unit.id, sortValue: (unit) => unit.id, defaultHidden: true },
    { id: 'name', label: t('groupData.fields.name'), render: (unit) => unit.name, sortValue: (unit) => unit.name },
    { id: 'pluralName', label: t('groupData.fields.pluralName'), render: (unit) => unit.pluralName, sortValue: (unit) => unit.pluralName },
    {
      id: 'abbreviation',
      label: t('groupData.fields.abbreviation'),
      render: (unit) => unit.abbreviation,
      sortValue: (unit) => unit.abbreviation,
    },
    {
      id: 'pluralAbbreviation',
      label: t('groupData.fields.pluralAbbreviation'),
      render: (unit) => unit.pluralAbbreviation,
      sortValue: (unit) => unit.pluralAbbreviation,
    },
    {
      id: 'useAbbreviation',
      label: t('groupData.fields.useAbbreviation'),
      render: (unit) => <BooleanCell value={unit.useAbbreviation} />,
      sortValue: (unit) => unit.useAbbreviation,
    },
    {
      id: 'description',
      label: t('groupData.fields.description'),
      render: (unit) => unit.description,
      sortValue: (unit) => unit.description,
      defaultHidden: true,
    },
    {
      id: 'fraction',
      label: t('groupData.fields.fraction'),
      render: (unit) => <BooleanCell value={unit.fraction} />,
      sortValue: (unit) => unit.fraction,
    },
    {
      id: 'createdAt',
      label: t('groupData.fields.createdAt'),
      render: (unit) => formatDate(unit.createdAt, i18n.language),
      sortValue: (unit) => unit.createdAt,
      defaultHidden: true,
    },
  ];

  return (
    <>
      <DataTable
        label={t('groupData.units.title')}
        rows={rows}
        columns={columns}
        getRowName={(unit) => unit.name}
        getSearchText={(unit) =>
          [unit.name, unit.pluralName, unit.abbreviation, unit.pluralAbbreviation, ...unit.aliases.map((alias) => alias.name)].join(' ')
        }
        defaultSort={{ columnId: 'createdAt', direction: 'desc' }}
        loading={units.isPending}
        onEdit={(unit) => setDialog({ type: 'edit', unit })}
        onDelete={(selected) => deleteUnits.mutateAsync(selected.map((unit) => unit.id))}
        toolbarActions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'edit', unit: null })}>
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
        <UnitDialog open unit={dialog.unit} onClose={close} onSubmit={(values) => saveUnit.mutateAsync({ id: dialog.unit?.id, values })} />
      )}
      {dialog?.type === 'merge' && (
        <MergeDialog kind="units" open items={rows} onClose={close} onMerge={(ids) => mergeUnits.mutateAsync(ids)} />
      )}
      {dialog?.type === 'seed' && <SeedDialog kind="units" open hasData={rows.length > 0} onClose={close} />}
    </>
  );
}
