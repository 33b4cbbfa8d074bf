import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { AiInteractSidebar } from '@portal/ai-interact';
import { errorMessage } from '@portal/api-client';
import { ACCESS_MESSAGES } from '@portal/contracts';
import { usePageAction, usePlatform, useSiteId } from '@portal/platform';
import { TitledPage, usePhone } from '@portal/ui';
import { ACTIONS_PAGE, LikeButton, ShareButton } from '../../../components/asset-actions';
import { useGetContentDocumentQuery, type ContentDocument } from '../../../api/content-api';
import { useRecordViewOnce } from '../../../hooks/use-record-view-once';
import { LazyDashboardAccessDialog as DashboardAccessDialog } from '../../../components/dashboard/lazy-dashboard-access-dialog';
import { dashboardOpening, type DashboardOpening } from '../../../lib/embed-rules';

// The BI clients load only with a dashboard that needs them.
const PowerBiReport = lazy(async () => ({ default: (await import('./power-bi-report')).PowerBiReport }));
const TableauDashboard = lazy(async () => ({ default: (await import('./tableau-dashboard')).TableauDashboard }));

type Embedded = Extract<DashboardOpening, { kind: 'asset-embed' }>;

/** The actions bar of the 'actions bar' variants: like, share and full screen, as the site allows them. */
function ActionsBar({ data, siteId, frame }: { data: ContentDocument; siteId: number; frame: HTMLElement | null }) {
  const canLike = usePageAction('like', ACTIONS_PAGE);
  const canShare = usePageAction('share', ACTIONS_PAGE);
  const canFullscreen = usePageAction('fullscreen', ACTIONS_PAGE);
  const asset = data.asset;
  if (!asset) return null;
  return (
    <Space wrap role="toolbar" aria-label="Dashboard actions">
      {canLike && <LikeButton asset={asset} siteId={siteId} />}
      {canShare && <ShareButton asset={asset} siteId={siteId} title={asset.title} />}
      {canFullscreen && frame && <Button onClick={() => void frame.requestFullscreen()}>Full screen</Button>}
    </Space>
  );
}

/** Draws the dashboard by its renderer (spec §4); `refresh` (the top bar's marker) loads it again when it changes. */
function Dashboard({ opening, data, refresh }: { opening: Embedded; data: ContentDocument; refresh: string }) {
  const title = data.record.document.title || data.record.originalFileName;
  if (opening.renderer === 'power-bi-component')
    return (
      <PowerBiReport
        key={refresh}
        reportUrl={opening.url}
        docId={data.record.document.doc_id}
        title={title}
        toolbar={opening.toolbar}
      />
    );
  if (opening.renderer === 'tableau')
    return <TableauDashboard key={refresh} url={opening.url} title={title} toolbar={opening.toolbar} />;
  // 'embed' and the other Power BI modes: the external URL in a frame.
  return (
    <iframe
      key={refresh}
      title={title}
      src={opening.url}
      allowFullScreen
      style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
    />
  );
}

function Embed({
  opening,
  data,
  siteId,
  refresh,
}: {
  opening: Embedded;
  data: ContentDocument;
  siteId: number;
  refresh: string;
}) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const phone = usePhone();
  useRecordViewOnce(data.asset, siteId);
  const asset = data.asset;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {opening.actionsBar && <ActionsBar data={data} siteId={siteId} frame={frame} />}
      {/* The AI Interact sidebar beside the dashboard (under it on a phone), for who may use it. */}
      <div style={{ display: 'flex', flexDirection: phone ? 'column' : 'row', gap: 12 }}>
        <div
          ref={setFrame}
          style={{
            flex: 1,
            minWidth: 0,
            height: 'calc(100vh - 200px)',
            minHeight: 480,
            background: 'var(--ant-color-bg-container, #fff)',
          }}
        >
          <Suspense fallback={<p aria-busy="true">Loading the dashboard…</p>}>
            <Dashboard opening={opening} data={data} refresh={refresh} />
          </Suspense>
        </div>
        {asset && (
          <AiInteractSidebar
            target={{
              docId: asset.docId,
              assetId: asset.assetId,
              title: data.record.document.title || data.record.originalFileName,
              siteId,
            }}
            style={phone ? undefined : { width: 220, flex: 'none' }}
          />
        )}
      </div>
    </div>
  );
}

/** 'new window': the dashboard opens in a new tab once, is marked viewed, and the page offers it again. */
function NewWindow({ url, data, siteId }: { url: string; data: ContentDocument; siteId: number }) {
  const opened = useRef<string | null>(null);
  useRecordViewOnce(data.asset, siteId);
  useEffect(() => {
    if (opened.current === url) return;
    opened.current = url;
    window.open(url, '_blank', 'noopener,noreferrer');
  }, [url]);
  return (
    <Alert
      type="info"
      showIcon
      title="The dashboard opens in a new tab."
      description={
        <a href={url} target="_blank" rel="noopener noreferrer">
          {data.record.document.external_url_label || 'Open the dashboard again'}
        </a>
      }
    />
  );
}

