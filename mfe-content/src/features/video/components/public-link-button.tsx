import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';

// The dialog (a form and its list) loads when first opened, outside the content page's first load.
const PublicLinkModal = lazy(async () => ({ default: (await import('./public-link-dialog')).PublicLinkModal }));

/** The Public link button of a video's manage toolbar; the dialog it opens is public-link-dialog.tsx. */
export function PublicLinkButton({
  assetId,
  title,
  refusal,
}: {
  assetId: number;
  title: string;
  refusal: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Public link</Button>
      {open && (
        <Suspense fallback={null}>
          <PublicLinkModal assetId={assetId} title={title} refusal={refusal} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
