import { loadMachineTranslation, TRANSLATION_SCRIPT_TIMEOUT_MS } from './machine-translation';

const SCRIPT_URL = 'https://translate.example/widget.js';
const translationScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-portal-translation]'));

let consoleError: jest.SpyInstance;

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.portalMachineTranslate;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('loadMachineTranslation', () => {
  it('does nothing when no script is configured', async () => {
    await expect(loadMachineTranslation(null, 'fr')).resolves.toBe('skipped');
    expect(translationScripts()).toHaveLength(0);
  });

  it('adds the script once and asks it to translate into each chosen language', async () => {
    const translate = jest.fn();
    const first = loadMachineTranslation(SCRIPT_URL, 'fr');
    const [script] = translationScripts();
    expect(script).toHaveAttribute('src', SCRIPT_URL);
    expect(script!.async).toBe(true);

    window.portalMachineTranslate = translate;
    script!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('loaded');
    expect(translate).toHaveBeenCalledWith('fr');

    await expect(loadMachineTranslation(SCRIPT_URL, 'de')).resolves.toBe('loaded');
    expect(translationScripts()).toHaveLength(1);
    expect(translate).toHaveBeenLastCalledWith('de');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('only logs when the script cannot be loaded', async () => {
    const loading = loadMachineTranslation(SCRIPT_URL, 'fr');
    translationScripts()[0]!.dispatchEvent(new Event('error'));

    await expect(loading).resolves.toBe('failed');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(
      /^Translation script not loaded: https:\/\/translate\.example\/widget\.js/,
    );
    expect(document.body).toBeEmptyDOMElement();
  });

  it('gives up after 15 seconds without an answer', async () => {
    jest.useFakeTimers();
    let outcome: string | undefined;
    void loadMachineTranslation(SCRIPT_URL, 'de').then((result) => (outcome = result));

    await jest.advanceTimersByTimeAsync(TRANSLATION_SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('failed');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/^Translation script not loaded: .*no answer within 15 s/),
    );
  });

  it('does not throw when the translation hook fails', async () => {
    window.portalMachineTranslate = () => {
      throw new Error('vendor broke');
    };
    const loading = loadMachineTranslation(SCRIPT_URL, 'fr');
    translationScripts()[0]!.dispatchEvent(new Event('load'));

    await expect(loading).resolves.toBe('loaded');
    expect(consoleError).toHaveBeenCalledWith("Machine translation to 'fr' failed:", expect.any(Error));
  });
});
