import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { neutraliseSpreadsheetText } from './report-export-cells.js';

describe('neutraliseSpreadsheetText', () => {
  test('prefixes a single quote to a text a spreadsheet would read as a formula (OWASP CSV injection)', () => {
    for (const formula of [
      '=HYPERLINK("http://x","y")',
      '=1+1',
      '+1-1',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=cmd',
      '\r=cmd',
      '=',
    ])
      assert.equal(neutraliseSpreadsheetText(formula), `'${formula}`, JSON.stringify(formula));
  });

  test('leaves every other text as it is, including those with a formula character further in', () => {
    for (const text of [
      'brand guidelines',
      'a=b',
      'C++ case studies',
      'x@demo.portal',
      '',
      ' =not first',
      "'quoted",
      '2026-05-01T10:00:00.000Z',
    ])
      assert.equal(neutraliseSpreadsheetText(text), text, JSON.stringify(text));
  });
});
