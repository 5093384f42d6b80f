import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface OrganizerChipsProps {
  title: string;
  items: { id?: string | null; name: string; slug: string }[];
  /** The group home filtered by one of the items. */
  href: (slug: string) => string;
}

/** Categories, tags or tools as chips linking to the recipes that share them. */
export function OrganizerChips({ title, items, href }: OrganizerChipsProps) {
  if (items.length === 0) return null;
  return (
    <Box component="section" sx={{ displayPrint: 'none' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id ?? item.slug}>
            <Chip label={item.name} component={RouterLink} to={href(item.slug)} clickable size="small" />
          </li>
        ))}
      </Box>
    </Box>
  );
}
