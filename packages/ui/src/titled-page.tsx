import { useEffect, type ReactNode } from 'react';
import { Typography } from 'antd';

/** Sets the document title from the route's page title (spec §2.4). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A routed page: its title becomes the document title and the page heading. */
export function TitledPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section aria-labelledby="page-title" style={{ padding: '24px 32px' }}>
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
