import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { ORGANIZER_KINDS, type OrganizerKind } from '../../api/organizers/get-organizers';
import { Page } from '../../components/ui/page/page';
import { paths } from '../../config/paths';
import { OrganizerBrowser } from '../../features/organizers/components/organizer-browser';
import { organizerText } from '../../features/organizers/lib/organizer-text';
import { useAuth } from '../../lib/auth/auth-context';
import { RouteValidationError } from '../../lib/errors/route-errors';

const isOrganizerKind = (value: string | undefined): value is OrganizerKind =>
  (ORGANIZER_KINDS as readonly (string | undefined)[]).includes(value);

export function loader({ params, request }: LoaderFunctionArgs) {
  if (!isOrganizerKind(params.organizer)) throw new RouteValidationError(new URL(request.url).pathname, 'Unknown organizer');
  return null;
}

/** `/g/:groupSlug/recipes/{categories|tags|tools}`. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const kind = isOrganizerKind(params.organizer) ? params.organizer : 'tags';
  return (
    <Page title={t(organizerText[kind].title)} width="medium">
      <OrganizerBrowser
        key={kind}
        kind={kind}
        canOrganize={user?.canOrganize === true}
        filteredHref={(slug) => paths.group.home.getHref(groupSlug, { [kind]: slug })}
      />
    </Page>
  );
}
