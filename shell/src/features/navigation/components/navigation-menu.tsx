import { MenuOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { lazyThemed } from '../../../components/lazy-themed';

const NavigationDrawer = lazyThemed(async () => (await import('./navigation-drawer')).NavigationDrawer);

/** The top bar's global menu button and the left drawer it opens; the drawer (antd) loads when first opened. */
export function NavigationMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t('topBar.menu')} onClick={() => setOpen(true)}>
        <MenuOutlined />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <NavigationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
