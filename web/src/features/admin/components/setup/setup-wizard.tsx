import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths';
import type { SetupAccountInput, SetupExisting, SetupSeedInput, SetupSiteInput, SetupValues } from '../../lib/complete-setup';
import { SetupAccountStep } from './setup-account-step';
import { SetupConfirmStep } from './setup-confirm-step';
import { SetupDoneStep } from './setup-done-step';
import { SetupSeedStep } from './setup-seed-step';
import { SetupSiteStep } from './setup-site-step';
import { SetupWelcomeStep } from './setup-welcome-step';

const STEPS = ['welcome', 'account', 'site', 'seed', 'confirm', 'done'] as const;
export type SetupStep = (typeof STEPS)[number];

export interface SetupWizardProps {
  user: { fullName: string; username: string; email: string; groupSlug: string };
  initialSiteName: string;
  /** Applies the values; resolves true when every call succeeded. */
  onFinish: (values: SetupValues) => Promise<boolean>;
  /** What the group already has, and whether set-up was completed before (the wizard can be run again). */
  existing?: SetupExisting;
}

const NOTHING_YET: SetupExisting = { setupCompleted: false, foods: 0, units: 0, labels: 0 };

/** §2 `/admin/setup`: welcome → account → site → starter data → confirm → done, with a progress bar. */
export function SetupWizard({ user, initialSiteName, onFinish, existing = NOTHING_YET }: SetupWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SetupStep>('welcome');
  const [pending, setPending] = useState(false);
  const [account, setAccount] = useState<SetupAccountInput>({
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [site, setSite] = useState<SetupSiteInput>({ siteName: initialSiteName, publicRecipes: false });
  // A list is ticked only on a first set-up and only while the group has none of it: a run after
  // set-up ticks nothing, so finishing it again seeds nothing unasked.
  const [seed, setSeed] = useState<SetupSeedInput>(() => {
    const offer = (count: number) => !existing.setupCompleted && count === 0;
    return { seedFoods: offer(existing.foods), seedUnits: offer(existing.units), seedLabels: offer(existing.labels) };
  });
  const index = STEPS.indexOf(step);
  const go = (offset: number) => setStep(STEPS[index + offset] ?? step);

  const titles: Record<SetupStep, string> = {
    welcome: t('admin.setup.welcome.title'),
    account: t('admin.setup.account.title'),
    site: t('admin.setup.site.title'),
    seed: t('admin.setup.seed.title'),
    confirm: t('admin.setup.confirm.title'),
    done: t('admin.setup.done.title'),
  };

  const finish = async () => {
    setPending(true);
    try {
      if (await onFinish({ ...account, ...site, ...seed })) setStep('done');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 720 }} elevation={4}>
      <LinearProgress
        variant="determinate"
        value={(index / (STEPS.length - 1)) * 100}
        aria-label={t('admin.setup.progress', { step: index + 1, total: STEPS.length })}
      />
      <CardContent sx={{ px: { xs: 2, sm: 4 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('admin.setup.progress', { step: index + 1, total: STEPS.length })}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {titles[step]}
        </Typography>
        {step === 'welcome' && <SetupWelcomeStep homeHref={paths.group.home.getHref(user.groupSlug)} onNext={() => go(1)} />}
        {step === 'account' && (
          <SetupAccountStep
            values={account}
            onBack={() => go(-1)}
            onNext={(values) => {
              setAccount(values);
              go(1);
            }}
          />
        )}
        {step === 'site' && (
          <SetupSiteStep
            values={site}
            onBack={() => go(-1)}
            onNext={(values) => {
              setSite(values);
              go(1);
            }}
          />
        )}
        {step === 'seed' && (
          <SetupSeedStep
            values={seed}
            existing={existing}
            onBack={() => go(-1)}
            onNext={(values) => {
              setSeed(values);
              go(1);
            }}
          />
        )}
        {step === 'confirm' && (
          <SetupConfirmStep
            values={{ ...account, ...site, ...seed }}
            pending={pending}
            onBack={() => go(-1)}
            onFinish={() => void finish()}
          />
        )}
        {step === 'done' && <SetupDoneStep groupSlug={user.groupSlug} />}
      </CardContent>
    </Card>
  );
}
