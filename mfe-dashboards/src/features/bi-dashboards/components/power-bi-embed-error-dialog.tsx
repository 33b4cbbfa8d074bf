import { Button, Space, Typography } from 'antd';
import type { OverlayComponentProps } from '@portal/remote-kit';

/**
 * `powerBiEmbedError` { error, title? } (spec §2.6, 700px): a Power BI report could not be embedded. Says which
 * dashboard and why, in the server's words (POST v2/powerbi/embedToken answers what to configure when Power BI is not
 * set up, or what Power BI answered), and what the user can do about it.
 */
export function PowerBiEmbedErrorDialog({ props, close }: OverlayComponentProps) {
  const error = typeof props.error === 'string' && props.error ? props.error : 'The report could not be embedded.';
  const title = typeof props.title === 'string' && props.title ? props.title : null;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {title ? (
          <>
            The Power BI report <strong>{title}</strong> could not be shown.
          </>
        ) : (
          'The Power BI report could not be shown.'
        )}
      </Typography.Paragraph>
      <Typography.Paragraph role="alert" style={{ margin: 0 }}>
        {error}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        If it stays this way, report the issue to the portal&apos;s administrators.
      </Typography.Paragraph>
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button type="primary" onClick={close}>
          OK
        </Button>
      </Space>
    </Space>
  );
}
