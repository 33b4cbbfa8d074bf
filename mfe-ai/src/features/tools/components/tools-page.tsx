import { Suspense, type ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { TitledPage } from '@portal/ui';
import { useToolsAccess } from '../hooks/use-tools-access';

/** The site a tools page works on, once the user may use the tools there. */
export interface ToolsSite {
  siteId: number;
  siteName: string;
}

/**
 * A page of /tools: its title, then the page itself for those who may use the AI tools on the current site
 * (viewOpenAi or viewAiAssistant), else what stands in the way. The server refuses the others too (403).
 */
export function ToolsPage({ title, children }: { title: string; children: (site: ToolsSite) => ReactNode }) {
  const access = useToolsAccess();
  return (
    <TitledPage title={title}>
      {access.kind === 'noSite' ? (
        <Alert
          type="info"
          showIcon
          title="No site is open"
          description="The tools work from the documents of a site: open one of your sites, then come back here."
        />
      ) : access.kind === 'denied' ? (
        <Alert
          type="warning"
          showIcon
          title="The AI tools are not available to you on this site"
          description={`Using them on ${access.siteName} needs the AI user role. Ask a site administrator for it, or switch to a site where you have it.`}
        />
      ) : (
        <Suspense fallback={<Skeleton active />}>{children(access)}</Suspense>
      )}
    </TitledPage>
  );
}
