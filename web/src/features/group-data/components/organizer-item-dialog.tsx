import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import type { OrganizerItem, OrganizerKind } from '../api/get-organizer-items';
import { type OrganizerItemFormInput, organizerItemFormSchema } from '../api/save-organizer-item';
import { FormDialog } from './form-dialog';

const titles: Record<OrganizerKind, { create: string; edit: string }> = {
  categories: { create: 'groupData.categories.createTitle', edit: 'groupData.categories.editTitle' },
  tags: { create: 'groupData.tags.createTitle', edit: 'groupData.tags.editTitle' },
  tools: { create: 'groupData.tools.createTitle', edit: 'groupData.tools.editTitle' },
};

export interface OrganizerItemDialogProps {
  kind: OrganizerKind;
  open: boolean;
  item?: OrganizerItem | null;
  onClose: () => void;
  onSubmit: (values: OrganizerItemFormInput) => Promise<unknown>;
}

/** A category's or tag's name; a tool's name and "on hand". */
export function OrganizerItemDialog({ kind, open, item, onClose, onSubmit }: OrganizerItemDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      title={t(item ? titles[kind].edit : titles[kind].create)}
      schema={organizerItemFormSchema}
      defaultValues={{ name: item?.name ?? '', onHand: item?.onHand ?? false }}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {() => (
        <>
          <FormTextField<OrganizerItemFormInput> name="name" label={t('groupData.fields.name')} autoFocus required />
          {kind === 'tools' && <FormCheckbox<OrganizerItemFormInput> name="onHand" label={t('groupData.fields.onHand')} />}
        </>
      )}
    </FormDialog>
  );
}
