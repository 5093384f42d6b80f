import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOrganizers } from '../../../api/organizers/delete-organizers';
import { type Organizer, type OrganizerKind, useOrganizers } from '../../../api/organizers/get-organizers';
import { useSaveOrganizer } from '../../../api/organizers/save-organizer';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table-types';
import { BooleanCell } from './boolean-cell';
import { dataTypeTitles } from './data-type-switcher';
import { OrganizerItemDialog } from './organizer-item-dialog';

/** §6.2 categories, tags and tools: name (tools also on hand), create/edit, bulk delete. */
export function OrganizerItemsTable({ kind }: { kind: OrganizerKind }) {
  const { t } = useTranslation();
  const items = useOrganizers(kind);
  const [editing, setEditing] = useState<{ item: Organizer | null } | null>(null);
  const saveItem = useSaveOrganizer();
  const deleteItems = useDeleteOrganizers();

  const columns: DataTableColumn<Organizer>[] = [
    { id: 'id', label: t('groupData.fields.id'), render: (item) => item.id, sortValue: (item) => item.id, defaultHidden: true },
    { id: 'name', label: t('groupData.fields.name'), render: (item) => item.name, sortValue: (item) => item.name },
  ];
  if (kind === 'tools') {
    columns.push({
      id: 'onHand',
      label: t('groupData.fields.onHand'),
      render: (item) => <BooleanCell value={item.onHand === true} />,
      sortValue: (item) => item.onHand === true,
    });
  }

  return (
    <>
      <DataTable
        label={t(dataTypeTitles[kind])}
        rows={items.data ?? []}
        columns={columns}
        getRowName={(item) => item.name}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        loading={items.isPending}
        onEdit={(item) => setEditing({ item })}
        onDelete={(selected) => deleteItems.mutateAsync({ kind, ids: selected.map((item) => item.id) })}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ item: null })}>
            {t('groupData.actions.create')}
          </Button>
        }
      />
      {editing && (
        <OrganizerItemDialog
          kind={kind}
          open
          item={editing.item}
          onClose={() => setEditing(null)}
          onSubmit={(values) => saveItem.mutateAsync({ kind, id: editing.item?.id, ...values })}
        />
      )}
    </>
  );
}
