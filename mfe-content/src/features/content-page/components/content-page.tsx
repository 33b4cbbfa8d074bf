import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Space, Tag, theme } from 'antd';
import { useDispatch } from 'react-redux';
import { Link, NavLink, useParams } from 'react-router-dom';
import { errorMessage, portalApi } from '@portal/api-client';
import {
  isAllowed,
  personName,
  PUBLIC_VIDEO_MESSAGES,
  type Asset,
  type DocumentByIdResponse,
  type PanelKey,
} from '@portal/contracts';
import { usePageAction, usePlatform, useSiteId, useStream } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import {
  useGetContentDocumentQuery,
  useMarkAsDownloadedMutation,
  type ContentDocument,
} from '../../../api/content-api';
import { ACTIONS_PAGE, LikeButton, ShareButton } from '../../../components/asset-actions';
import { OpenDashboardButton } from '../../../components/dashboard/open-dashboard-button';
import { metadataByField, PEOPLE_FIELDS, previewKindOf, synopsisOf } from '../../../lib/content-rules';
import { ContentPreview } from '../../../components/content-preview/content-preview';
import { InsightActions } from './insight-actions';
import { RelatedContent } from './related-content';
import { useRecordViewOnce } from '../../../hooks/use-record-view-once';

/** The content page's tabs (spec §2.3: home 'Content Page', insights 'Content Insights', tags). */
export const CONTENT_TABS = [
  { page: 'home', title: 'Content Page', label: 'Overview' },
  { page: 'insights', title: 'Content Insights', label: 'Insights' },
  { page: 'tags', title: 'Content Tags', label: 'Tags' },
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

const contentPath = (prefix: string, docId: string, page: string) =>
  `${prefix}/content/${encodeURIComponent(docId)}/${page}`;

function Actions({ data, siteId }: { data: ContentDocument; siteId: number }) {
  const platform = usePlatform();
  const { asset, record } = data;
  const [markDownloaded] = useMarkAsDownloadedMutation();
  const canLike = usePageAction('like', ACTIONS_PAGE);
  const canDownload = usePageAction('download', ACTIONS_PAGE);
  const canCollect = usePageAction('addToCollection', ACTIONS_PAGE);
  const canShare = usePageAction('share', ACTIONS_PAGE);
  if (!asset?.isAccessible) return null;
  const fileUrl = record.token ? `${record.document.storage_path}?${record.token}` : null;
  return (
    <Space wrap role="toolbar" aria-label="Actions">
      {canLike && <LikeButton asset={asset} siteId={siteId} />}
      {canDownload && fileUrl && (
        <Button
          href={fileUrl}
          download={record.originalFileName}
          target="_blank"
          onClick={() =>
            void markDownloaded({ docId: asset.docId, siteId })
              .unwrap()
              .catch((error: unknown) => console.warn('The download could not be counted.', error))
          }
        >
          Download
        </Button>
      )}
      {canShare && <ShareButton asset={asset} siteId={siteId} title={record.document.title} />}
      {canCollect && (
        <Button onClick={() => platform.panels.open('addToCollections', { docId: asset.docId })}>
          Add to collection
        </Button>
      )}
      <OpenDashboardButton data={data} siteId={siteId} />
    </Space>
  );
}

/**
 * The Public link control of a video (features/video), which the app hands to the page (a feature never imports
 * another): `refusal` says why the video may not have a public link, as its record tells.
 */
export interface PublicLinkProps {
  assetId: number;
  title: string;
  refusal: string | null;
}

/**
 * What the user may do to the asset beyond viewing it, each shown only when the server would accept it: editing
 * (the uploader's panels: metadata, its description, file, file details, imagery; this remote's edit document and
 * edit preview dialogs) needs editDeploymentIndex on the site, or being
 * its uploader with uploadAsset; giving access (assign to users and user groups) and a video's public links need
 * editDeploymentIndex or being its uploader (uploader-access.ts and asset-acl.ts on the server).
 */
function ManageActions({
  asset,
  siteId,
  document,
  PublicLink,
}: {
  asset: Asset;
  siteId: number;
  document: DocumentByIdResponse['document'];
  PublicLink?: ComponentType<PublicLinkProps>;
}) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const user = useStream(platform.user$);
  const admin = isAllowed(permissions, 'editDeploymentIndex');
  const uploader = user !== null && user !== undefined && asset.createdByUserId === user.userId;
  const canEdit = admin || (uploader && isAllowed(permissions, 'uploadAsset'));
  const canAssign = admin || uploader;
  if (!canEdit && !canAssign) return null;
  const docId = asset.docId;
  const open = (key: PanelKey, props: Record<string, unknown>) => () => platform.panels.open(key, props);
  return (
    <Space wrap role="toolbar" aria-label="Manage">
      {canEdit && <Button onClick={open('editMetadata', { docId })}>Edit metadata</Button>}
      {canEdit && <Button onClick={open('editMetadata', { docId, focus: 'description' })}>Edit description</Button>}
      {canEdit && (
        <Button onClick={() => platform.dialogs.open('editDocument', { assetId: asset.assetId, docId })}>
          Edit document
        </Button>
      )}
      {canEdit && (
        <Button onClick={() => platform.dialogs.open('editAssetPreview', { assetId: asset.assetId, docId })}>
          Edit preview
        </Button>
      )}
      {canEdit && <Button onClick={open('replaceFile', { docId })}>Replace file</Button>}
      {canEdit && <Button onClick={open('assetImagery', { docId })}>Preview and thumbnail</Button>}
      {canEdit && <Button onClick={open('fileDetails', { docId })}>File details</Button>}
      {canEdit && (
        <Button danger onClick={() => platform.dialogs.open('deleteDocument', { docId, title: asset.title, siteId })}>
          Delete
        </Button>
      )}
      {canAssign && <Button onClick={open('assignToUsers', { assetId: asset.assetId, docId })}>Assign to users</Button>}
      {canAssign && (
        <Button onClick={open('assignToUserGroups', { assetId: asset.assetId, siteId, docId })}>
          Assign to user groups
        </Button>
      )}
      {canAssign && PublicLink && asset.fileExtensionFileTypeCategory === 'video' && (
        <PublicLink
          assetId={asset.assetId}
          title={asset.title}
          refusal={
            document.asset_visibility === 'Private'
              ? PUBLIC_VIDEO_MESSAGES.privateAsset
              : document.confidential
                ? PUBLIC_VIDEO_MESSAGES.confidentialAsset
                : null
          }
        />
      )}
    </Space>
  );
}

