import { Menu, type MenuProps } from 'antd';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePreferencesMutation } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useShell } from '../../../hooks/use-shell';
import { useSiteSession } from '../../../hooks/use-site-session';

import { loadMachineTranslation } from '../../../lib/i18n/machine-translation';

const LanguagePicker = lazy(async () => ({
  default: (await import('../../../components/language-picker')).LanguagePicker,
}));

/**
 * The profile menu (spec §2.5): My sites, Notifications, Preferences, User Guide (only when the site
 * sets a guide link), Report an issue, Need help?, Feedback, Suggest a tag (the §2.6 form, with the
 * other help items), the language picker, Logout. Escape or a click elsewhere closes it.
 */
export function ProfileMenu({ onClose }: { onClose: () => void }) {
  const { auth, config } = useShell();
  const platform = usePlatform();
  const session = useSiteSession();
  const { t } = useTranslation();
  const [savePreferences] = useSavePreferencesMutation();
  const container = useRef<HTMLDivElement>(null);
  const guideLink = session.settings.userGuideLink?.trim();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!container.current?.contains(target) && !target?.closest('.shell-profile > button')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    container.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const items: MenuProps['items'] = [
    { key: 'mySites', label: t('profileMenu.mySites'), onClick: run(() => platform.dialogs.open('mySites')) },
    {
      key: 'notifications',
      label: t('profileMenu.notifications'),
      onClick: run(() => platform.panels.open('notifications')),
    },
    {
      key: 'preferences',
      label: t('profileMenu.preferences'),
      onClick: run(() => platform.panels.open('preferences')),
    },
    ...(guideLink
      ? [
          {
            key: 'guide',
            label: (
              <a href={guideLink} target="_blank" rel="noopener noreferrer">
                {t('profileMenu.userGuide')}
              </a>
            ),
          },
        ]
      : []),
    {
      key: 'reportAnIssue',
      label: t('profileMenu.reportAnIssue'),
      onClick: run(() => platform.dialogs.open('reportAnIssue', { pageUrl: window.location.href })),
    },
    { key: 'needHelp', label: t('profileMenu.needHelp'), onClick: run(() => platform.dialogs.open('supportTicket')) },
    { key: 'feedback', label: t('profileMenu.feedback'), onClick: run(() => platform.dialogs.open('feedback')) },
    {
      key: 'suggestATag',
      label: t('profileMenu.suggestATag'),
      onClick: run(() => platform.dialogs.open('suggestATag')),
    },
    { type: 'divider' },
    { key: 'logout', label: t('profileMenu.logout'), onClick: run(() => void auth.signOut()) },
  ];

  return (
    <div ref={container} className="profile-menu">
      <Menu selectable={false} style={{ borderRadius: 8, borderInlineEnd: 0 }} items={items} />
      <div className="profile-menu-language">
        <Suspense fallback={null}>
          <LanguagePicker
            onChange={(language: string) => {
              void loadMachineTranslation(config.translationScriptUrl, language);
              void savePreferences({ language })
                .unwrap()
                .catch((error: unknown) => console.error('The language could not be saved:', error));
            }}
          />
        </Suspense>
      </div>
    </div>
  );
}
