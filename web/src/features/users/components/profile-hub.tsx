import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import WebhookIcon from '@mui/icons-material/Webhook';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkCard, type LinkCardProps } from '../../../components/ui/link-card/link-card';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/auth/get-current-user';
import { initials } from '../lib/initials';

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
  const showGroup = user.canManage || user.canOrganize || user.advanced;
  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>{initials(user.fullName || user.username)}</Avatar>
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
          user.canManageHousehold &&
            card(
              paths.household.settings.getHref(),
              <HomeIcon />,
              t('users.profile.cards.household.title'),
              t('users.profile.cards.household.description'),
            ),
          card(
            paths.group.cookbooks.getHref(user.groupSlug),
            <MenuBookIcon />,
            t('users.profile.cards.cookbooks.title'),
            t('users.profile.cards.cookbooks.description'),
          ),
          user.canManage &&
            card(
              paths.household.members.getHref(),
              <PeopleIcon />,
              t('users.profile.cards.members.title'),
              t('users.profile.cards.members.description'),
            ),
          user.advanced &&
            card(
              paths.household.webhooks.getHref(),
              <WebhookIcon />,
              t('users.profile.cards.webhooks.title'),
              t('users.profile.cards.webhooks.description'),
            ),
          user.advanced &&
            card(
              paths.household.notifiers.getHref(),
              <NotificationsIcon />,
              t('users.profile.cards.notifiers.title'),
              t('users.profile.cards.notifiers.description'),
            ),
        ]}
      />
      {showGroup && (
        <Section
          title={t('users.profile.sections.group')}
          cards={[
            user.canManage &&
              card(
                paths.group.settings.getHref(),
                <GroupsIcon />,
                t('users.profile.cards.group.title'),
                t('users.profile.cards.group.description'),
              ),
            user.canOrganize &&
              card(
                paths.group.data.getHref(),
                <CategoryIcon />,
                t('users.profile.cards.data.title'),
                t('users.profile.cards.data.description'),
              ),
            user.advanced &&
              card(
                paths.group.migrations.getHref(),
                <ImportExportIcon />,
                t('users.profile.cards.migrations.title'),
                t('users.profile.cards.migrations.description'),
              ),
          ]}
        />
      )}
    </Stack>
  );
}
