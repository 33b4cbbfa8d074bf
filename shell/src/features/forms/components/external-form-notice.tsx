import { useEffect } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Only web addresses open: a site setting must not be able to run script in the portal's tab. */
function isWebAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The site collects its forms through its own provider: say so and open that address in a new tab. */
export function ExternalFormNotice({
  address,
  siteName,
  onClose,
}: {
  address: string;
  siteName: string;
  onClose(): void;
}) {
  const { t } = useTranslation('forms');
  const usable = isWebAddress(address);

  useEffect(() => {
    // The spec's rule for an unusable external address: logged, nothing opens.
    if (!usable) console.error('invalid externalUrl', address);
  }, [usable, address]);

  return (
    <>
      {usable ? (
        <p>{t('external.text', { site: siteName })}</p>
      ) : (
        <Alert type="warning" showIcon title={t('external.invalid', { site: siteName })} style={{ marginBottom: 16 }} />
      )}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {usable && (
          <Button type="primary" href={address} target="_blank" rel="noopener noreferrer">
            {t('external.open')}
          </Button>
        )}
      </Space>
    </>
  );
}
