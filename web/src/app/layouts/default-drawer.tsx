import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FolderIcon from '@mui/icons-material/Folder';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TimelineIcon from '@mui/icons-material/Timeline';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAbout } from '../../api/app/get-about';
import { ListItemLink } from '../../components/ui/link/list-item-link';
import { UserAvatar } from '../../components/ui/user-avatar/user-avatar';
import { paths } from '../../config/paths';
import { CookbookNavLinks } from '../../features/cookbooks/components/cookbook-nav-links';
import { useAuth } from '../../lib/auth/auth-context';
import { CreateMenu } from './create-menu';
import { DrawerFooter } from './drawer-footer';

/** §1.4 default drawer: user block, Create, the group's pages, then settings/language/theme. */
export function DefaultDrawer({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const about = useAbout();
  const { groupSlug } = useParams();
  const [organizersOpen, setOrganizersOpen] = useState(false);
  // Mealie's isOwnGroup: signed in, and the page is not another group's.
  const ownGroup = user !== null && (!groupSlug || groupSlug === user.groupSlug);
  const slug = user?.groupSlug ?? '';

  return (
    <>
      <List dense>
        {user && (
          <ListItemLink
            to={paths.user.profile.getHref()}
            icon={<UserAvatar userId={user.id} name={user.fullName || user.username} cacheKey={user.cacheKey} size={32} decorative />}
            primary={user.fullName || user.username}
            secondary={t('app.layout.drawer.profile')}
            onClick={onNavigate}
          />
        )}
      </List>
      {ownGroup && (
        <>
          <CreateMenu groupSlug={slug} imageImport={Boolean(about.data?.enableOpenaiImageServices)} onNavigate={onNavigate} />
          <List dense>
            <ListItemLink
              to={paths.group.home.getHref(slug)}
              end
              icon={<RestaurantIcon />}
              primary={t('app.layout.drawer.recipes')}
              onClick={onNavigate}
            />
            {user && (
              <ListItemLink
                to={paths.user.favorites.getHref(user.id)}
                icon={<FavoriteBorderIcon />}
                primary={t('browse.drawer.favorites')}
                onClick={onNavigate}
              />
            )}
            <ListItemLink
              to={paths.mealPlan.planner.getHref()}
              icon={<CalendarMonthIcon />}
              primary={t('mealPlan.drawer')}
              onClick={onNavigate}
            />
            <ListItemLink
              to={paths.shoppingLists.index.getHref()}
              icon={<ShoppingCartIcon />}
              primary={t('app.layout.drawer.shoppingLists')}
              onClick={onNavigate}
            />
            <ListItemLink
              to={paths.group.timeline.getHref(slug)}
              icon={<TimelineIcon />}
              primary={t('app.layout.drawer.timeline')}
              onClick={onNavigate}
            />
            <ListItemLink
              to={paths.group.finder.getHref(slug)}
              icon={<TravelExploreIcon />}
              primary={t('browse.drawer.finder')}
              onClick={onNavigate}
            />
            <ListItemLink
              to={paths.group.cookbooks.getHref(slug)}
              icon={<MenuBookIcon />}
              primary={t('app.layout.drawer.cookbooks')}
              onClick={onNavigate}
            />
            <ListItemButton onClick={() => setOrganizersOpen((value) => !value)} aria-expanded={organizersOpen}>
              <ListItemIcon>
                <FolderIcon />
              </ListItemIcon>
              <ListItemText primary={t('app.layout.drawer.organizers')} />
              {organizersOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={organizersOpen} unmountOnExit>
              <List dense disablePadding>
                <ListItemLink
                  nested
                  to={paths.group.organizer.getHref(slug, 'categories')}
                  icon={<CategoryIcon />}
                  primary={t('app.layout.drawer.categories')}
                  onClick={onNavigate}
                />
                <ListItemLink
                  nested
                  to={paths.group.organizer.getHref(slug, 'tags')}
                  icon={<LocalOfferIcon />}
                  primary={t('app.layout.drawer.tags')}
                  onClick={onNavigate}
                />
                <ListItemLink
                  nested
                  to={paths.group.organizer.getHref(slug, 'tools')}
                  icon={<ConstructionIcon />}
                  primary={t('app.layout.drawer.tools')}
                  onClick={onNavigate}
                />
              </List>
            </Collapse>
          </List>
          <CookbookNavLinks groupSlug={slug} onNavigate={onNavigate} />
        </>
      )}
      <DrawerFooter showSettings={user?.admin === true} onNavigate={onNavigate} />
    </>
  );
}
