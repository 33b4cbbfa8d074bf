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
