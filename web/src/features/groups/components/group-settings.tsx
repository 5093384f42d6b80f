import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { GroupSelf } from '../../../api/groups/get-group-self';
import { useUpdateGroupPreferences } from '../../../api/groups/update-group-preferences';
import { notify } from '../../../lib/notifications/notifications-store';

/** §6.1 the group's one setting, saved as soon as it changes. */
export function GroupSettings({ group }: { group: GroupSelf }) {
  const { t } = useTranslation();
  const update = useUpdateGroupPreferences({ mutationConfig: { onSuccess: () => notify.success(t('groups.settings.saved')) } });
  const privateGroup = update.isPending ? (update.variables?.privateGroup ?? false) : (group.preferences?.privateGroup ?? false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={privateGroup}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ privateGroup: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'private-group-description' } }}
          />
        }
        label={t('groups.settings.privateGroup')}
      />
      <FormHelperText id="private-group-description" sx={{ ml: 4, mt: -0.5 }}>
        {t('groups.settings.privateGroupDescription')}
      </FormHelperText>
    </Paper>
  );
}
