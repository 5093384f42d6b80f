import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { useCookbooks } from '../../../api/cookbooks/get-cookbooks';
import { ListItemLink } from '../../../components/ui/link/list-item-link';
import { paths } from '../../../config/paths';

/** One drawer entry per household cookbook, in their saved order (screens.md §1.4). */
export function CookbookNavLinks({ groupSlug, onNavigate }: { groupSlug: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const cookbooks = useCookbooks();
  if (!cookbooks.data?.length) return null;
  return (
    <>
      <Divider />
      <List dense aria-label={t('cookbooks.manage.list')}>
        {cookbooks.data.map((cookbook) => (
          <ListItemLink
            key={cookbook.id}
            to={paths.group.cookbook.getHref(groupSlug, cookbook.slug)}
            icon={<MenuBookOutlinedIcon />}
            primary={cookbook.name}
            onClick={onNavigate}
          />
        ))}
      </List>
    </>
  );
}
