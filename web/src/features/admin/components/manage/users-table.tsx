import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AdminUser, useAdminUsers } from '../../../../api/admin/get-users';
import { DataTable } from '../../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../../components/ui/data-table/data-table-types';
import { ButtonLink } from '../../../../components/ui/link/button-link';
import { Link } from '../../../../components/ui/link/link';
import { paths } from '../../../../config/paths';
import { DeleteUserDialog } from './delete-user-dialog';
import { UnlockUsersButton } from './unlock-users-button';

/** §8.2 every account: search, sortable columns, create, unlock, edit and delete per row. */
export function UsersTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const users = useAdminUsers();
  const [pendingDelete, setPendingDelete] = useState<AdminUser | null>(null);

  const columns: DataTableColumn<AdminUser>[] = [
    { id: 'id', label: t('admin.manage.fields.id'), render: (user) => user.id, sortValue: (user) => user.id, defaultHidden: true },
    {
      id: 'username',
      label: t('admin.manage.fields.username'),
      render: (user) => <Link to={paths.admin.user.getHref(user.id)}>{user.username}</Link>,
      sortValue: (user) => user.username,
    },
    { id: 'fullName', label: t('admin.manage.fields.fullName'), render: (user) => user.fullName, sortValue: (user) => user.fullName },
    { id: 'email', label: t('admin.manage.fields.email'), render: (user) => user.email, sortValue: (user) => user.email },
    { id: 'group', label: t('admin.manage.fields.group'), render: (user) => user.group, sortValue: (user) => user.group },
    { id: 'household', label: t('admin.manage.fields.household'), render: (user) => user.household, sortValue: (user) => user.household },
    {
      id: 'authMethod',
      label: t('admin.manage.fields.authMethod'),
      render: (user) => user.authMethod,
      sortValue: (user) => user.authMethod,
      defaultHidden: true,
    },
    {
      id: 'admin',
      label: t('admin.manage.fields.admin'),
      render: (user) => (user.admin ? <CheckIcon fontSize="small" titleAccess={t('common.yes')} /> : null),
      sortValue: (user) => (user.admin ? 1 : 0),
    },
  ];

  return (
    <>
      <DataTable
        label={t('admin.manage.users.title')}
        rows={users.data ?? []}
        columns={columns}
        getRowName={(user) => user.username}
        getSearchText={(user) => `${user.username} ${user.fullName} ${user.email} ${user.group} ${user.household}`}
        defaultSort={{ columnId: 'username', direction: 'asc' }}
        loading={users.isPending}
        onEdit={(user) => void navigate(paths.admin.user.getHref(user.id))}
        rowActions={(user) => (
          <IconButton
            size="small"
            color="error"
            aria-label={t('common.dataTable.deleteRow', { name: user.username })}
            onClick={() => setPendingDelete(user)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
        toolbarActions={
          <>
            <ButtonLink variant="contained" startIcon={<AddIcon />} to={paths.admin.userCreate.getHref()}>
              {t('admin.manage.users.create')}
            </ButtonLink>
            <UnlockUsersButton startIcon={<LockOpenIcon />} />
          </>
        }
      />
      <DeleteUserDialog user={pendingDelete} onCancel={() => setPendingDelete(null)} onDeleted={() => setPendingDelete(null)} />
    </>
  );
}
