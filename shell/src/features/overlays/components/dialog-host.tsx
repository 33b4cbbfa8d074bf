import { Suspense, useEffect, useState } from 'react';
import type { DialogKey } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { ShellDialogs } from '../../../lib/shell-overlay';
import { lazyThemed } from '../../../components/lazy-themed';

const DialogFrame = lazyThemed(async () => (await import('./dialog-frame')).DialogFrame);

/**
 * The dialog container (spec §2.5, §2.6): one dialog at a time, opened by key over the bus
 * (`platform.dialogs.open`) at the spec's size; antd loads with the first dialog. The shell's own
 * dialogs are given (`dialogs`); the others belong to remotes.
 */
export function DialogHost({ dialogs }: { dialogs: ShellDialogs }) {
  const { bus } = usePlatform();
  const [open, setOpen] = useState<{ key: DialogKey; props: Record<string, unknown> } | null>(null);

  useEffect(() => {
    const opened = bus.on('dialog/open').subscribe((event) => setOpen({ key: event.key, props: event.props ?? {} }));
    const closed = bus.on('dialog/close').subscribe(() => setOpen(null));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [bus]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame dialog={open} dialogs={dialogs} close={() => setOpen(null)} />
    </Suspense>
  );
}
