import { useDraggable } from '@dnd-kit/core';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_ENTRY_TYPES, type PlanEntry, type PlanEntryType } from '../../../api/mealplans/types';
import { entryTitle } from '../lib/entry-title';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';
import { EntrySummary } from './entry-summary';
import { EntryThumbnail } from './entry-thumbnail';

export interface EditEntryCardProps {
  entry: PlanEntry;
  onEdit: (entry: PlanEntry) => void;
  onChangeType: (entry: PlanEntry, entryType: PlanEntryType) => void;
  onDelete: (entry: PlanEntry) => void;
  /** Drawn in the drag overlay: no drag source of its own. */
  overlay?: boolean;
}

/** §5.1 edit tab: a meal card with its drag handle, meal-type chip (a menu to change it), and delete. */
export function EditEntryCard({ entry, onEdit, onChangeType, onDelete, overlay = false }: EditEntryCardProps) {
  const { t } = useTranslation();
  const [typeMenu, setTypeMenu] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `entry:${entry.id}`,
    data: { entry },
    disabled: overlay,
  });
  const title = entryTitle(entry, t('mealPlan.planner.untitled'));
  const typeName = t(ENTRY_TYPE_LABELS[entry.entryType]);
  return (
    <Card
      ref={overlay ? undefined : setNodeRef}
      component={overlay ? 'div' : 'li'}
      variant="outlined"
      data-entry-id={entry.id}
      sx={{ listStyle: 'none', minWidth: 0, opacity: isDragging ? 0.4 : 1, boxShadow: overlay ? 6 : 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('mealPlan.edit.move', { title })}
          size="small"
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.5 }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <ButtonBase
          onClick={() => onEdit(entry)}
          aria-label={t('mealPlan.edit.edit', { title })}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-start',
            gap: 1,
            textAlign: 'left',
            borderRadius: 1,
            p: 0.5,
          }}
        >
          <EntryThumbnail entry={entry} size={40} />
          <EntrySummary entry={entry} title={title} />
        </ButtonBase>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1, pb: 0.5 }}>
        <Chip
          size="small"
          label={typeName}
          aria-label={t('mealPlan.edit.changeType', { title, type: typeName })}
          aria-haspopup="menu"
          onClick={(event) => setTypeMenu(event.currentTarget)}
        />
        <IconButton size="small" aria-label={t('mealPlan.edit.delete', { title })} onClick={() => onDelete(entry)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Menu anchorEl={typeMenu} open={typeMenu !== null} onClose={() => setTypeMenu(null)}>
        {PLAN_ENTRY_TYPES.map((entryType) => (
          <MenuItem
            key={entryType}
            selected={entryType === entry.entryType}
            onClick={() => {
              setTypeMenu(null);
              if (entryType !== entry.entryType) onChangeType(entry, entryType);
            }}
          >
            {t(ENTRY_TYPE_LABELS[entryType])}
          </MenuItem>
        ))}
      </Menu>
    </Card>
  );
}
