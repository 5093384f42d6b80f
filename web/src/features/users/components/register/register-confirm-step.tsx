import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { type SummaryItem, SummaryList } from '../../../../components/ui/summary-list/summary-list';
import type { RegistrationDraft } from '../../lib/registration';

export interface RegisterConfirmStepProps {
  draft: RegistrationDraft;
  pending: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function RegisterConfirmStep({ draft, pending, onBack, onSubmit }: RegisterConfirmStepProps) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const items: SummaryItem[] = [
    ...(draft.mode === 'create'
      ? [
          { label: t('users.register.group.name'), value: draft.group.group },
          { label: t('users.register.group.private'), value: yesNo(draft.group.private) },
          { label: t('users.register.group.seedData'), value: yesNo(draft.group.seedData) },
        ]
      : []),
    { label: t('users.fields.username'), value: draft.account.username },
    { label: t('users.fields.fullName'), value: draft.account.fullName },
    { label: t('users.fields.email'), value: draft.account.email },
    { label: t('users.edit.advanced'), value: yesNo(draft.account.advanced) },
  ];
  return (
    <>
      <SummaryList items={items} label={t('users.register.confirm.title')} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
        <Button onClick={onBack} disabled={pending}>
          {t('common.actions.back')}
        </Button>
        <Button
          variant="contained"
          onClick={onSubmit}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('users.register.confirm.submit')}
        </Button>
      </Box>
    </>
  );
}
