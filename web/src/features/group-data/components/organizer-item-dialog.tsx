import { useTranslation } from 'react-i18next';
import type { Organizer, OrganizerKind } from '../../../api/organizers/get-organizers';
import { type OrganizerFormInput, organizerFormSchema } from '../../../api/organizers/save-organizer';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';

const titles: Record<OrganizerKind, { create: string; edit: string }> = {
  categories: { create: 'groupData.categories.createTitle', edit: 'groupData.categories.editTitle' },
  tags: { create: 'groupData.tags.createTitle', edit: 'groupData.tags.editTitle' },
  tools: { create: 'groupData.tools.createTitle', edit: 'groupData.tools.editTitle' },
};

export interface OrganizerItemDialogProps {
  kind: OrganizerKind;
  open: boolean;
  item?: Organizer | null;
  onClose: () => void;
  onSubmit: (values: OrganizerFormInput) => Promise<unknown>;
}

/** A category's or tag's name; a tool's name and "on hand". */
export function OrganizerItemDialog({ kind, open, item, onClose, onSubmit }: OrganizerItemDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t(item ? titles[kind].edit : titles[kind].create)}
      schema={organizerFormSchema}
      defaultValues={{ name: item?.name ?? '', onHand: item?.onHand ?? false }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <FormTextField<OrganizerFormInput> name="name" label={t('groupData.fields.name')} autoFocus required />
          {kind === 'tools' && <FormCheckbox<OrganizerFormInput> name="onHand" label={t('groupData.fields.onHand')} />}
        </>
      )}
    </FormDialog>
  );
}
