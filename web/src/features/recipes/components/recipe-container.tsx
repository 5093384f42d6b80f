import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** The page body of a recipe; the tab is named after the recipe, and printing is black on white. */
export function RecipeContainer({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Larder`;
  }, [title]);
  return (
    <Container
      disableGutters
      sx={{
        maxWidth: 1200,
        py: { xs: 2, sm: 3 },
        px: { xs: 1.5, sm: 3 },
        '@media print': { color: '#000', bgcolor: '#fff', maxWidth: 'none', p: 0 },
      }}
    >
      {children}
    </Container>
  );
}
