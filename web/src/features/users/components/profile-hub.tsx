import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
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

/**
 * §7.1: who you are, then the settings pages your flags open, by section. `household` holds what
 * the route adds about the household (invite link, statistics), shown under the welcome line.
 */
export function ProfileHub({ user, household }: { user: SessionUser; household?: ReactNode }) {
  const { t } = useTranslation();
  const card = (to: string, icon: ReactNode, title: string, description: string): LinkCardProps => ({
    to,
    icon,
    title,
    description,
  });
  // Only screens that exist are linked (webhook, notifier and migration screens are not built yet).
  const canManageHousehold = user.admin || user.canManageHousehold;
  const canManage = user.admin || user.canManage;
  const showGroup = canManage || user.canOrganize;
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
      {household}
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
          canManageHousehold &&
            card(
              paths.household.settings.getHref(),
              <HomeIcon />,
              t('users.profile.cards.householdSettings.title'),
              t('users.profile.cards.householdSettings.description'),
            ),
          card(
            paths.group.cookbooks.getHref(user.groupSlug),
            <MenuBookIcon />,
            t('users.profile.cards.cookbooks.title'),
            t('users.profile.cards.cookbooks.description'),
          ),
          canManage &&
            card(
              paths.household.members.getHref(),
              <PeopleIcon />,
              t('users.profile.cards.members.title'),
              t('users.profile.cards.members.description'),
            ),
        ]}
      />
      {showGroup && (
        <Section
          title={t('users.profile.sections.group')}
          cards={[
            canManage &&
              card(
                paths.groupSettings.getHref(),
                <GroupsIcon />,
                t('users.profile.cards.groupSettings.title'),
                t('users.profile.cards.groupSettings.description'),
              ),
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
