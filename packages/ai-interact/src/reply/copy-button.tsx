import { useEffect, useState } from 'react';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Button } from 'antd';
import { usePlatform } from '@portal/platform';

/** Copies a reply to the clipboard; the button says "Copied" for a moment. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const { notify } = usePlatform();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="small"
      icon={<CopyOutlined aria-hidden />}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => notify('The text could not be copied to the clipboard.', 'error'),
        )
      }
    >
      {copied ? 'Copied' : label}
    </Button>
  );
}
