import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPreferencesQuery } from '@portal/api-client';
import { usePlatform, useStream } from '@portal/platform';
import { isLanguageCode } from '../../../lib/i18n/languages';

/**
 * Applies the signed-in user's saved preferences to the shell once they load after sign-in: today
 * the language (the other choices are read by the search screens themselves). Later changes come
 * from the Preferences panel, which applies them itself, so a refetch does not apply them again.
 */
export function useApplyUserPreferences(): void {
  const platform = usePlatform();
  const { i18n } = useTranslation();
  const userId = useStream(platform.user$)?.userId ?? null;
  const { data } = useGetPreferencesQuery(undefined, { skip: userId === null });
  const appliedForUser = useRef<number | null>(null);

  useEffect(() => {
    if (userId === null) {
      appliedForUser.current = null;
      return;
    }
    if (!data || appliedForUser.current === userId) return;
    appliedForUser.current = userId;
    if (isLanguageCode(data.language) && data.language !== i18n.resolvedLanguage)
      void i18n.changeLanguage(data.language);
  }, [userId, data, i18n]);
}
