import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type GroupNameInput, groupNameSchema, useCreateGroup } from '../../../../api/admin/create-group';
import { useDeleteGroup } from '../../../../api/admin/delete-group';
import type { AdminGroup } from '../../../../api/admin/get-group';
import { useAdminGroups } from '../../../../api/admin/get-groups';
import { DataTable } from '../../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../../components/ui/data-table/data-table-types';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../../components/ui/form-dialog/form-dialog';
import { Link } from '../../../../components/ui/link/link';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';
import { DeleteConfirmDialog } from './delete-confirm-dialog';
import { GuardedDeleteButton } from './guarded-delete-button';

/** §8.4 every group with its household and user counts; a group that holds anything cannot be deleted. */
export function GroupsTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useAdminGroups();
  const createGroup = useCreateGroup();
  const deleteGroup = useDeleteGroup();
  const [creating, setCreating] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<AdminGroup | null>(null);

  const blockedReason = (group: AdminGroup) => {
    if (group.users.length > 0) return t('admin.manage.groups.deleteBlockedUsers', { count: group.users.length });
    if (group.households.length > 0) return t('admin.manage.groups.deleteBlockedHouseholds', { count: group.households.length });
    return null;
  };

  const columns: DataTableColumn<AdminGroup>[] = [
    { id: 'id', label: t('admin.manage.fields.id'), render: (group) => group.id, sortValue: (group) => group.id, defaultHidden: true },
    {
      id: 'name',
      label: t('admin.manage.fields.name'),
      render: (group) => <Link to={paths.admin.group.getHref(group.id)}>{group.name}</Link>,
      sortValue: (group) => group.name,
    },
    {
      id: 'households',
      label: t('admin.manage.fields.households'),
      render: (group) => group.households.length,
      sortValue: (group) => group.households.length,
    },
    { id: 'users', label: t('admin.manage.fields.users'), render: (group) => group.users.length, sortValue: (group) => group.users.length },
  ];

  return (
    <>
      <DataTable
        label={t('admin.manage.groups.title')}
        rows={groups.data ?? []}
        columns={columns}
        getRowName={(group) => group.name}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        loading={groups.isPending}
        onEdit={(group) => void navigate(paths.admin.group.getHref(group.id))}
        rowActions={(group) => (
          <GuardedDeleteButton name={group.name} blockedReason={blockedReason(group)} onClick={() => setPendingDelete(group)} />
        )}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('admin.manage.groups.create')}
          </Button>
        }
      />
      {creating && (
        <FormDialog
          open
          title={t('admin.manage.groups.createTitle')}
          schema={groupNameSchema}
          defaultValues={{ name: '' }}
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const group = await createGroup.mutateAsync(values);
            notify.success(t('admin.manage.created', { name: group.name }));
          }}
        >
          {() => <FormTextField<GroupNameInput> name="name" label={t('admin.manage.fields.name')} autoFocus required />}
        </FormDialog>
      )}
      <DeleteConfirmDialog
        name={pendingDelete?.name ?? null}
        title={t('admin.manage.groups.deleteTitle')}
        onConfirm={() => deleteGroup.mutateAsync(pendingDelete?.id ?? '')}
        onClose={() => setPendingDelete(null)}
      />
    </>
  );
}
