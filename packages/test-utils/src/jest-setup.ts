// antd 6 under jsdom needs these four browser APIs (STACK-NOTES).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The suites run beside the API tests on two shared cores: findBy and waitFor wait up to 5 s (not 1 s) for what a
// user would see, so a slow moment is not taken for a failure. A test that never gets there still fails.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does no layout: an element's padding and border widths compute to '' unless a style sets them, which antd's
// auto-sizing TextArea turns into a NaN height (a console error with a long stack on every render). A browser
// computes them as 0px, and so does this. The pseudo-element argument is dropped (jsdom does not implement it).
const BOX_SIZES = /^(padding-(top|bottom|left|right)|border-(top|bottom|left|right)-width)$/;
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => {
  const style = originalGetComputedStyle(element);
  const getPropertyValue = style.getPropertyValue.bind(style);
  style.getPropertyValue = (name: string) => getPropertyValue(name) || (BOX_SIZES.test(name) ? '0px' : '');
  return style;
};

class ResizeObserverPolyfill {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverPolyfill as unknown as typeof ResizeObserver;

if (typeof window.MessageChannel === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  window.MessageChannel = require('node:worker_threads').MessageChannel;
}

// antd writes its styles into <style> elements (several hundred rules on a page), and jsdom matches every rule
// against an element each time testing-library asks whether that element is visible (getComputedStyle): that
// matching took about a third of a suite's time. What a test can observe of those rules is whether an element is
// shown (role queries leave out what is not displayed; toBeVisible), so a style element keeps only its top-level rules
// that set display, visibility or opacity (all of them, so a later rule that shows an element again still wins);
// jsdom applies no @media or @layer rules anyway. The full text still reads back, for antd's own bookkeeping.
{
  const SHOWS_OR_HIDES = /(^|[;{\s])(display|visibility|opacity)\s*:/;
  const displayRules = (css: string) => {
    const kept: string[] = [];
    let depth = 0;
    let ruleStart = 0;
    let bodyStart = -1;
    for (let i = 0; i < css.length; i += 1) {
      if (css[i] === '{') {
        if (depth === 0) bodyStart = i;
        depth += 1;
      } else if (css[i] === '}') {
        depth -= 1;
        if (depth === 0) {
          const selector = css.slice(ruleStart, bodyStart).trim();
          if (!selector.startsWith('@') && SHOWS_OR_HIDES.test(css.slice(bodyStart + 1, i)))
            kept.push(css.slice(ruleStart, i + 1));
          ruleStart = i + 1;
        }
      }
    }
    return kept.join('\n');
  };
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML') as PropertyDescriptor;
  const fullText = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return fullText.get(this) ?? innerHTML.get?.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      fullText.set(this, css);
      innerHTML.set?.call(this, displayRules(css));
    },
  });
}
