import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../../../../api/admin/delete-user';
import type { AdminUser } from '../../../../api/admin/get-users';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog/confirm-dialog';
import { paths } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth/auth-context';
import { notify } from '../../../../lib/notifications/notifications-store';

export interface DeleteUserDialogProps {
  user: AdminUser | null;
  onCancel: () => void;
  onDeleted?: () => void;
}

/** §8.2 delete with confirmation; deleting your own account says so first, then signs you out. */
export function DeleteUserDialog({ user, onCancel, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const isSelf = user !== null && user.id === auth.user?.id;
  const deleteUser = useDeleteUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await deleteUser.mutateAsync(user.id);
    } catch {
      // The API client has shown the server's reason.
      onCancel();
      return;
    }
    notify.success(t('admin.manage.users.deleted', { name: user.username }));
    if (isSelf) {
      await auth.signOut(paths.auth.login.getHref());
      return;
    }
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={t('admin.manage.users.deleteTitle')}
      message={isSelf ? t('admin.manage.users.deleteSelfWarning') : t('admin.manage.users.deleteMessage', { name: user?.username ?? '' })}
      confirmLabel={t('common.actions.delete')}
      color="error"
      pending={deleteUser.isPending}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
