import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { blobNameProblem } from './blob-names.js';
import { isContainerName } from './site-containers.js';

describe('blob and container names', () => {
  test('accepts the names the uploader generates, spaces and unicode included', () => {
    for (const name of [
      'doc-1/brief.pdf',
      '0f3c9a2e/Case Study – Q1 (final).pptx',
      'Reports/2024/q1..draft.docx',
      'a',
      'x'.repeat(1024),
    ]) {
      assert.equal(blobNameProblem(name), undefined, name);
    }
  });

  test('refuses names that could address another blob once in a URL', () => {
    const refused: Record<string, string> = {
      '': 'not be empty',
      '..': 'not end with "/" or "."',
      '../x': 'not contain "." or ".." path segments',
      'a/./b': 'not contain "." or ".." path segments',
      '/x': 'not start with "/"',
      'a/': 'not end with "/" or "."',
      'a//b': 'not contain "//"',
      'a\\b': 'not contain a backslash',
      'a%2e%2e/b': 'not contain percent escapes such as %2F',
      'a\nb': 'not contain control characters',
      'a\u0085b': 'not contain control characters',
      ['x'.repeat(1025)]: 'be at most 1024 characters long',
    };
    for (const [name, problem] of Object.entries(refused))
      assert.equal(blobNameProblem(name), problem, JSON.stringify(name));
  });

  test('knows the Azure container naming rule', () => {
    for (const name of ['abc', 'northwind-discovery-assets', 'a1-b2', 'x'.repeat(63)])
      assert.equal(isContainerName(name), true, name);
    for (const name of ['ab', 'Assets', 'a--b', '-ab', 'ab-', 'a_b', 'x'.repeat(64)])
      assert.equal(isContainerName(name), false, name);
  });
});
