import AddHomeIcon from '@mui/icons-material/AddHome';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationMode } from '../../lib/registration';

function ChoiceCard({ icon, title, description, onClick }: { icon: ReactNode; title: string; description: string; onClick: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Typography sx={{ color: 'primary.main', fontSize: 48, lineHeight: 1 }} aria-hidden>
            {icon}
          </Typography>
          <Typography variant="h6" component="span" sx={{ display: 'block', mt: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function RegisterChooseStep({ onChoose }: { onChoose: (mode: RegistrationMode) => void }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceCard
          icon={<GroupAddIcon fontSize="inherit" />}
          title={t('users.register.join.title')}
          description={t('users.register.join.description')}
          onClick={() => onChoose('join')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceCard
          icon={<AddHomeIcon fontSize="inherit" />}
          title={t('users.register.create.title')}
          description={t('users.register.create.description')}
          onClick={() => onChoose('create')}
        />
      </Grid>
    </Grid>
  );
}
