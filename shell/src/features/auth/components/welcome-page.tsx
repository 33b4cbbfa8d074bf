import { Navigate } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { peekReturnPath, safeReturnPath, takeReturnPath } from '../state/return-path';
import { useShell } from '../../../hooks/use-shell';

/** /welcome: the login screen, without header; no sign-in needed (spec §2.1). */
export function WelcomePage() {
  const { t } = useTranslation();
  usePageTitle(t('welcome.pageTitle'));
  const { auth } = useShell();
  if (auth.isSignedIn())
    return <Navigate to={safeReturnPath(auth.returnPath ?? takeReturnPath(), HOME_PATH)} replace />;

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ maxWidth: 440, width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {t('welcome.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('welcome.intro')}</Typography.Paragraph>
        <Button
          type="primary"
          size="large"
          block
          onClick={() => void auth.signIn(safeReturnPath(peekReturnPath(), HOME_PATH))}
        >
          {t('welcome.signIn')}
        </Button>
      </Card>
    </main>
  );
}
