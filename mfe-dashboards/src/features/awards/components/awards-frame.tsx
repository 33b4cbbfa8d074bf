import type { ReactNode } from 'react';
import { Button, Empty } from 'antd';
import { usePlatform } from '@portal/platform';
import { TitledPage, usePhone } from '@portal/ui';
import { stackStyle } from '../../../components/stack-style';
import { useAwardsSite } from '../hooks/use-awards-site';
import type { AwardsPage } from '../state/awards-pages';
import { AwardsNav } from './awards-nav';

/**
 * An awards page under its title (spec §2.3): the awards pages' navigation, then the page for the site it is about
 * (drawn again from scratch when the site changes), or, without a site, a way to choose one.
 */
export function AwardsFrame({
  title,
  page,
  children,
}: {
  title: string;
  page: AwardsPage;
  children: (siteId: number) => ReactNode;
}) {
  const platform = usePlatform();
  const phone = usePhone();
  const { siteId } = useAwardsSite();
  return (
    <TitledPage title={title}>
      <div style={{ ...stackStyle(phone ? 16 : 24), maxWidth: 1600 }}>
        <AwardsNav current={page} />
        {siteId === null ? (
          <Empty description="Choose a site to see its awards.">
            <Button type="primary" onClick={() => platform.dialogs.open('mySites')}>
              My sites
            </Button>
          </Empty>
        ) : (
          <div key={siteId} style={stackStyle(phone ? 16 : 24)}>
            {children(siteId)}
          </div>
        )}
      </div>
    </TitledPage>
  );
}
