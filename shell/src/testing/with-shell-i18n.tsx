import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../lib/i18n/i18n';

/** For tests: the shell's texts in English, as a wrapper for render(). */
export function WithShellI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={createShellI18n('en')}>{children}</I18nextProvider>;
}
