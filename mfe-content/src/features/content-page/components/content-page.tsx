import { lazy, Suspense, type ComponentType } from 'react';
import { Alert, Button } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { useSiteId } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import { useGetContentDocumentQuery } from '../../../api/content-api';
import { useRecordViewOnce } from '../../../hooks/use-record-view-once';
import { useManageRights } from '../hooks/use-manage-rights';
import { usePrivateAssetDialog } from '../hooks/use-private-asset-dialog';
import { useRefreshOnAssetChanges } from '../hooks/use-refresh-on-asset-changes';
import type { ContentTab } from '../state/content-tabs';
import { ContentActions } from './content-actions';
import { ContentHeader } from './content-header';
import { ContentInsightsTab } from './content-insights-tab';
import { ContentOverview } from './content-overview';
import { ContentTagsTab } from './content-tags-tab';
import type { PublicLinkDialogProps } from './manage-menu';

/** The History tab's list, loaded when an editor opens it: the page's first mount stays within its budget. */
const EntityHistory = lazy(async () => ({ default: (await import('@portal/entity-history')).EntityHistory }));

/**
 * The content page (spec §2.3 content-page, §2.6): the document's title and type, the confidential warning, the
 * actions the site allows and the user may take (content-actions.tsx), then by tab its overview (preview with a
 * full-size Preview, synopsis, people, terms, related content), its engagement and charted insights, its tags, or —
 * for those who may edit it — its history.
 * The page reads the document and its asset, then what the Overview's related tab shows: three requests. A private
 * asset the user may not open shows its title and the Private Asset dialog. One view is recorded per visit.
 */
export function ContentPage({
  tab,
  PublicLinkDialog,
}: {
  tab: ContentTab;
  PublicLinkDialog?: ComponentType<PublicLinkDialogProps>;
}) {
  const { id: rawId } = useParams();
  const { siteId, prefixed } = useSiteId();
  const docId = rawId ?? '';
  const prefix = prefixed && siteId ? `/sites/${siteId}` : '';
  const query = useGetContentDocumentQuery({ docId, siteId: siteId ?? 0 }, { skip: !siteId || !docId });
  const data = query.data;
  useRecordViewOnce(data?.asset ?? null, siteId ?? 0);
  useRefreshOnAssetChanges(docId);
  const askForAccess = usePrivateAssetDialog(docId, data);
  const rights = useManageRights(data?.asset);

  return (
    <TitledPage title={tab.title}>
      {!siteId ? (
        <Alert type="info" showIcon title="No site is selected." description="Choose a site to open its content." />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title="This content could not be opened."
          description={
            <>
              {errorMessage(query.error)} <Link to={`${prefix}/search`}>Back to search</Link>
            </>
          }
        />
      ) : !data ? (
        <p aria-busy="true">Loading the content…</p>
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          <ContentHeader
            data={data}
            tab={tab}
            prefix={prefix}
            actions={<ContentActions data={data} siteId={siteId} PublicLinkDialog={PublicLinkDialog} />}
            mayEdit={rights.canEdit}
          />
          {!data.record.isAccessible ? (
            <Alert
              type="info"
              showIcon
              title={ACCESS_MESSAGES.privateAssetTitle}
              description={ACCESS_MESSAGES.privateAsset}
              action={
                <Button size="small" onClick={askForAccess}>
                  Who can give access
                </Button>
              }
            />
          ) : tab.page === 'history' ? (
            data.asset && rights.canEdit ? (
              <Suspense fallback={null}>
                <EntityHistory
                  entityType="assets"
                  entityId={String(data.asset.assetId)}
                  label={`History of ${data.record.document.title || data.record.originalFileName}`}
                />
              </Suspense>
            ) : (
              <Alert type="info" showIcon title="Only those who may edit this content see its history." />
            )
          ) : tab.page === 'insights' ? (
            <ContentInsightsTab asset={data.asset} title={data.record.document.title || data.record.originalFileName} />
          ) : tab.page === 'tags' ? (
            <ContentTagsTab asset={data.asset} />
          ) : (
            <ContentOverview data={data} siteId={siteId} />
          )}
        </div>
      )}
    </TitledPage>
  );
}
