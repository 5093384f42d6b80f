import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export type DataType = 'recipes' | 'recipeActions' | 'foods' | 'units' | 'labels' | 'categories' | 'tags' | 'tools';

/** §6.2 switcher groups: recipes | foods, units, labels | organizers. */
const groups: DataType[][] = [
  ['recipes', 'recipeActions'],
  ['foods', 'units', 'labels'],
  ['categories', 'tags', 'tools'],
];

export const dataTypeTitles: Record<DataType, string> = {
  recipes: 'groupData.recipes.title',
  recipeActions: 'groupData.recipeActions.title',
  foods: 'groupData.foods.title',
  units: 'groupData.units.title',
  labels: 'groupData.labels.title',
  categories: 'groupData.categories.title',
  tags: 'groupData.tags.title',
  tools: 'groupData.tools.title',
};

/** An overflow button listing the other data pages. */
export function DataTypeSwitcher({ current }: { current: DataType }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <nav aria-label={t('groupData.switcher.label')}>
      <Button variant="outlined" endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('groupData.switcher.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {groups.map((group, index) => (
          <Fragment key={group[0]}>
            {index > 0 && <Divider />}
            {group.map((type) => (
              <MenuItem
                key={type}
                component={RouterLink}
                to={paths.groupData[type].getHref()}
                selected={type === current}
                aria-current={type === current ? 'page' : undefined}
                onClick={() => setAnchor(null)}
              >
                {t(dataTypeTitles[type])}
              </MenuItem>
            ))}
          </Fragment>
        ))}
      </Menu>
    </nav>
  );
}
