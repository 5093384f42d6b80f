import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { availableMethods, type ImportMethod, METHOD_TEXT } from '../lib/import-methods';

/** The overflow button that switches between import methods, keeping the query string. */
export function ImportMethodSwitcher({
  groupSlug,
  current,
  imageImport,
}: {
  groupSlug: string;
  current: ImportMethod;
  imageImport: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
      >
        {t('recipeImport.switcher.label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {availableMethods(imageImport).map(({ method, href }) => (
          <MenuItem
            key={method}
            component={RouterLink}
            to={`${href(groupSlug)}${search}`}
            selected={method === current}
            onClick={() => setAnchor(null)}
          >
            {t(METHOD_TEXT[method].title)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
