import AddIcon from '@mui/icons-material/Add';
import SpaIcon from '@mui/icons-material/Spa';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLabels } from '../../../api/labels/delete-labels';
import { type Label, useLabels } from '../../../api/labels/get-labels';
import { useSaveLabel } from '../../../api/labels/save-label';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { LabelChip } from './label-chip';
import { LabelDialog } from './label-dialog';
import { SeedDialog } from './seed-dialog';

type Dialog = { type: 'edit'; label: Label | null } | { type: 'seed' } | null;

/** §6.2 labels: name shown as its coloured chip; create/edit with a colour picker; seed. */
export function LabelsTable() {
  const { t } = useTranslation();
  const labels = useLabels();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const saveLabel = useSaveLabel();
  const deleteLabels = useDeleteLabels();
  const rows = labels.data ?? [];

  const columns: DataTableColumn<Label>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (label) => label.id, sortValue: (label) => label.id, defaultHidden: true },
    {
      id: 'name',
      label: t('groupData.fields.name'),
      render: (label) => <LabelChip name={label.name} color={label.color} />,
      sortValue: (label) => label.name,
    },
    {
      id: 'color',
      label: t('groupData.fields.color'),
      render: (label) => label.color,
      sortValue: (label) => label.color,
      defaultHidden: true,
    },
  ];

  return (
    <>
      <DataTable
        label={t('groupData.labels.title')}
        rows={rows}
        columns={columns}
        getRowName={(label) => label.name}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        loading={labels.isPending}
        onEdit={(label) => setDialog({ type: 'edit', label })}
        onDelete={(selected) => deleteLabels.mutateAsync(selected.map((label) => label.id))}
        toolbarActions={
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'edit', label: null })}>
              {t('groupData.actions.create')}
            </Button>
            <Button variant="outlined" startIcon={<SpaIcon />} onClick={() => setDialog({ type: 'seed' })}>
              {t('groupData.actions.seed')}
            </Button>
          </>
        }
      />
      {dialog?.type === 'edit' && (
        <LabelDialog
          open
          label={dialog.label}
          onClose={close}
          onSubmit={(values) => saveLabel.mutateAsync({ id: dialog.label?.id, values })}
        />
      )}
      {dialog?.type === 'seed' && <SeedDialog kind="labels" open hasData={rows.length > 0} onClose={close} />}
    </>
  );
}
