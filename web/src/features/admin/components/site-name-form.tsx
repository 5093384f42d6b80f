import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../../api/admin/get-site-settings';
import { type SiteNameInput, siteNameSchema, useUpdateSiteSettings } from '../../../api/admin/update-site-settings';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notify } from '../../../lib/notifications/notifications-store';

export function SiteNameForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const updateSettings = useUpdateSiteSettings();
  return (
    <Form
      schema={siteNameSchema}
      defaultValues={{ siteName: settings.siteName }}
      aria-label={t('admin.siteSettings.siteName')}
      onSubmit={async (values) => {
        await updateSettings.mutateAsync({ siteName: values.siteName });
        notify.success(t('admin.siteSettings.saved'));
      }}
    >
      {() => (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <FormTextField<SiteNameInput> name="siteName" label={t('admin.siteSettings.siteName')} margin="none" />
          <SubmitButton sx={{ mt: 1, flexShrink: 0 }}>{t('common.actions.save')}</SubmitButton>
        </Box>
      )}
    </Form>
  );
}
