import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookbookDetail } from '../../../api/cookbooks/get-cookbook';
import { useSaveCookbook } from '../../../api/cookbooks/save-cookbook';
import type { OrganizerNames } from '../../../components/ui/query-filter-editor/query-filter-editor';
import { notify } from '../../../lib/notifications/notifications-store';
import { saveErrorMessage } from '../lib/save-error-message';
import { CookbookDialog } from './cookbook-dialog';

export interface CookbookEditButtonProps {
  cookbook: CookbookDetail;
  organizerNames: OrganizerNames;
  /** Called with the saved slug, which changes when the name does. */
  onSaved: (slug: string) => void;
}

/** Edit from the cookbook's own page (screens.md §3.7). */
export function CookbookEditButton({ cookbook, organizerNames, onSaved }: CookbookEditButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const saveCookbook = useSaveCookbook();
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {t('cookbooks.view.edit')}
      </Button>
      {open ? (
        <CookbookDialog
          open
          cookbook={cookbook}
          pending={saveCookbook.isPending}
          organizerNames={organizerNames}
          onClose={() => setOpen(false)}
          onSave={(values) =>
            saveCookbook.mutate(
              { id: cookbook.id, data: { ...values, position: cookbook.position } },
              {
                onSuccess: (saved) => {
                  notify.success(t('cookbooks.manage.saved'));
                  setOpen(false);
                  onSaved(saved.slug);
                },
                onError: (error) => {
                  const message = saveErrorMessage(error, t('common.errors.generic'));
                  if (message) notify.error(message);
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
