import { useEffect, type ReactNode } from 'react';
import { theme } from 'antd';

/** Sets the document title from the route's page title (spec §2.4). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A routed page: its title becomes the document title and the page heading. The heading is a plain
 * h2 styled from the theme tokens (antd Typography would add its editable/ellipsis machinery).
 */
export function TitledPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="page-title" style={{ padding: '24px clamp(16px, 4vw, 32px)' }}>
      <h2
        id="page-title"
        style={{
          margin: '0 0 16px',
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
          fontWeight: 600,
          color: token.colorTextHeading,
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
