import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipesById } from '../../../api/recipes/get-recipes-by-id';
import { type TimelineEvent, useTimelineEvents } from '../../../api/recipes/get-timeline-events';
import { Link } from '../../../components/ui/link/link';
import { UserAvatar } from '../../../components/ui/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { useTimelinePreferences } from '../hooks/use-timeline-preferences';
import { useWindowRows } from '../hooks/use-window-rows';

const EVENT_TYPES = ['comment', 'info', 'system'] as const;

/** Row gap of the list, in theme spacing units. */
const GAP = 1.5;
/** Height in px of an event until it is measured: a subject, its recipe and a line of message. */
const ESTIMATED_EVENT_HEIGHT = 150;

const typeIcons = {
  comment: ChatBubbleOutlineIcon,
  info: InfoOutlinedIcon,
  system: SettingsSuggestIcon,
} as const;

const typeLabelKeys = {
  comment: 'browse.timeline.types.comment',
  info: 'browse.timeline.types.info',
  system: 'browse.timeline.types.system',
} as const;

/** The group's recipe timeline, newest first, loading older events as you scroll (screens.md §3.9). */
export function TimelineFeed({ groupSlug }: { groupSlug: string }) {
  const { t, i18n } = useTranslation();
  const [preferences, setPreferences] = useTimelinePreferences();
  const queryFilter =
    preferences.types.length === EVENT_TYPES.length
      ? undefined
      : `eventType IN [${preferences.types.map((type) => `"${type}"`).join(', ')}]`;
  const events = useTimelineEvents(
    { queryFilter, orderDirection: preferences.oldestFirst ? 'asc' : 'desc' },
    { enabled: preferences.types.length > 0 },
  );
  const items = useMemo(() => events.data?.pages.flatMap((page) => page.items) ?? [], [events.data]);
  const list = useRef<HTMLOListElement | null>(null);
  // Only the events near the screen are in the page: a timeline grows with every page scrolled through.
  const { rows, measureRow, paddingTop, paddingBottom } = useWindowRows({
    list,
    listKey: `timeline:${groupSlug}:${queryFilter ?? ''}:${preferences.oldestFirst}`,
    count: items.length,
    estimateSize: ESTIMATED_EVENT_HEIGHT,
    gap: GAP,
    getRowKey: useCallback((row: number) => items[row]?.id ?? row, [items]),
  });
  // Screen readers learn the whole timeline's size from each event, as only some are in the page.
  const setSize = Math.max(events.data?.pages[0]?.total ?? 0, items.length);
  const recipes = useRecipesById(items.map((event) => event.recipeId));
  const recipeById = useMemo(() => new Map((recipes.data ?? []).map((recipe) => [recipe.id, recipe])), [recipes.data]);
  const sentinel = useLoadMoreOnScroll(() => {
    if (events.hasNextPage && !events.isFetchingNextPage) void events.fetchNextPage();
  }, Boolean(events.hasNextPage));
  const formatDate = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

  const renderEvent = (event: TimelineEvent, index: number) => {
    const type = (event.eventType in typeIcons ? event.eventType : 'info') as keyof typeof typeIcons;
    const Icon = typeIcons[type];
    const recipe = recipeById.get(event.recipeId);
    return (
      <Card
        component="li"
        key={event.id}
        variant="outlined"
        aria-label={event.subject}
        data-index={index}
        ref={measureRow}
        aria-posinset={index + 1}
        aria-setsize={setSize}
      >
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-label={t(typeLabelKeys[type])} role="img">
            <Icon />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
            <Typography component="div" variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {event.userId ? <UserAvatar userId={event.userId} size={24} decorative /> : null}
              <time dateTime={event.timestamp}>{formatDate(event.timestamp)}</time>
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.subject}</Typography>
            <Link to={paths.group.recipe.getHref(groupSlug, recipe?.slug ?? event.recipeId)}>
              {recipe?.name ?? t('browse.timeline.openRecipe')}
            </Link>
            {event.eventMessage ? (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {event.eventMessage}
              </Typography>
            ) : null}
          </Box>
        </CardContent>
      </Card>
    );
  };

  return (
    <>
      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <Typography component="legend" variant="body2" color="text.secondary" sx={{ float: 'left', mr: 1 }}>
          {t('browse.timeline.show')}
        </Typography>
        {EVENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={
              <Checkbox
                size="small"
                checked={preferences.types.includes(type)}
                onChange={(event) =>
                  setPreferences({
                    ...preferences,
                    types: event.target.checked ? [...preferences.types, type] : preferences.types.filter((item) => item !== type),
                  })
                }
              />
            }
            label={t(typeLabelKeys[type])}
          />
        ))}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={preferences.oldestFirst}
              onChange={(event) => setPreferences({ ...preferences, oldestFirst: event.target.checked })}
            />
          }
          label={t('browse.timeline.oldestFirst')}
        />
      </Box>
      {preferences.types.length === 0 ? <Alert severity="info">{t('browse.timeline.noTypes')}</Alert> : null}
      {events.isError ? <Alert severity="error">{t('browse.timeline.error')}</Alert> : null}
      {events.isSuccess && items.length === 0 ? <Alert severity="info">{t('browse.timeline.empty')}</Alert> : null}
      <Box
        component="ol"
        ref={list}
        aria-label={t('browse.timeline.list')}
        sx={{ listStyle: 'none', px: 0, m: 0, display: 'grid', gap: GAP, gridTemplateColumns: 'minmax(0, 1fr)' }}
        style={{ paddingTop, paddingBottom }}
      >
        {rows.flatMap(({ index }) => {
          const event = items[index];
          return event ? [renderEvent(event, index)] : [];
        })}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {events.isFetching ? (
          <CircularProgress size={28} aria-label={t('common.loading')} />
        ) : events.hasNextPage ? (
          <Button onClick={() => void events.fetchNextPage()}>{t('browse.timeline.loadMore')}</Button>
        ) : null}
      </Box>
    </>
  );
}
