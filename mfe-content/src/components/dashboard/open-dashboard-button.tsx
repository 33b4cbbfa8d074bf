import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasDashboard } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { ContentDocument } from '../../api/content-api';
import { useRecordInteractionMutation } from '../../api/content-api';
import { LazyDashboardAccessDialog as DashboardAccessDialog } from './lazy-dashboard-access-dialog';
import { dashboardOpening } from '../../lib/embed-rules';

/**
 * The content page's way into a dashboard asset (spec §2.6 dashboard access, §4 embed modes, §5 rules): shown for a
 * document with a dashboard. A user without dashboard access (user-group access, spec §6) gets the Dashboard Access
 * dialog; 'new window' opens the external URL in a new tab and marks the asset viewed; the other modes go to the
 * asset embed page, which marks it viewed once the dashboard opens. An address that does not parse opens nothing
 * ('invalid externalUrl' is logged) and the user is told.
 */
export function OpenDashboardButton({ data, siteId }: { data: ContentDocument; siteId: number }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const [record] = useRecordInteractionMutation();
  const [asking, setAsking] = useState(false);
  const { asset, record: found } = data;
  const document = found.document;
  if (!asset?.isAccessible || !hasDashboard(document)) return null;
  const title = document.title || found.originalFileName;
  const open = () => {
    if (!asset.hasUserGroupAccess) return setAsking(true);
    const opening = dashboardOpening(document);
    if (opening.kind === 'invalid') return platform.notify("This dashboard's address is not valid.", 'error');
    if (opening.kind === 'new-window') {
      window.open(opening.url, '_blank', 'noopener,noreferrer');
      void record({ assetId: asset.assetId, docId: asset.docId, siteId, kind: 'views' })
        .unwrap()
        .catch((error: unknown) => console.warn('The view could not be recorded.', error));
      return;
    }
    if (opening.kind === 'asset-embed')
      void navigate(`/sites/${siteId}/asset/embed?docId=${encodeURIComponent(document.doc_id)}`);
  };
  return (
    <>
      <Button type="primary" onClick={open}>
        {document.external_url_label || 'Open dashboard'}
      </Button>
      <DashboardAccessDialog
        open={asking}
        onClose={() => setAsking(false)}
        docId={document.doc_id}
        title={title}
        contacts={document.dashboard_access}
      />
    </>
  );
}
