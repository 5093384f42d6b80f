import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/users/get-current-user';
import { LinkCard, type LinkCardProps } from '../../../components/ui/link-card/link-card';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';
import { paths } from '../../../config/paths';

function Section({ title, cards }: { title: string; cards: (LinkCardProps | false)[] }) {
  const shown = cards.filter((card): card is LinkCardProps => card !== false);
  if (shown.length === 0) return null;
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {shown.map((card) => (
          <Grid key={card.to} size={{ xs: 12, sm: 6 }}>
            <LinkCard {...card} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** §7.1: who you are, then the settings pages your flags open, by section. */
export function ProfileHub({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const card = (to: string, icon: ReactNode, title: string, description: string): LinkCardProps => ({
    to,
    icon,
    title,
    description,
  });
  // Only screens that exist are linked (household, member, webhook, notifier, group settings and migration screens are not built yet).
  const showGroup = user.canOrganize;
  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar userId={user.id} name={user.fullName || user.username} cacheKey={user.cacheKey} size={64} decorative />
        <div>
          <Typography variant="h6" component="p">
            {t('users.profile.welcome', { name: user.fullName || user.username })}
          </Typography>
          <Typography color="text.secondary">{t('users.profile.memberOf', { group: user.group, household: user.household })}</Typography>
        </div>
      </Stack>
      <Section
        title={t('users.profile.sections.personal')}
        cards={[
          card(
            paths.user.profileEdit.getHref(),
            <PersonIcon />,
            t('users.profile.cards.settings.title'),
            t('users.profile.cards.settings.description'),
          ),
          user.advanced &&
            card(
              paths.user.apiTokens.getHref(),
              <KeyIcon />,
              t('users.profile.cards.apiTokens.title'),
              t('users.profile.cards.apiTokens.description'),
            ),
          user.admin &&
            card(
              paths.admin.siteSettings.getHref(),
              <AdminPanelSettingsIcon />,
              t('users.profile.cards.admin.title'),
              t('users.profile.cards.admin.description'),
            ),
        ]}
      />
      <Section
        title={t('users.profile.sections.household')}
        cards={[
          card(
            paths.group.cookbooks.getHref(user.groupSlug),
            <MenuBookIcon />,
            t('users.profile.cards.cookbooks.title'),
            t('users.profile.cards.cookbooks.description'),
          ),
        ]}
      />
      {showGroup && (
        <Section
          title={t('users.profile.sections.group')}
          cards={[
            user.canOrganize &&
              card(
                paths.group.data.getHref(),
                <CategoryIcon />,
                t('users.profile.cards.data.title'),
                t('users.profile.cards.data.description'),
              ),
          ]}
        />
      )}
    </Stack>
  );
}
