import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@portal/platform';
import { busyState, idle } from '../state/busy-state';

/**
 * The busy overlay: covers the screen while work runs (platform.busy.on/off) and lists errors
 * (platform.busy.error) until they are dismissed (reset). Plain markup: it is part of the first load.
 */
export function BusyOverlay() {
  const { bus } = usePlatform();
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(busyState, idle);

  useEffect(() => {
    const subscriptions = [
      bus.on('busy/on').subscribe((event) => dispatch({ type: 'on', message: event.message })),
      bus.on('busy/off').subscribe(() => dispatch({ type: 'off' })),
      bus.on('busy/error').subscribe((event) => dispatch({ type: 'error', message: event.message })),
      bus.on('busy/reset').subscribe(() => dispatch({ type: 'reset' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus]);

  if (!state.active && state.errors.length === 0) return null;
  return (
    <div
      className="busy-overlay"
      role={state.errors.length > 0 ? 'alertdialog' : 'status'}
      aria-modal={state.errors.length > 0}
      aria-label={t('busy.label')}
    >
      <div className="busy-card">
        {state.active && (
          <p className="busy-message">
            <span className="shell-spinner" aria-hidden="true" />
            {state.message ?? t('busy.working')}
          </p>
        )}
        {state.errors.length > 0 && (
          <>
            <ul className="busy-errors">
              {state.errors.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
            {!state.active && (
              <button type="button" className="shell-button primary" onClick={() => dispatch({ type: 'reset' })}>
                {t('busy.dismiss')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
