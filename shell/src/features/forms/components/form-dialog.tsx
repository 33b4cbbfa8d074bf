import { useId, useState, type ReactNode } from 'react';
import { Button, Result, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormKind } from '@portal/contracts';
import { usePlatform, useStream, type Platform } from '@portal/platform';
import type { ShellOverlayProps } from '../../../lib/shell-overlay';
import { BuiltInForm } from './built-in-form';
import { ExternalFormNotice } from './external-form-notice';
import { initialFieldValues } from '../state/form-values';

function currentPageUrl(platform: Platform): string {
  return new URL(platform.navigator.createHref(platform.location$.getValue()), window.location.origin).href;
}

/**
 * One of the spec's forms (§2.6 "Forms titles") as a shell dialog. Forms go to the current site: to
 * its own form provider when it has an external form address, otherwise to the API. Fields named in
 * `props` (docId, dashboardName, pageUrl, …) start filled in.
 */
export function FormDialog({
  kind,
  props,
  close,
  framed = false,
}: ShellOverlayProps & { kind: FormKind; /** In a titled Modal: no heading of its own. */ framed?: boolean }) {
  const { t } = useTranslation('forms');
  const { token } = theme.useToken();
  const platform = usePlatform();
  const current = useStream(platform.site$);
  const titleId = useId();
  const [initialValues] = useState(() => initialFieldValues(kind, props, currentPageUrl(platform)));
  const [sent, setSent] = useState(false);

  let body: ReactNode;
  if (!current) {
    body = (
      <>
        <p>{t('noSite')}</p>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('actions.close')}</Button>
        </Space>
      </>
    );
  } else if (current.site.externalFormAddress) {
    body = (
      <ExternalFormNotice address={current.site.externalFormAddress} siteName={current.site.name} onClose={close} />
    );
  } else if (sent) {
    body = (
      <Result
        status="success"
        title={t('sent.title')}
        subTitle={t(`kinds.${kind}.thanks`)}
        extra={
          <Button type="primary" onClick={close} autoFocus>
            {t('actions.close')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <BuiltInForm
        kind={kind}
        deploymentIndexId={current.site.deploymentIndexId}
        initialValues={initialValues}
        onSent={() => setSent(true)}
        onCancel={close}
      />
    );
  }

  return (
    <section aria-labelledby={framed ? undefined : titleId} aria-label={framed ? t(`kinds.${kind}.title`) : undefined}>
      {!framed && (
        <h2
          id={titleId}
          style={{
            margin: '0 0 16px',
            fontSize: token.fontSizeHeading4,
            lineHeight: token.lineHeightHeading4,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {t(`kinds.${kind}.title`)}
        </h2>
      )}
      {body}
    </section>
  );
}
