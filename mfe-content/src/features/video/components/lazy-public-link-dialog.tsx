import { lazy, Suspense } from 'react';

// The dialog (a form and its list) loads when first opened, outside the content page's first load.
const PublicLinkModal = lazy(async () => ({ default: (await import('./public-link-dialog')).PublicLinkModal }));

/** The Public link dialog of a video (public-link-dialog.tsx), loaded when the content page's Manage menu opens it. */
export function LazyPublicLinkDialog(props: {
  assetId: number;
  title: string;
  refusal: string | null;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <PublicLinkModal {...props} />
    </Suspense>
  );
}
