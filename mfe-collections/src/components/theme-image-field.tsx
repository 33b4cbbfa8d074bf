import { Button, Space, Typography, Upload } from 'antd';
import { useAuthorizedImage } from '@portal/api-client';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * One theme image (hero or thumbnail): the stored one (fetched with the token) and a file to replace it. The file is
 * kept in the browser until the entity is saved; then it goes to blob storage through PUT v2/{type}/theme/{id}
 * (PNG, JPEG or WebP, at most 5 MB — the server's limits and messages).
 */
export function ThemeImageField({
  label,
  storedPath,
  file,
  onChange,
  disabled,
}: {
  label: string;
  storedPath: string | null;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  disabled?: boolean;
}) {
  const stored = useAuthorizedImage(file ? null : storedPath);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{label}</Typography.Text>
      {stored.status === 'ready' && (
        <img src={stored.url} alt={`Current ${label.toLowerCase()}`} style={{ maxWidth: '100%', maxHeight: 120 }} />
      )}
      {!file && stored.status === 'none' && <Typography.Text type="secondary">No image yet.</Typography.Text>}
      <Upload
        accept={ACCEPTED}
        maxCount={1}
        disabled={disabled}
        fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          onChange(chosen);
          return false;
        }}
        onRemove={() => onChange(undefined)}
      >
        <Button disabled={disabled} aria-label={`Choose a ${label.toLowerCase()}`}>
          Choose an image
        </Button>
      </Upload>
    </Space>
  );
}
