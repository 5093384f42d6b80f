import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RecipeCardMenuProps {
  recipeName: string;
  onAddToShoppingList: () => void;
}

/** A card's ⋮ menu (screens.md §3.1), for members of the recipe's group. */
export function RecipeCardMenu({ recipeName, onAddToShoppingList }: RecipeCardMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Cards are links: the menu must not open the recipe.
  const stop = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('browse.card.menu', { name: recipeName })}
        aria-haspopup="menu"
        onClick={(event) => {
          stop(event);
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={stop}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onAddToShoppingList();
          }}
        >
          <ListItemIcon>
            <AddShoppingCartIcon fontSize="small" />
          </ListItemIcon>
          {t('browse.card.addToShoppingList')}
        </MenuItem>
      </Menu>
    </>
  );
}
