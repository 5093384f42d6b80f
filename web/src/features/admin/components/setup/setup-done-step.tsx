import LinkIcon from '@mui/icons-material/Link';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/link/button-link';
import { LinkCard } from '../../../../components/ui/link-card/link-card';
import { paths } from '../../../../config/paths';

/** Where to go next once the site is set up (only screens that exist are linked). */
export function SetupDoneStep({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const cards = [
    {
      to: paths.group.createRecipeManually.getHref(groupSlug),
      icon: <NoteAddIcon />,
      title: t('admin.setup.done.create.title'),
      description: t('admin.setup.done.create.description'),
    },
    {
      to: paths.group.createRecipeFromUrl.getHref(groupSlug),
      icon: <LinkIcon />,
      title: t('admin.setup.done.import.title'),
      description: t('admin.setup.done.import.description'),
    },
    {
      to: paths.user.profile.getHref(),
      icon: <PersonIcon />,
      title: t('admin.setup.done.profile.title'),
      description: t('admin.setup.done.profile.description'),
    },
  ];
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('admin.setup.done.intro')}</Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.to} size={{ xs: 12, sm: 6 }}>
            <LinkCard {...card} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <ButtonLink to={paths.group.home.getHref(groupSlug)} variant="contained">
          {t('admin.setup.done.home')}
        </ButtonLink>
      </Box>
    </>
  );
}
