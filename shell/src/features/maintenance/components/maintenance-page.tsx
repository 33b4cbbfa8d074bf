import { Card, Typography } from 'antd';
import { usePageTitle } from '@portal/ui';

/** The only screen while the portal is in maintenance mode. */
export function MaintenancePage() {
  usePageTitle('Scheduled Maintenance');
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ maxWidth: 520 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          Scheduled Maintenance
        </Typography.Title>
        <Typography.Paragraph>
          The Discovery Portal is unavailable while we carry out scheduled maintenance. Please come back later.
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
