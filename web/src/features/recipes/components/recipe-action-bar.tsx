import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PrintIcon from '@mui/icons-material/Print';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShareIcon from '@mui/icons-material/Share';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RecipeActionBarProps {
  /** The favourite toggle, when signed in. */
  favorite?: ReactNode;
  onCook: () => void;
  onMadeIt?: () => void;
  onTimeline?: () => void;
  onEdit?: () => void;
  onShare?: () => void;
  onDuplicate?: () => void;
  onAddToShoppingList?: () => void;
  onDelete?: () => void;
}

function BarButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The recipe's round action buttons and its ⋮ menu; an action is left out when its handler is. */
export function RecipeActionBar({
  favorite,
  onCook,
  onMadeIt,
  onTimeline,
  onEdit,
  onShare,
  onDuplicate,
  onAddToShoppingList,
  onDelete,
}: RecipeActionBarProps) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const closeThen = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('recipe.actions.label')}
      sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, mb: 1, displayPrint: 'none' }}
    >
      {favorite}
      {onMadeIt && <BarButton label={t('recipe.madeIt.open')} icon={<EventAvailableIcon />} onClick={onMadeIt} />}
      {onTimeline && <BarButton label={t('recipe.timeline.open')} icon={<TimelineIcon />} onClick={onTimeline} />}
      <BarButton label={t('recipe.cook.open')} icon={<RestaurantIcon />} onClick={onCook} />
      {onEdit && <BarButton label={t('recipe.actions.edit')} icon={<EditIcon />} onClick={onEdit} />}
      <Tooltip title={t('recipe.actions.more')}>
        <IconButton aria-label={t('recipe.actions.more')} aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {onAddToShoppingList && (
          <MenuItem onClick={closeThen(onAddToShoppingList)}>
            <ListItemIcon>
              <AddShoppingCartIcon fontSize="small" />
            </ListItemIcon>
            {t('recipe.actions.addToShoppingList')}
          </MenuItem>
        )}
        <MenuItem onClick={closeThen(() => window.print())}>
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          {t('recipe.actions.print')}
        </MenuItem>
        {onShare && (
          <MenuItem onClick={closeThen(onShare)}>
            <ListItemIcon>
              <ShareIcon fontSize="small" />
            </ListItemIcon>
            {t('recipe.actions.share')}
          </MenuItem>
        )}
        {onDuplicate && (
          <MenuItem onClick={closeThen(onDuplicate)}>
            <ListItemIcon>
              <ContentCopyIcon fontSize="small" />
            </ListItemIcon>
            {t('recipe.actions.duplicate')}
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem onClick={closeThen(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <DeleteIcon fontSize="small" color="error" />
            </ListItemIcon>
            {t('recipe.actions.delete')}
          </MenuItem>
        )}
      </Menu>
    </Box>
  );
}
