import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useHouseholdMembers } from '../../../api/households/get-household-members';
import { useUpdateShoppingList } from '../../../api/shopping-lists/save-shopping-list';
import type { ShoppingList } from '../../../api/shopping-lists/types';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { z } from '../../../lib/zod';

const settingsSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  userId: z.string().min(1, 'common.validation.required'),
});

/** §4.2 list settings: its name and its owner (a member of the household). */
export function ListSettingsDialog({ list, onClose }: { list: ShoppingList; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useHouseholdMembers();
  const update = useUpdateShoppingList();
  return (
    <FormDialog
      open
      title={t('shopping.settings.title')}
      schema={settingsSchema}
      defaultValues={{ name: list.name ?? '', userId: list.userId }}
      onClose={onClose}
      onSubmit={(values) => update.mutateAsync({ list, ...values })}
    >
      {() => (
        <>
          <FormTextField name="name" label={t('shopping.settings.name')} required />
          <FormTextField name="userId" label={t('shopping.settings.owner')} select>
            {(members.data ?? []).map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.fullName || member.username}
              </MenuItem>
            ))}
            {!members.data && <MenuItem value={list.userId}>{t('shopping.settings.currentOwner')}</MenuItem>}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
