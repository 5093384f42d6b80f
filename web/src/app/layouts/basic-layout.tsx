import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router';
import { AppBar } from './app-bar';

/** App bar without hamburger, search or sign-in; no drawer. */
export function BasicLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar variant="basic" />
      <Box component="main">
        <Toolbar variant="dense" />
        <Outlet />
      </Box>
    </Box>
  );
}
