import { overlapMarker, overlapSummary } from './result-overlap';

describe('overlapMarker', () => {
  const lists = { keyword: ['a', 'b'], semantic: ['a', 'c'], hybrid: ['a', 'b', 'c'] };

  it('names the other lists holding the result, or says it is only here', () => {
    expect(overlapMarker('a', 'keyword', lists)).toBe('also in semantic and hybrid');
    expect(overlapMarker('c', 'hybrid', lists)).toBe('also in semantic');
    expect(overlapMarker('d', 'hybrid', { ...lists, hybrid: ['d'] })).toBe('only here');
  });

  it('marks nothing while there is no other list to compare with', () => {
    expect(overlapMarker('a', 'keyword', { keyword: ['a'] })).toBeNull();
  });
});

describe('overlapSummary', () => {
  it('counts what all three share, then each pair', () => {
    expect(overlapSummary({ keyword: ['a', 'b'], semantic: ['a', 'c'], hybrid: ['a', 'b', 'c'] })).toBe(
      'The three lists share 1 result; keyword and semantic share 1, keyword and hybrid share 2, ' +
        'semantic and hybrid share 2.',
    );
  });

  it('compares the two lists there are, and nothing with fewer', () => {
    expect(overlapSummary({ semantic: ['a'], hybrid: ['b'] })).toBe('Semantic and hybrid share 0 results.');
    expect(overlapSummary({ keyword: ['a'] })).toBeNull();
    expect(overlapSummary({})).toBeNull();
  });
});
