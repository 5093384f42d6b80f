import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteOrganizers } from '../../../api/organizers/delete-organizers';
import { type Organizer, type OrganizerKind, useOrganizers } from '../../../api/organizers/get-organizers';
import { useSaveOrganizer } from '../../../api/organizers/save-organizer';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { Link } from '../../../components/ui/link/link';
import { SearchField } from '../../../components/ui/search-field/search-field';
import { groupByLetter, matchesSearch } from '../lib/group-by-letter';
import { organizerText } from '../lib/organizer-text';
import { OrganizerDialog } from './organizer-dialog';

export interface OrganizerBrowserProps {
  kind: OrganizerKind;
  /** The home explorer filtered by one organizer. */
  filteredHref: (slug: string) => string;
  /** Create, rename and delete need the canOrganize permission. */
  canOrganize: boolean;
}

/** Categories, tags or tools under A–Z headings, searchable, each opening the filtered home (screens.md §3.8). */
export function OrganizerBrowser({ kind, filteredHref, canOrganize }: OrganizerBrowserProps) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const organizers = useOrganizers(kind);
  const saveOrganizer = useSaveOrganizer();
  const deleteOrganizer = useDeleteOrganizers();
  const [editing, setEditing] = useState<Organizer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Organizer | null>(null);

  const groups = useMemo(
    () =>
      groupByLetter(
        (organizers.data ?? []).filter((item) => matchesSearch(item.name, search)),
        i18n.language,
      ),
    [organizers.data, search, i18n.language],
  );

  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <SearchField
          label={t(organizerText[kind].search)}
          value={search}
          autoFocus
          onChange={(value) => {
            const next = new URLSearchParams(searchParams);
            if (value) next.set('q', value);
            else next.delete('q');
            setSearchParams(next, { replace: true });
          }}
          sx={{ flex: '1 1 240px' }}
        />
        {canOrganize ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t(organizerText[kind].create)}
          </Button>
        ) : null}
      </Box>
      {organizers.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {organizers.isError ? <Alert severity="error">{t('organizers.page.error')}</Alert> : null}
      {organizers.isSuccess && groups.length === 0 ? (
        <Alert severity="info">{search ? t('organizers.page.noMatches') : t(organizerText[kind].empty)}</Alert>
      ) : null}
      {groups.map((group) => (
        <Box component="section" key={group.letter} aria-labelledby={`letter-${group.letter}`} sx={{ mb: 3 }}>
          <Typography id={`letter-${group.letter}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {group.letter}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {group.items.map((item) => (
              <Card
                component="li"
                key={item.id}
                variant="outlined"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  pl: 2,
                  pr: 0.5,
                  py: 0.5,
                  borderLeftWidth: 4,
                  borderLeftColor: 'primary.main',
                }}
              >
                <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                  <Link to={filteredHref(item.slug)} underline="hover" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Link>
                  {kind === 'tools' ? (
                    <FormControlLabel
                      sx={{ display: 'flex', mr: 0 }}
                      control={
                        <Switch
                          size="small"
                          checked={item.onHand ?? false}
                          disabled={!canOrganize || saveOrganizer.isPending}
                          onChange={(event) => saveOrganizer.mutate({ kind, id: item.id, name: item.name, onHand: event.target.checked })}
                          slotProps={{ input: { 'aria-label': t('organizers.tools.onHandOf', { name: item.name }) } }}
                        />
                      }
                      label={<Typography variant="body2">{t('organizers.tools.onHand')}</Typography>}
                    />
                  ) : null}
                </Box>
                {canOrganize ? (
                  <>
                    <IconButton aria-label={t('organizers.page.edit', { name: item.name })} onClick={() => setEditing(item)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={t('organizers.page.delete', { name: item.name })} onClick={() => setDeleting(item)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                ) : null}
              </Card>
            ))}
          </Box>
        </Box>
      ))}
      <OrganizerDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        kind={kind}
        open={editing !== null}
        organizer={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSubmit={(values) =>
          saveOrganizer.mutateAsync({
            kind,
            id: editing && editing !== 'new' ? editing.id : undefined,
            name: values.name,
            onHand: values.onHand,
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(organizerText[kind].deleteTitle)}
        message={t('organizers.page.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        color="error"
        pending={deleteOrganizer.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteOrganizer.mutate({ kind, ids: [deleting.id] }, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
