import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemLink } from '../../components/ui/link/list-item-link';
import { paths, serverLinks } from '../../config/paths';
import { DrawerFooter } from './drawer-footer';

/** §1.4 admin drawer: site administration, then the developer pages (only screens that exist are linked). */
export function AdminDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [debugOpen, setDebugOpen] = useState(false);
  return (
    <>
      <List dense>
        <ListItemLink
          to={paths.admin.siteSettings.getHref()}
          icon={<SettingsIcon />}
          primary={t('admin.nav.siteSettings')}
          onClick={onNavigate}
        />
        <ListItemLink to={paths.admin.users.getHref()} icon={<PersonIcon />} primary={t('admin.nav.users')} onClick={onNavigate} />
        <ListItemLink to={paths.admin.households.getHref()} icon={<HomeIcon />} primary={t('admin.nav.households')} onClick={onNavigate} />
        <ListItemLink to={paths.admin.groups.getHref()} icon={<GroupsIcon />} primary={t('admin.nav.groups')} onClick={onNavigate} />
      </List>
      <List dense subheader={<ListSubheader component="div">{t('admin.nav.developer')}</ListSubheader>}>
        <ListItemLink
          to={paths.admin.maintenance.getHref()}
          icon={<BuildIcon />}
          primary={t('admin.nav.maintenance')}
          onClick={onNavigate}
        />
        <ListItemButton onClick={() => setDebugOpen((value) => !value)} aria-expanded={debugOpen}>
          <ListItemIcon>
            <BugReportIcon />
          </ListItemIcon>
          <ListItemText primary={t('admin.nav.debug')} />
          {debugOpen ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={debugOpen} unmountOnExit>
          <List dense disablePadding>
            <ListItemLink
              nested
              to={paths.admin.debugOpenai.getHref()}
              icon={<PsychologyIcon />}
              primary={t('admin.nav.debugOpenai')}
              onClick={onNavigate}
            />
            <ListItemLink
              nested
              to={paths.admin.debugParser.getHref()}
              icon={<TuneIcon />}
              primary={t('admin.nav.debugParser')}
              onClick={onNavigate}
            />
          </List>
        </Collapse>
        <ListItemButton component="a" href={serverLinks.apiDocs} target="_blank" rel="noopener">
          <ListItemIcon>
            <MenuBookIcon />
          </ListItemIcon>
          <ListItemText primary={t('admin.nav.apiDocs')} />
        </ListItemButton>
      </List>
      <DrawerFooter showSettings={false} onNavigate={onNavigate} />
    </>
  );
}
