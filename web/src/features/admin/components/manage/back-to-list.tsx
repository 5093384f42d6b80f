import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/link/button-link';
import { paths } from '../../../../config/paths';

/** The back toolbar of the §8.2–8.4 detail pages. */
export function BackToList({ to }: { to: 'users' | 'groups' | 'households' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={paths.admin[to].getHref()} startIcon={<ArrowBackIcon />}>
      {t('common.actions.back')}
    </ButtonLink>
  );
}
