import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type HouseholdCreateInput, householdCreateSchema, useCreateHousehold } from '../../../../api/admin/create-household';
import { useDeleteHousehold } from '../../../../api/admin/delete-household';
import { useAdminGroups } from '../../../../api/admin/get-groups';
import type { AdminHousehold } from '../../../../api/admin/get-household';
import { useAdminHouseholds } from '../../../../api/admin/get-households';
import { DataTable } from '../../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../../components/ui/data-table/data-table-types';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../../components/ui/form-dialog/form-dialog';
import { Link } from '../../../../components/ui/link/link';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { GuardedDeleteButton } from './guarded-delete-button';

/** §8.3 every household of every group; one with users cannot be deleted. */
export function HouseholdsTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const households = useAdminHouseholds();
  const groups = useAdminGroups();
  const createHousehold = useCreateHousehold();
  const deleteHousehold = useDeleteHousehold();
  const [creating, setCreating] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<AdminHousehold | null>(null);

  const columns: DataTableColumn<AdminHousehold>[] = [
    { id: 'id', label: t('admin.manage.fields.id'), render: (item) => item.id, sortValue: (item) => item.id, defaultHidden: true },
    {
      id: 'name',
      label: t('admin.manage.fields.name'),
      render: (item) => <Link to={paths.admin.household.getHref(item.id)}>{item.name}</Link>,
      sortValue: (item) => item.name,
    },
    { id: 'group', label: t('admin.manage.fields.group'), render: (item) => item.group, sortValue: (item) => item.group },
    { id: 'users', label: t('admin.manage.fields.users'), render: (item) => item.users.length, sortValue: (item) => item.users.length },
    {
      id: 'webhooks',
      label: t('admin.manage.fields.webhooks'),
      render: (item) => (item.webhooks.length > 0 ? t('common.yes') : t('common.no')),
      sortValue: (item) => item.webhooks.length,
      defaultHidden: true,
    },
  ];

  return (
    <>
      <DataTable
        label={t('admin.manage.households.title')}
        rows={households.data ?? []}
        columns={columns}
        getRowName={(item) => item.name}
        getSearchText={(item) => `${item.name} ${item.group}`}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        loading={households.isPending}
        onEdit={(item) => void navigate(paths.admin.household.getHref(item.id))}
        rowActions={(item) => (
          <GuardedDeleteButton
            name={item.name}
            blockedReason={item.users.length > 0 ? t('admin.manage.households.deleteBlocked', { count: item.users.length }) : null}
            onClick={() => setPendingDelete(item)}
          />
        )}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('admin.manage.households.create')}
          </Button>
        }
      />
      {creating && (
        <FormDialog
          open
          title={t('admin.manage.households.createTitle')}
          schema={householdCreateSchema}
          defaultValues={{ groupId: groups.data?.[0]?.id ?? '', name: '' }}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const household = await createHousehold.mutateAsync(values);
            notify.success(t('admin.manage.created', { name: household.name }));
          }}
        >
          {() => (
            <>
              <FormTextField<HouseholdCreateInput> name="groupId" label={t('admin.manage.fields.group')} select required>
                {(groups.data ?? []).map((group) => (
                  <MenuItem key={group.id} value={group.id}>
                    {group.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField<HouseholdCreateInput> name="name" label={t('admin.manage.fields.name')} autoFocus required />
            </>
          )}
        </FormDialog>
      )}
      <DeleteConfirmDialog
        name={pendingDelete?.name ?? null}
        title={t('admin.manage.households.deleteTitle')}
        onConfirm={() => deleteHousehold.mutateAsync(pendingDelete?.id ?? '')}
        onClose={() => setPendingDelete(null)}
      />
    </>
  );
}
