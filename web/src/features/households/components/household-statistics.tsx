import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type HouseholdStatistics as Statistics, useHouseholdStatistics } from '../../../api/households/get-household-statistics';
import { paths } from '../../../config/paths';

interface StatisticsLinks {
  groupSlug: string;
  /** Members page, for those who may open it. */
  showMembers: boolean;
}

const STATS = [
  { key: 'totalRecipes', label: 'households.statistics.recipes' },
  { key: 'totalUsers', label: 'households.statistics.users' },
  { key: 'totalCategories', label: 'households.statistics.categories' },
  { key: 'totalTags', label: 'households.statistics.tags' },
  { key: 'totalTools', label: 'households.statistics.tools' },
] as const satisfies readonly { key: keyof Statistics; label: string }[];

/** §7.1 household statistics cards, each a link to the matching page. */
export function HouseholdStatisticsCards({ groupSlug, showMembers }: StatisticsLinks) {
  const { t } = useTranslation();
  const statistics = useHouseholdStatistics();
  const linkFor = (key: keyof Statistics): string | null => {
    switch (key) {
      case 'totalRecipes':
        return paths.group.home.getHref(groupSlug);
      case 'totalUsers':
        return showMembers ? paths.household.members.getHref() : null;
      case 'totalCategories':
        return paths.group.organizer.getHref(groupSlug, 'categories');
      case 'totalTags':
        return paths.group.organizer.getHref(groupSlug, 'tags');
      case 'totalTools':
        return paths.group.organizer.getHref(groupSlug, 'tools');
    }
  };
  return (
    <section aria-labelledby="household-statistics-title">
      <Typography id="household-statistics-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('households.statistics.title')}
      </Typography>
      <Grid container spacing={1.5}>
        {STATS.map(({ key, label }) => {
          const value = statistics.data?.[key];
          const content = (
            <CardContent sx={{ textAlign: 'center', py: 1.5 }}>
              <Typography variant="h5" component="p">
                {value ?? <Skeleton sx={{ mx: 'auto' }} width={32} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(label)}
              </Typography>
            </CardContent>
          );
          const to = linkFor(key);
          return (
            <Grid key={key} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                {to ? (
                  <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </section>
  );
}