/** Panels of other remotes say on the bus when they changed an asset: the page then reads it again. */
function useRefreshOnAssetChanges(docId: string) {
  const { bus } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const subscription = bus.on('asset/updated').subscribe((event) => {
      if (event.docId.toLowerCase() === docId.toLowerCase())
        dispatch(portalApi.util.invalidateTags([{ type: 'Asset', id: docId.toLowerCase() }]));
    });
    return () => subscription.unsubscribe();
  }, [bus, dispatch, docId]);
}

function Field({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0, display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {values.map((value) => (
          <Tag key={value} style={{ marginInlineEnd: 0 }}>
            {value}
          </Tag>
        ))}
      </dd>
    </div>
  );
}

function Overview({ data, siteId }: { data: ContentDocument; siteId: number }) {
  const { token } = theme.useToken();
  const platform = usePlatform();
  const { asset, record } = data;
  const document = record.document;
  const synopsis = synopsisOf(asset?.synopsis ?? document.description);
  const uploader = asset?.createdByUser;
  return (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' }}>
      <section aria-label="Preview" style={{ minWidth: 0, display: 'grid', gap: 8, alignContent: 'start' }}>
        <ContentPreview data={data} />
        {previewKindOf(asset, document) !== 'none' && (
          <Button
            style={{ justifySelf: 'start' }}
            onClick={() => platform.dialogs.open('preview', { docId: document.doc_id, siteId })}
          >
            Preview
          </Button>
        )}
      </section>
      <div style={{ display: 'grid', gap: 16, alignContent: 'start', minWidth: 0 }}>
        {synopsis && (
          <section aria-labelledby="synopsis-title">
            <h3 id="synopsis-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
              Synopsis
            </h3>
            <p style={{ margin: 0, color: token.colorTextSecondary }}>{synopsis}</p>
          </section>
        )}
        <section aria-labelledby="people-title">
          <h3 id="people-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
            People
          </h3>
          <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
            {uploader && <Field label="Uploaded by" values={[personName(uploader)]} />}
            {PEOPLE_FIELDS.map(([label, field]) => (
              <Field key={field} label={label} values={document[field] as string[]} />
            ))}
          </dl>
        </section>
        {document.terms_and_conditions && (
          <section aria-labelledby="terms-title">
            <h3 id="terms-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
              Terms and conditions
            </h3>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{document.terms_and_conditions}</p>
          </section>
        )}
        {asset?.isAccessible && <RelatedContent assetId={asset.assetId} siteId={siteId} />}
      </div>
    </div>
  );
}

