declare global {
  interface Window {
    /**
     * Set by the third-party machine-translation script (configured as `translationScriptUrl`): translates
     * the page into `language`, for pages whose texts the portal does not have in that language. Whoever
     * configures a script provides this function (an adapter over the vendor's own API if need be).
     */
    portalMachineTranslate?: (language: string) => void;
  }
}

export type MachineTranslationOutcome = 'skipped' | 'loaded' | 'failed';

export interface MachineTranslationOptions {
  /** How long the script may take before it counts as not loaded; 15 s unless given. */
  timeoutMs?: number;
}

export const TRANSLATION_SCRIPT_TIMEOUT_MS = 15_000;
const SCRIPT_MARKER = 'data-portal-translation';

/** One load per script element: later calls for the same address wait on the same outcome. */
const loads = new WeakMap<HTMLScriptElement, Promise<'loaded' | 'failed'>>();

function injectScript(url: string, timeoutMs: number): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.setAttribute(SCRIPT_MARKER, '');
  loads.set(
    script,
    new Promise((resolve) => {
      const fail = (reason: string) => {
        settle();
        // Spec error catalogue, 'Translation script not loaded': console error only.
        console.error(`Translation script not loaded: ${url} (${reason})`);
        resolve('failed');
      };
      const succeed = () => {
        settle();
        resolve('loaded');
      };
      const onError = () => fail('the script could not be loaded');
      const timer = window.setTimeout(() => fail(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
      const settle = () => {
        window.clearTimeout(timer);
        script.removeEventListener('load', succeed);
        script.removeEventListener('error', onError);
      };
      script.addEventListener('load', succeed);
      script.addEventListener('error', onError);
    }),
  );
  document.head.appendChild(script);
  return script;
}

function translatePage(language: string): void {
  try {
    window.portalMachineTranslate?.(language);
  } catch (error) {
    // A third-party failure must not break the portal; the page simply stays untranslated.
    console.error(`Machine translation to '${language}' failed:`, error);
  }
}

/**
 * The language picker's machine translation (screens spec §2.5; calls spec §7: "A third-party
 * translation script is loaded"). With no script configured nothing happens. Otherwise the script is added once (async, marked
 * `data-portal-translation`); once loaded, `window.portalMachineTranslate(language)` is called on every
 * call. A script that fails or does not answer in time is only logged; this never throws or shows UI.
 */
export async function loadMachineTranslation(
  url: string | null,
  language: string,
  options: MachineTranslationOptions = {},
): Promise<MachineTranslationOutcome> {
  if (!url) return 'skipped';
  const existing = Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`)).find(
    (script) => script.getAttribute('src') === url && loads.has(script),
  );
  const script = existing ?? injectScript(url, options.timeoutMs ?? TRANSLATION_SCRIPT_TIMEOUT_MS);
  const outcome = await loads.get(script)!;
  if (outcome === 'loaded') translatePage(language);
  return outcome;
}
