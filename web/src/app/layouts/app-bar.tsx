import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import MuiAppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAbout } from '../../api/app/get-about';
import { ButtonLink } from '../../components/ui/link/button-link';
import { LogoIcon } from '../../components/ui/logo/logo-icon';
import { UserAvatar } from '../../components/ui/user-avatar/user-avatar';
import { paths } from '../../config/paths';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { RecipeSearchButton } from '../../features/recipe-browse/components/recipe-search-button';
import { useAuth } from '../../lib/auth/auth-context';

export interface AppBarProps {
  /** Default and admin layouts: hamburger plus sign-in/sign-out. The basic layout has neither. */
  variant: 'full' | 'basic';
  drawerOpen?: boolean;
  onToggleDrawer?: () => void;
}

/** Dense, primary-coloured, clipped above the drawer, hidden when printing. */
export function AppBar({ variant, drawerOpen, onToggleDrawer }: AppBarProps) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const about = useAbout();
  const siteName = about.data?.siteName || t('common.appName');
  const homeHref = user?.groupSlug ? paths.group.home.getHref(user.groupSlug) : paths.home.getHref();
  return (
    <MuiAppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, '@media print': { display: 'none' } }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {variant === 'full' && onToggleDrawer && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('app.layout.appBar.toggleNavigation')}
            aria-expanded={drawerOpen}
            aria-controls="app-drawer"
            onClick={onToggleDrawer}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={homeHref}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <LogoIcon aria-hidden />
          <Typography variant="h6" component="span" noWrap>
            {siteName}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {variant === 'full' && user?.groupSlug && <RecipeSearchButton groupSlug={user.groupSlug} />}
        {variant === 'full' && status === 'authenticated' && user && (
          <IconButton component={RouterLink} to={paths.user.profile.getHref()} aria-label={t('app.layout.appBar.profile')} sx={{ p: 0.5 }}>
            <UserAvatar userId={user.id} name={user.fullName || user.username} cacheKey={user.cacheKey} size={32} />
          </IconButton>
        )}
        {variant === 'full' && status === 'authenticated' && <SignOutButton />}
        {variant === 'full' && status === 'unauthenticated' && (
          <ButtonLink to={paths.auth.login.getHref()} color="inherit" startIcon={<LoginIcon />}>
            {t('app.layout.appBar.signIn')}
          </ButtonLink>
        )}
      </Toolbar>
    </MuiAppBar>
  );
}
