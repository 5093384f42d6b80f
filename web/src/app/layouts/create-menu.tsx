import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** The drawer's Create button: import from a URL, from an image (with OpenAI), or by hand. */
export function CreateMenu({ groupSlug, imageImport, onNavigate }: { groupSlug: string; imageImport: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => {
    setAnchor(null);
    onNavigate();
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        sx={{ borderRadius: 5, mx: 2, my: 1 }}
      >
        {t('app.layout.drawer.create.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.group.createRecipeFromUrl.getHref(groupSlug)} onClick={close}>
          {t('app.layout.drawer.create.import')}
        </MenuItem>
        {imageImport && (
          <MenuItem component={RouterLink} to={paths.group.createRecipeFromImage.getHref(groupSlug)} onClick={close}>
            {t('app.layout.drawer.create.image')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem component={RouterLink} to={paths.group.createRecipeManually.getHref(groupSlug)} onClick={close}>
          {t('app.layout.drawer.create.manual')}
        </MenuItem>
      </Menu>
    </>
  );
}
