import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './language-picker';
import { WithShellI18n } from '../testing/with-shell-i18n';

/** A text of the shell, to see the language change. */
function FeedbackTitle() {
  const { t } = useTranslation('forms');
  return <h2>{t('kinds.feedback.title')}</h2>;
}

function renderPicker(onChange?: (code: string) => void) {
  return render(
    <WithShellI18n>
      <LanguagePicker onChange={onChange} />
      <FeedbackTitle />
    </WithShellI18n>,
  );
}

afterEach(() => localStorage.clear());

describe('LanguagePicker', () => {
  it('offers each language in its own name under the label Language', () => {
    renderPicker();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['Deutsch', 'de'],
    ]);
  });

  it('switches the texts to the chosen language and reports the choice', async () => {
    const onChange = jest.fn();
    renderPicker(onChange);
    expect(screen.getByRole('heading', { name: 'Feedback Form' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');

    expect(await screen.findByRole('heading', { name: 'Formulaire de commentaires' })).toBeInTheDocument();
    // The picker's own label is translated too (its namespace may arrive a moment after the forms').
    const frenchPicker = await screen.findByRole('combobox', { name: 'Langue' });
    expect(frenchPicker).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(onChange).toHaveBeenCalledWith('fr');

    await userEvent.selectOptions(frenchPicker, 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Feedback-Formular' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('de');
  });
});
