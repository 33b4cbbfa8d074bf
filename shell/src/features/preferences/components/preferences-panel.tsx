import { Alert, Button, Flex, Radio, Spin, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  errorMessage,
  preferencesAndFormsApi,
  useGetPreferencesQuery,
  useSavePreferencesMutation,
  type AppStore,
} from '@portal/api-client';
import {
  DEFAULT_RESULT_RENDERER,
  DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_CHOICES,
  type ResultRenderer,
  type UserPreferences,
} from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from '../../../lib/i18n/languages';
import type { ShellOverlayComponent } from '../../../lib/shell-overlay';
import { isAiNoticeAcknowledged, resetAiNoticeAcknowledgement } from '../state/ai-notice';
import { RESULT_RENDERERS } from '../state/preference-choices';

function PreferenceGroup({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <Flex vertical gap="small">
      <Typography.Text strong id={labelId}>
        {label}
      </Typography.Text>
      {children(labelId)}
    </Flex>
  );
}

/**
 * The right-hand 'preferences' panel: search result layout, results per page and language, kept by
 * the API for the user; each change is saved at once. The language also switches the texts at once.
 * 'Reset AI notice' forgets this browser's acknowledgement of the AI notice.
 */
export const PreferencesPanel: ShellOverlayComponent = () => {
  const { t, i18n } = useTranslation('preferences');
  const platform = usePlatform();
  const dispatch = useDispatch<AppStore['dispatch']>();
  const preferences = useGetPreferencesQuery();
  const [savePreferences] = useSavePreferencesMutation();
  const [aiNoticeAcknowledged, setAiNoticeAcknowledged] = useState(() => isAiNoticeAcknowledged());

  /** Shows the change at once and saves it; a refused save puts the saved value back. */
  const save = async (changes: Partial<UserPreferences>, alsoWaitFor: Promise<unknown> = Promise.resolve()) => {
    const shown = dispatch(
      preferencesAndFormsApi.util.updateQueryData('getPreferences', undefined, (draft) => {
        Object.assign(draft, changes);
      }),
    );
    // A language change waits for the new texts, so that the message below is in the new language.
    const [result] = await Promise.all([savePreferences(changes), alsoWaitFor.catch(() => undefined)]);
    // `t` of this render is bound to the language it rendered in; the message uses the current one.
    const tNow = i18n.getFixedT(null, 'preferences');
    if (result.error) {
      shown.undo();
      platform.notify(tNow('saveFailed', { message: errorMessage(result.error, '') }), 'error');
    } else {
      platform.notify(tNow('saved'), 'success');
    }
  };

  const onLanguageChange = (language: LanguageCode) => void save({ language }, i18n.changeLanguage(language));

  const onResetAiNotice = () => {
    resetAiNoticeAcknowledgement();
    setAiNoticeAcknowledged(isAiNoticeAcknowledged());
    platform.notify(t('aiNotice.resetDone'), 'success');
  };

  const heading = (
    <Typography.Title level={2} className="visually-hidden" style={{ margin: 0, fontSize: 20 }}>
      {t('title')}
    </Typography.Title>
  );

  if (preferences.isLoading) {
    return (
      <Flex vertical gap="middle">
        {heading}
        <Flex role="status" align="center" gap="small">
          <Spin size="small" />
          {t('loading')}
        </Flex>
      </Flex>
    );
  }
  if (!preferences.data) {
    return (
      <Flex vertical gap="middle">
        {heading}
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={errorMessage(preferences.error, '')}
          action={<Button onClick={() => void preferences.refetch()}>{t('retry')}</Button>}
        />
      </Flex>
    );
  }

  const { resultRenderer, rowsPerPage } = preferences.data;
  const shownRows = rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  // A size chosen elsewhere (the API accepts 1 to 200) stays selectable.
  const rowChoices = ROWS_PER_PAGE_CHOICES.includes(shownRows)
    ? ROWS_PER_PAGE_CHOICES
    : [...ROWS_PER_PAGE_CHOICES, shownRows].sort((a, b) => a - b);
  const currentLanguage = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <Flex vertical gap="large">
      {heading}
      <PreferenceGroup label={t('resultRenderer.label')}>
        {(labelId) => (
          <Radio.Group
            aria-labelledby={labelId}
            name="resultRenderer"
            value={resultRenderer ?? DEFAULT_RESULT_RENDERER}
            onChange={(event) => void save({ resultRenderer: event.target.value as ResultRenderer })}
            options={RESULT_RENDERERS.map((renderer) => ({ value: renderer, label: t(`resultRenderer.${renderer}`) }))}
          />
        )}
      </PreferenceGroup>
      <PreferenceGroup label={t('rowsPerPage.label')}>
        {(labelId) => (
          <Radio.Group
            aria-labelledby={labelId}
            name="rowsPerPage"
            optionType="button"
            value={shownRows}
            onChange={(event) => void save({ rowsPerPage: event.target.value as number })}
            options={rowChoices.map((rows) => ({ value: rows, label: String(rows) }))}
          />
        )}
      </PreferenceGroup>
      <PreferenceGroup label={t('language.label')}>
        {(labelId) => (
          <Radio.Group
            aria-labelledby={labelId}
            name="language"
            value={currentLanguage}
            onChange={(event) => onLanguageChange(event.target.value as LanguageCode)}
            options={LANGUAGES.map(({ code, name }) => ({ value: code, label: <span lang={code}>{name}</span> }))}
          />
        )}
      </PreferenceGroup>
      <PreferenceGroup label={t('aiNotice.label')}>
        {() => (
          <>
            <Typography.Text>
              {aiNoticeAcknowledged ? t('aiNotice.acknowledged') : t('aiNotice.notAcknowledged')}
            </Typography.Text>
            <Button style={{ alignSelf: 'flex-start' }} disabled={!aiNoticeAcknowledged} onClick={onResetAiNotice}>
              {t('aiNotice.reset')}
            </Button>
          </>
        )}
      </PreferenceGroup>
    </Flex>
  );
};
