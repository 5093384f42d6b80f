import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { AppAbout } from '../../../api/app/get-about';

/** What `/api/app/about` tells about this server. */
export function AboutInfoList({ about }: { about: AppAbout }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const rows = [
    { label: t('app.about.version'), value: about.version },
    { label: t('app.about.mode'), value: about.production ? t('app.about.production') : t('app.about.development') },
    { label: t('app.about.demo'), value: yesNo(about.demoStatus) },
    { label: t('app.about.signup'), value: yesNo(about.allowSignup) },
    { label: t('app.about.defaultGroup'), value: about.defaultGroupSlug ?? t('app.about.none') },
    { label: t('app.about.oidc'), value: yesNo(about.enableOidc) },
    { label: t('app.about.openai'), value: yesNo(about.enableOpenai) },
  ];
  return (
    <List dense aria-label={t('app.about.title')}>
      {rows.map((row) => (
        <ListItem key={row.label} divider>
          <ListItemText primary={row.label} secondary={row.value} />
        </ListItem>
      ))}
    </List>
  );
}
