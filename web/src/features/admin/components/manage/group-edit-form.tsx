import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { groupNameSchema } from '../../../../api/admin/create-group';
import type { AdminGroup } from '../../../../api/admin/get-group';
import { useUpdateGroup } from '../../../../api/admin/update-group';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { ListItemLink } from '../../../../components/ui/link/list-item-link';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';
import { z } from '../../../../lib/zod';

const groupEditSchema = groupNameSchema.extend({ privateGroup: z.boolean() });
type GroupEditInput = z.infer<typeof groupEditSchema>;

const formValues = (group: AdminGroup): GroupEditInput => ({ name: group.name, privateGroup: group.preferences.privateGroup });

/** §8.4 rename a group and set whether it is private; its households link to their own pages. */
export function GroupEditForm({ group }: { group: AdminGroup }) {
  const { t } = useTranslation();
  const updateGroup = useUpdateGroup();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Form
          key={group.id}
          schema={groupEditSchema}
          defaultValues={formValues(group)}
          aria-label={t('admin.manage.groups.editTitle')}
          onSubmit={async ({ name, privateGroup }, form) => {
            const updated = await updateGroup.mutateAsync({ id: group.id, data: { id: group.id, name, preferences: { privateGroup } } });
            form.reset(formValues(updated));
            notify.success(t('admin.manage.updated', { name: updated.name }));
          }}
        >
          {() => (
            <>
              <FormTextField<GroupEditInput> name="name" label={t('admin.manage.fields.name')} required />
              <FormCheckbox<GroupEditInput>
                name="privateGroup"
                label={t('admin.manage.groups.privateGroup')}
                description={t('admin.manage.groups.privateGroupDescription')}
              />
              <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <SubmitButton>{t('common.actions.update')}</SubmitButton>
              </Stack>
            </>
          )}
        </Form>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('admin.manage.fields.households')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin.manage.groups.userCount', { count: group.users.length })}
        </Typography>
        <List dense aria-label={t('admin.manage.fields.households')}>
          {group.households.map((household) => (
            <ListItemLink key={household.id} to={paths.admin.household.getHref(household.id)} primary={household.name} />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
