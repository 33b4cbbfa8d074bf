import { Navigate, useParams } from 'react-router-dom';
import { usePlatform, useStream } from '@portal/platform';
import { TitledPage, usePhone } from '@portal/ui';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { detailsPath, sectionPath, type DetailsPage, type EntityKind } from '../../../lib/routes';
import { useRecordViewOnce } from '../hooks/use-record-view-once';
import { COLLECTION_DETAILS } from './collection-details';
import type { DetailedEntity, DetailsKind } from './details-kind';
import { DetailsHeader, DetailsTabs, LoadProblem } from './details-frame';
import { GROUP_DETAILS } from './group-details';
import { headerActions } from './header-actions';

function EntityDetails<E extends DetailedEntity>({ kind, tab }: { kind: DetailsKind<E>; tab: DetailsPage }) {
  const platform = usePlatform();
  const user = useStream(platform.user$);
  const admin = useIsSiteAdmin();
  const phone = usePhone();
  const { siteId, prefixed } = useSiteId();
  const rawId = useParams().id;
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  useRefreshOnChanges();
  useRecordViewOnce(kind.kind, valid ? id : 0);
  const query = kind.useDetails(id, { skip: !valid });
  const linkSite = prefixed ? siteId : null;
  const listsPath = sectionPath(kind.kind, linkSite);
  const listsLabel = `Back to the ${kind.noun}s`;
  const entity = query.data;

  return (
    <TitledPage title={tab.title}>
      <div style={{ display: 'grid', gap: 16 }}>
        {!valid ? (
          <LoadProblem
            error={{ status: 404, message: `No such ${kind.noun}: ${rawId ?? ''}.` }}
            listsPath={listsPath}
            listsLabel={listsLabel}
          />
        ) : query.error ? (
          <LoadProblem error={query.error} listsPath={listsPath} listsLabel={listsLabel} />
        ) : !entity ? (
          <p aria-busy="true">Loading the {kind.noun}…</p>
        ) : (
          <>
            <DetailsHeader
              theme={entity.theme}
              name={entity.name}
              description={entity.description}
              role={kind.roleOf(entity, user?.email)}
              confidential={entity.isConfidential}
              featured={entity.isFeatured}
              related={kind.related?.isRelated(entity)}
              toggles={kind.toggles(entity, admin)}
              actions={headerActions(kind.kind, kind.overlays, entity, id, platform)}
              settings={kind.related?.control(entity)}
              phone={phone}
            />
            <DetailsTabs
              label={kind.tabsLabel}
              pages={kind.pages.filter((page) => !page.editorsOnly || entity.isEditable)}
              current={tab}
              pathOf={(page) => detailsPath(kind.kind, linkSite, id, page)}
            />
            {tab.editorsOnly && !entity.isEditable ? (
              <Navigate to={detailsPath(kind.kind, linkSite, id)} replace />
            ) : (
              kind.tab(entity, { page: tab.page, linkSite, phone })
            )}
          </>
        )}
      </div>
    </TitledPage>
  );
}

/**
 * The details of a collection or group (spec §2.3 "Collection details", "Group details"; §2.2 CollectionDetails,
 * collection-details-assets, group-details-home, group-details-collections): the header with the theme, the role
 * badge, the toggles and the actions the server's answer allows, then the tab of the route. One view is recorded per
 * visit. A tab for editors only (History) is neither offered nor opened to the others, who land on the home tab. An
 * unknown or hidden one shows the server's 404 message with a way back to the lists. One page for both
 * kinds; what differs is described once per kind (collection-details.tsx, group-details.tsx).
 */
export function EntityDetailsPage({ kind, tab }: { kind: EntityKind; tab: DetailsPage }) {
  // Keyed by kind: each kind's query is a hook of its own.
  return kind === 'collection' ? (
    <EntityDetails key={kind} kind={COLLECTION_DETAILS} tab={tab} />
  ) : (
    <EntityDetails key={kind} kind={GROUP_DETAILS} tab={tab} />
  );
}
