import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { ConfigCheck } from '../../../../api/admin/get-config-check';
import { type CheckStatus, type ConfigCheckRow, configChecks } from './config-checks';

/** §8.1 each check with a green, amber or red mark, and a sentence saying what it means. */
export function ConfigCheckList({ check, about }: { check: ConfigCheck; about: AdminAbout }) {
  const { t } = useTranslation();
  const rows = configChecks(check, about, window.isSecureContext);
  const statusLabel: Record<CheckStatus, string> = {
    ok: t('admin.siteSettings.checks.status.ok'),
    warning: t('admin.siteSettings.checks.status.warning'),
    error: t('admin.siteSettings.checks.status.error'),
  };
  const icon = (status: CheckStatus) => {
    const title = statusLabel[status];
    if (status === 'ok') return <CheckCircleIcon color="success" titleAccess={title} />;
    if (status === 'warning') return <WarningAmberIcon color="warning" titleAccess={title} />;
    return <ErrorIcon color="error" titleAccess={title} />;
  };
  const text = (row: ConfigCheckRow): { title: string; sentence: string } => {
    const ok = row.status === 'ok';
    switch (row.id) {
      case 'upToDate':
        return {
          title: t('admin.siteSettings.checks.upToDate.title'),
          sentence: ok
            ? t('admin.siteSettings.checks.upToDate.ok', { version: about.version })
            : t('admin.siteSettings.checks.upToDate.warning', { version: about.version, latest: about.versionLatest }),
        };
      case 'secure':
        return {
          title: t('admin.siteSettings.checks.secure.title'),
          sentence: ok ? t('admin.siteSettings.checks.secure.ok') : t('admin.siteSettings.checks.secure.error'),
        };
      case 'baseUrl':
        return {
          title: t('admin.siteSettings.checks.baseUrl.title'),
          sentence: ok ? t('admin.siteSettings.checks.baseUrl.ok') : t('admin.siteSettings.checks.baseUrl.warning'),
        };
      case 'email':
        return {
          title: t('admin.siteSettings.checks.email.title'),
          sentence: ok ? t('admin.siteSettings.checks.email.ok') : t('admin.siteSettings.checks.email.warning'),
        };
      case 'ldap':
        return {
          title: t('admin.siteSettings.checks.ldap.title'),
          sentence: ok ? t('admin.siteSettings.checks.ldap.ok') : t('admin.siteSettings.checks.ldap.warning'),
        };
      case 'oidc':
        return {
          title: t('admin.siteSettings.checks.oidc.title'),
          sentence: ok
            ? t('admin.siteSettings.checks.oidc.ok')
            : row.status === 'error'
              ? t('admin.siteSettings.checks.oidc.error')
              : t('admin.siteSettings.checks.oidc.warning'),
        };
      case 'openai':
        return {
          title: t('admin.siteSettings.checks.openai.title'),
          sentence: ok ? t('admin.siteSettings.checks.openai.ok') : t('admin.siteSettings.checks.openai.warning'),
        };
    }
  };
  return (
    <List dense aria-label={t('admin.siteSettings.checks.title')}>
      {rows.map((row) => {
        const { title, sentence } = text(row);
        return (
          <ListItem key={row.id} divider disableGutters data-status={row.status}>
            <ListItemIcon sx={{ minWidth: 40 }}>{icon(row.status)}</ListItemIcon>
            <ListItemText primary={title} secondary={sentence} />
          </ListItem>
        );
      })}
    </List>
  );
}
