import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shoppingListNameSchema } from '../../../api/shopping-lists/save-shopping-list';
import type { ShoppingListSummary } from '../../../api/shopping-lists/types';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';

export interface ChooseListStepProps {
  /** The lists shown: the user's own, or all of the household's with "show all". */
  lists: ShoppingListSummary[];
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
  onChoose: (list: ShoppingListSummary) => void;
  /** Creates a list by name and goes on with it; resolves once it exists. */
  onCreate: (name: string) => Promise<unknown>;
}

/** Step 1 of §3.3: which list; with none to choose from, a name for a new one. */
export function ChooseListStep({ lists, showAll, onShowAllChange, onChoose, onCreate }: ChooseListStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={showAll} onChange={(event) => onShowAllChange(event.target.checked)} />}
        label={t('shopping.lists.showAll')}
      />
      {lists.length > 0 ? (
        <List aria-label={t('shopping.addRecipes.lists')}>
          {lists.map((list) => (
            <ListItemButton key={list.id} onClick={() => onChoose(list)} sx={{ borderLeft: 4, borderLeftColor: 'primary.main', mb: 1 }}>
              <ListItemText
                primary={list.name || t('shopping.lists.untitled')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      ) : (
        <Form
          schema={shoppingListNameSchema}
          defaultValues={{ name: '' }}
          onSubmit={(values) => onCreate(values.name)}
          aria-label={t('shopping.lists.createTitle')}
        >
          {() => (
            <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
              <Typography color="text.secondary">{t('shopping.addRecipes.noLists')}</Typography>
              <FormTextField name="name" label={t('shopping.lists.name')} autoFocus required />
              <Box>
                <SubmitButton>{t('shopping.addRecipes.createList')}</SubmitButton>
              </Box>
            </Box>
          )}
        </Form>
      )}
    </>
  );
}
