import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog/confirm-dialog';
import { notify } from '../../../../lib/notifications/notifications-store';

export interface DeleteConfirmDialogProps {
  /** The name of what is being deleted; null while closed. */
  name: string | null;
  title: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks, then deletes. A refusal (a group or household that gained members meanwhile) closes the
 * dialog: the API client has already shown the server's reason.
 */
export function DeleteConfirmDialog({ name, title, onConfirm, onClose }: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      notify.success(t('admin.manage.deleted', { name }));
    } catch {
      // Shown by the API client.
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={name !== null}
      title={title}
      message={t('admin.manage.deleteMessage', { name: name ?? '' })}
      confirmLabel={t('common.actions.delete')}
      color="error"
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
