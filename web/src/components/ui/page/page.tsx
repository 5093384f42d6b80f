import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';

export interface PageProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** narrow = 800 px, medium = 950 px (Mealie's containers). */
  width?: 'narrow' | 'medium' | 'wide';
  children: ReactNode;
}

const widths = { narrow: 800, medium: 950, wide: 1400 } as const;

/** A page body with its heading; also names the browser tab. */
export function Page({ title, subtitle, actions, width = 'narrow', children }: PageProps) {
  useEffect(() => {
    document.title = `${title} · Larder`;
  }, [title]);
  return (
    <Container sx={{ maxWidth: widths[width], py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }} disableGutters>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
