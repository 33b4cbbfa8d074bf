import type { ComponentType } from 'react';
import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import { Button, Flex, Space } from 'antd';
import { AiInteractMenu } from '@portal/ai-interact';
import { hasDashboard } from '@portal/contracts';
import { usePageAction, usePlatform } from '@portal/platform';
import { usePhone } from '@portal/ui';
import type { ContentDocument } from '../../../api/content-api';
import { ACTIONS_PAGE, LikeButton, ShareButton } from '../../../components/asset-actions';
import { OpenDashboardButton } from '../../../components/dashboard/open-dashboard-button';
import { useManageRights } from '../hooks/use-manage-rights';
import { DownloadButton } from './download-button';
import { InsightsMenu } from './insights-menu';
import { ManageMenu, type PublicLinkDialogProps } from './manage-menu';

/**
 * What the user may do with the asset, grouped as the best asset pages do: the main actions always in sight (Open
 * dashboard or Download as the main button, Like, Share, Add to collection; each as the site's search page allows,
 * spec §9), then the Insights, AI Interact (with viewOpenAi or viewAiInteract) and Manage menus. On a phone Download, Share and Add to collection are icons, each
 * named (Like keeps its words: its count alone would not match its name). None for who may neither open nor manage
 * the asset.
 */
export function ContentActions({
  data,
  siteId,
  PublicLinkDialog,
}: {
  data: ContentDocument;
  siteId: number;
  PublicLinkDialog?: ComponentType<PublicLinkDialogProps>;
}) {
  const platform = usePlatform();
  const phone = usePhone();
  const canLike = usePageAction('like', ACTIONS_PAGE);
  const canDownload = usePageAction('download', ACTIONS_PAGE);
  const canCollect = usePageAction('addToCollection', ACTIONS_PAGE);
  const canShare = usePageAction('share', ACTIONS_PAGE);
  const { asset, record } = data;
  const rights = useManageRights(asset);
  if (!asset) return null;
  if (!asset.isAccessible && !rights.canEdit && !rights.canAssign) return null;
  const document = record.document;
  const title = document.title || record.originalFileName;
  const fileUrl = record.token ? `${document.storage_path}?${record.token}` : null;
  return (
    // Two groups that wrap as wholes: on a phone the main actions make one row and the menus the next.
    <Flex wrap gap={8} role="toolbar" aria-label="Actions">
      {asset.isAccessible && (
        <Space wrap size={8}>
          <OpenDashboardButton data={data} siteId={siteId} />
          {canDownload && fileUrl && (
            <DownloadButton
              asset={asset}
              siteId={siteId}
              fileUrl={fileUrl}
              fileName={record.originalFileName}
              primary={!hasDashboard(document)}
              compact={phone}
            />
          )}
          {canLike && <LikeButton asset={asset} siteId={siteId} />}
          {canShare && <ShareButton asset={asset} siteId={siteId} title={document.title} compact={phone} />}
          {canCollect && (
            <Button
              icon={<FolderAddOutlined />}
              aria-label="Add to collection"
              title={phone ? 'Add to collection' : undefined}
              onClick={() => platform.panels.open('addToCollections', { docId: asset.docId })}
            >
              {!phone && 'Add to collection'}
            </Button>
          )}
        </Space>
      )}
      <Space wrap size={8}>
        {asset.isAccessible && <InsightsMenu asset={asset} title={title} />}
        {asset.isAccessible && (
          <AiInteractMenu target={{ docId: asset.docId, assetId: asset.assetId, title, siteId }} compact={phone} />
        )}
        <ManageMenu
          asset={asset}
          siteId={siteId}
          document={document}
          rights={rights}
          PublicLinkDialog={PublicLinkDialog}
        />
      </Space>
    </Flex>
  );
}