/**
 * The charted insights of the asset (spec §5 charted keys) open in the insight charts panel, which reads them: the
 * page itself reads nothing more.
 */
function ChartedInsightsSummary({ asset, title }: { asset: Asset; title: string }) {
  const platform = usePlatform();
  return (
    <section aria-labelledby="charted-insights-title" style={{ display: 'grid', gap: 8 }}>
      <h3 id="charted-insights-title" style={{ fontSize: 16, margin: 0 }}>
        Charted insights
      </h3>
      <p style={{ margin: 0 }}>
        Charts of the organizations, brands, clients, topics and keywords of this asset
        {asset.fileExtensionFileTypeCategory === 'video' ? ', and of what its video shows' : ''}.
      </p>
      <Space wrap>
        <Button onClick={() => platform.panels.open('assetInsightCharts', { assetId: asset.assetId, title })}>
          Open insight charts
        </Button>
        {asset.fileExtensionFileTypeCategory === 'video' && (
          <Button onClick={() => platform.dialogs.open('videoIndexerInsight', { assetId: asset.assetId, title })}>
            Open video insights
          </Button>
        )}
      </Space>
    </section>
  );
}

function Insights({ asset, title }: { asset: Asset | null; title: string }) {
  const insight = asset?.interactionInsight;
  const totals: [string, number][] = [
    ['Views', insight?.views ?? 0],
    ['Likes', insight?.likes ?? 0],
    ['Downloads', insight?.downloads ?? 0],
    ['Shares', insight?.shares ?? 0],
  ];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <dl aria-label="Engagement" style={{ display: 'flex', gap: 32, flexWrap: 'wrap', margin: 0 }}>
        {totals.map(([label, value]) => (
          <div key={label} style={{ display: 'grid', gap: 2 }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {asset?.isAccessible && <ChartedInsightsSummary asset={asset} title={title} />}
    </div>
  );
}

function Tags({ asset }: { asset: Asset | null }) {
  const fields = metadataByField(asset);
  if (fields.length === 0) return <p>This asset has no tags yet.</p>;
  return (
    <dl style={{ display: 'grid', gap: 12, margin: 0 }}>
      {fields.map(([label, values]) => (
        <Field key={label} label={label} values={values} />
      ))}
    </dl>
  );
}

function Header({
  data,
  tab,
  prefix,
  actions,
}: {
  data: ContentDocument;
  tab: ContentTab;
  prefix: string;
  actions: ReactNode;
}) {
  const { token } = theme.useToken();
  const { asset, record } = data;
  const document: DocumentByIdResponse['document'] = record.document;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}>{document.title || record.originalFileName}</h2>
      <Space wrap size={4}>
        {asset?.contentTypeName && <Tag>{asset.contentTypeName}</Tag>}
        {document.file_extension && <Tag>{document.file_extension.toUpperCase()}</Tag>}
        {!record.isAccessible && <Tag>Private: not accessible</Tag>}
      </Space>
      {actions}
      {document.confidential && record.isAccessible && (
        <Alert
          type="warning"
          showIcon
          title="Confidential"
          description="This content is confidential: share it only with people who are entitled to it."
        />
      )}
      <nav
        aria-label="Content pages"
        style={{ display: 'flex', gap: 16, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {CONTENT_TABS.map((entry) => (
          <NavLink
            key={entry.page}
            to={contentPath(prefix, document.doc_id, entry.page)}
            aria-current={entry.page === tab.page ? 'page' : undefined}
            style={{
              padding: '8px 4px',
              color: entry.page === tab.page ? token.colorText : token.colorTextSecondary,
              fontWeight: entry.page === tab.page ? 600 : 400,
              borderBottom: entry.page === tab.page ? `2px solid ${token.colorPrimary}` : '2px solid transparent',
              textDecoration: 'none',
            }}
          >
            {entry.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/**
 * The content page (spec §2.3 content-page, §2.6): the document's title and type, the confidential warning, the
 * actions the site allows (like with its count, download, add to collection), ways into its insights and tags
 * (panels and dialogs that read only when opened), then by tab its overview (preview with a full-size Preview,
 * synopsis, people, terms, related collections), its engagement and charted insights, or its tags. A private asset the user may not
 * open shows its title and the Private Asset dialog. One view is recorded per visit.
 */
export function ContentPage({ tab, PublicLink }: { tab: ContentTab; PublicLink?: ComponentType<PublicLinkProps> }) {
  const platform = usePlatform();
  const { id: rawId } = useParams();
  const { siteId, prefixed } = useSiteId();
  const docId = rawId ?? '';
  const prefix = prefixed && siteId ? `/sites/${siteId}` : '';
  const query = useGetContentDocumentQuery({ docId, siteId: siteId ?? 0 }, { skip: !siteId || !docId });
  const data = query.data;
  useRecordViewOnce(data?.asset ?? null, siteId ?? 0);
  useRefreshOnAssetChanges(docId);

  const blocked = data && !data.record.isAccessible;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!blocked || asked.current === docId) return;
    asked.current = docId;
    platform.dialogs.open('privateAsset', { assetId: data.asset?.assetId, title: data.record.document.title });
  }, [blocked, data, docId, platform]);

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
          <Header
            data={data}
            tab={tab}
            prefix={prefix}
            actions={
              <>
                <Actions data={data} siteId={siteId} />
                {data.asset && (
                  <InsightActions
                    asset={data.asset}
                    title={data.record.document.title || data.record.originalFileName}
                  />
                )}
                {data.asset && (
                  <ManageActions
                    asset={data.asset}
                    siteId={siteId}
                    document={data.record.document}
                    PublicLink={PublicLink}
                  />
                )}
              </>
            }
          />
          {!data.record.isAccessible ? (
            <Alert
              type="info"
              showIcon
              title="Private Asset"
              description="Sorry, you do not have permission to access this content."
              action={
                <Button
                  size="small"
                  onClick={() =>
                    platform.dialogs.open('privateAsset', {
                      assetId: data.asset?.assetId,
                      title: data.record.document.title,
                    })
                  }
                >
                  Who can give access
                </Button>
              }
            />
          ) : tab.page === 'insights' ? (
            <Insights asset={data.asset} title={data.record.document.title || data.record.originalFileName} />
          ) : tab.page === 'tags' ? (
            <Tags asset={data.asset} />
          ) : (
            <Overview data={data} siteId={siteId} />
          )}
        </div>
      )}
    </TitledPage>
  );
}
