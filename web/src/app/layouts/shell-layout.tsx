import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DRAWER_WIDTH } from '../../config/constants';
import { AppBar } from './app-bar';

export interface ShellLayoutProps {
  /** The drawer's content; `close` hides an overlay drawer after a link is followed. */
  drawer: (close: () => void) => ReactNode;
}

/**
 * App bar and a 240 px drawer: beside the content from `lg` (open at first), an overlay with a
 * scrim below it (closed at first, and not in the page until it first opens).
 */
export function ShellLayout({ drawer }: ShellLayoutProps) {
  const { t } = useTranslation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The overlay drawer is built when it first opens, not with every page on a phone, and kept after.
  const [mobileBuilt, setMobileBuilt] = useState(false);
  const open = desktop ? desktopOpen : mobileOpen;
  const toggle = () => {
    if (desktop) return setDesktopOpen((value) => !value);
    setMobileBuilt(true);
    setMobileOpen((value) => !value);
  };
  const close = () => {
    if (!desktop) setMobileOpen(false);
  };
  const paper = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    '@media print': { display: 'none' },
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar variant="full" drawerOpen={open} onToggleDrawer={toggle} />
      {desktop ? (
        desktopOpen && (
          <Drawer
            id="app-drawer"
            variant="permanent"
            sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}
            slotProps={{ paper: { component: 'nav', 'aria-label': t('app.layout.drawer.label') } as object }}
          >
            <Toolbar variant="dense" />
            {drawer(close)}
          </Drawer>
        )
      ) : (
        <Drawer
          id="app-drawer"
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: mobileBuilt }}
          sx={{ '& .MuiDrawer-paper': paper }}
          slotProps={{ paper: { component: 'nav', 'aria-label': t('app.layout.drawer.label') } as object }}
        >
          <Toolbar variant="dense" />
          {drawer(close)}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar variant="dense" />
        <Outlet />
      </Box>
    </Box>
  );
}
