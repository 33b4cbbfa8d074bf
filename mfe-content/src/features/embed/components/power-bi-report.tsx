import { useEffect, useRef } from 'react';
import { Alert } from 'antd';
import { models } from 'powerbi-client';
import { PowerBIEmbed } from 'powerbi-client-react';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useGetPowerBiEmbedQuery } from '../../../api/content-api';

export interface PowerBiReportProps {
  reportUrl: string;
  docId: string;
  title: string;
  /** The 'toolbar' variants show Power BI's own filter pane and page navigation. */
  toolbar: boolean;
}

/**
 * A Power BI report drawn by Power BI's component (the 'api power bi' modes, spec §4), with an embed token the server
 * asks Power BI for (POST v2/powerbi/embedToken, a service principal of the server's configuration). When there is no
 * token (not configured, refused by Power BI, or the call failed) the Power BI embed error dialog (700px, the
 * dashboards remote's) says why, once, and the page says it too.
 */
export function PowerBiReport({ reportUrl, docId, title, toolbar }: PowerBiReportProps) {
  const platform = usePlatform();
  const query = useGetPowerBiEmbedQuery({ reportUrl, docId }, { refetchOnMountOrArgChange: true });
  const error = query.error ? errorMessage(query.error) : (query.data?.error ?? null);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!error || told.current === error) return;
    told.current = error;
    platform.dialogs.open('powerBiEmbedError', { error, title });
  }, [error, platform, title]);

  if (error)
    return <Alert type="error" showIcon title="The Power BI report could not be embedded." description={error} />;
  if (!query.data) return <p aria-busy="true">Loading the Power BI report…</p>;
  const { reportId, embedUrl, token } = query.data;
  return (
    <PowerBIEmbed
      cssClassName="power-bi-report"
      embedConfig={{
        type: 'report',
        id: reportId,
        embedUrl,
        accessToken: token,
        tokenType: models.TokenType.Embed,
        settings: {
          panes: { filters: { visible: toolbar }, pageNavigation: { visible: toolbar } },
          background: models.BackgroundType.Transparent,
        },
      }}
    />
  );
}