/** The dashboard's Dashboard Access contacts and the dialog, shown at once to a user without access. */
function NoAccess({ data }: { data: ContentDocument }) {
  const [open, setOpen] = useState(true);
  const document = data.record.document;
  const title = document.title || data.record.originalFileName;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="You do not have access to this dashboard yet."
        action={<Button onClick={() => setOpen(true)}>How to get access</Button>}
      />
      <DashboardAccessDialog
        open={open}
        onClose={() => setOpen(false)}
        docId={document.doc_id}
        title={title}
        contacts={document.dashboard_access}
      />
    </>
  );
}

/** What the page shows for the document once loaded: the spec §4 decision, then access, then the dashboard. */
function EmbedBody({ data, siteId, refresh }: { data: ContentDocument; siteId: number; refresh: string }) {
  const opening = dashboardOpening(data.record.document);
  if (opening.kind === 'none') return <Alert type="info" showIcon title="This asset has no dashboard to show." />;
  if (opening.kind === 'invalid')
    return <Alert type="warning" showIcon title="This dashboard's address is not valid, so it cannot be opened." />;
  if (!data.asset?.hasUserGroupAccess) return <NoAccess data={data} />;
  if (opening.kind === 'new-window') return <NewWindow url={opening.url} data={data} siteId={siteId} />;
  return <Embed opening={opening} data={data} siteId={siteId} refresh={refresh} />;
}

/** With `debug` in the address, the page also shows how it decided (mode, renderer, URL, access). */
function DebugFacts({ data }: { data: ContentDocument }) {
  const document = data.record.document;
  const facts = {
    docId: document.doc_id,
    contentTypes: document.content_types,
    externalUrl: document.external_url,
    externalUrlAction: document.external_url_action,
    decision: dashboardOpening(document),
    isAccessible: data.record.isAccessible,
    hasUserGroupAccess: data.asset?.hasUserGroupAccess ?? false,
  };
  return (
    <details>
      <summary>Embed decision (debug)</summary>
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(facts, null, 2)}</pre>
    </details>
  );
}

/**
 * The asset embed page (spec §2.2 asset-embed: `/sites/:indexId/asset/embed?docId=&debug`): a dashboard asset shown
 * inside the portal by its embed mode (spec §4, embed-rules.ts): the external URL in a frame ('embed' and the Power
 * BI modes not starting with 'api'), the Power BI component with an embed token from the server ('api' modes), or
 * Tableau's embedding with a connected-app token; 'new window' opens it in a new tab. A user without dashboard access
 * (user-group access, spec §6) gets the Dashboard Access dialog; a private asset the user may not open, the Private
 * Asset dialog. The dashboard is marked viewed once it opens. The top bar's refresh sets a new `refresh` marker, which
 * loads the dashboard again.
 */
export function AssetEmbedPage() {
  const platform = usePlatform();
  const [params] = useSearchParams();
  const { siteId } = useSiteId();
  const docId = params.get('docId') ?? '';
  const refresh = params.get('refresh') ?? '';
  const query = useGetContentDocumentQuery({ docId, siteId: siteId ?? 0 }, { skip: !siteId || !docId });
  const data = query.data;
  const blocked = data && !data.record.isAccessible;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!blocked || asked.current === docId) return;
    asked.current = docId;
    platform.dialogs.open('privateAsset', { assetId: data.asset?.assetId, docId, title: data.record.document.title });
  }, [blocked, data, docId, platform]);

  const contentLink = siteId && docId && (
    <Link to={`/sites/${siteId}/content/${encodeURIComponent(docId)}/home`}>Open its content page</Link>
  );
  const title = data ? data.record.document.title || data.record.originalFileName : 'Asset Embedding';
  return (
    <TitledPage title="Asset Embedding">
      <div style={{ display: 'grid', gap: 12 }}>
        {!siteId || !docId ? (
          <Alert
            type="info"
            showIcon
            title="No dashboard is chosen."
            description="Open a dashboard from its content page."
          />
        ) : query.error ? (
          <Alert
            type="error"
            showIcon
            title="This dashboard could not be opened."
            description={errorMessage(query.error)}
          />
        ) : !data ? (
          <p aria-busy="true">Loading the dashboard…</p>
        ) : (
          <>
            <Space wrap style={{ justifyContent: 'space-between' }}>
              <h2 style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>{title}</h2>
              {contentLink}
            </Space>
            {blocked ? (
              <Alert
                type="info"
                showIcon
                title={ACCESS_MESSAGES.privateAssetTitle}
                description={ACCESS_MESSAGES.privateAsset}
              />
            ) : (
              <EmbedBody data={data} siteId={siteId} refresh={refresh} />
            )}
            {params.has('debug') && <DebugFacts data={data} />}
          </>
        )}
      </div>
    </TitledPage>
  );
}
