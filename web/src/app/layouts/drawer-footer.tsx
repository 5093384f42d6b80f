import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { ListItemLink } from '../../components/ui/link/list-item-link';
import { paths } from '../../config/paths';
import { ColorSchemeToggle } from '../../features/app/components/color-scheme-toggle';
import { LanguageButton } from '../../features/app/components/language-button';

/** Bottom of both drawers: admin settings, language, dark/light mode. */
export function DrawerFooter({ showSettings, onNavigate }: { showSettings: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List dense>
        {showSettings && (
          <ListItemLink
            to={paths.admin.siteSettings.getHref()}
            icon={<SettingsIcon />}
            primary={t('app.layout.drawer.settings')}
            onClick={onNavigate}
          />
        )}
        <LanguageButton variant="list-item" />
        <ColorSchemeToggle variant="list-item" />
      </List>
    </>
  );
}
