import { useId, type ReactNode } from 'react';
import { theme } from 'antd';
import { stackStyle } from '../../../components/stack-style';

/** A titled part of an awards page (an h3 under the page's h2), with actions beside its title. */
export function AwardsPanelSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ ...stackStyle(12), alignContent: 'start' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <h3
          id={id}
          style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600, color: token.colorTextHeading }}
        >
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
