import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeedKind, useSeedData } from '../../../api/foods/seed-data';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { getCurrentLocale } from '../../../lib/i18n/i18n';
import { LOCALES } from '../../../lib/i18n/locales';

const titles = { foods: 'groupData.seed.foodsTitle', units: 'groupData.seed.unitsTitle', labels: 'groupData.seed.labelsTitle' } as const;

export interface SeedDialogProps {
  kind: SeedKind;
  open: boolean;
  /** Whether the group already has some; the dialog then warns more loudly. */
  hasData: boolean;
  onClose: () => void;
}

/** §6.2 seed: adds the default foods, units or labels for the user's language. */
export function SeedDialog({ kind, open, hasData, onClose }: SeedDialogProps) {
  const { t } = useTranslation();
  const [locale] = useState(getCurrentLocale);
  const seed = useSeedData({ mutationConfig: { onSuccess: onClose } });
  const languageName = LOCALES.find((entry) => entry.code === locale)?.name ?? locale;
  return (
    <ConfirmDialog
      open={open}
      title={t(titles[kind])}
      message={
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {t('groupData.seed.message', { language: languageName })}
          </Typography>
          <Typography component="span" sx={{ display: 'block', mt: 2 }} color={hasData ? 'error' : 'text.secondary'}>
            {t(hasData ? 'groupData.seed.hasData' : 'groupData.seed.duplicates')}
          </Typography>
        </>
      }
      confirmLabel={t('groupData.seed.confirm')}
      pending={seed.isPending}
      onConfirm={() => seed.mutate({ kind, locale })}
      onCancel={onClose}
    />
  );
}
