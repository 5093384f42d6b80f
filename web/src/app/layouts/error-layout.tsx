import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/link/button-link';
import { LogoIcon } from '../../components/ui/logo/logo-icon';
import { paths } from '../../config/paths';
import type { ErrorDescription } from '../../lib/errors/route-errors';
import { AppBar } from './app-bar';

function StatusGraphic({ status }: { status: number }) {
  const digits = String(status);
  const big = { fontSize: { xs: 96, sm: 160 }, fontWeight: 700, lineHeight: 1, color: 'primary.main' };
  // Mealie's "4 [logo] 4": the logo stands in for the middle zero.
  if (digits.length === 3 && digits[1] === '0') {
    return (
      <Stack direction="row" aria-hidden sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="span" sx={big}>
          {digits[0]}
        </Typography>
        <LogoIcon sx={{ fontSize: { xs: 88, sm: 148 }, color: 'primary.main' }} />
        <Typography component="span" sx={big}>
          {digits[2]}
        </Typography>
      </Stack>
    );
  }
  return (
    <Typography component="span" aria-hidden sx={{ ...big, display: 'block', textAlign: 'center' }}>
      {digits}
    </Typography>
  );
}

/** The error layout: basic app bar, the status drawn large, its title, and a Home button. */
export function ErrorLayout({ description }: { description: ErrorDescription }) {
  const { t } = useTranslation();
  const title = 'text' in description.title ? description.title.text : t(description.title.key, description.title.values);
  useEffect(() => {
    document.title = `${title} · Larder`;
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar variant="basic" />
      <Box component="main" sx={{ px: 2 }}>
        <Toolbar variant="dense" />
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', mt: { xs: 4, sm: 8 } }}>
          <StatusGraphic status={description.status} />
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <ButtonLink to={paths.home.getHref()} variant="contained" startIcon={<HomeIcon />}>
            {t('app.errors.home')}
          </ButtonLink>
        </Stack>
      </Box>
    </Box>
  );
}
