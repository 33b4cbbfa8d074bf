import { experimentQueryText, hasWords } from './experiment-requests';

describe('the query rules of the experiment (spec §5)', () => {
  it('joins the words with plus signs for full-text searches and keeps the text as typed for semantic', () => {
    expect(experimentQueryText(' brand  refresh ', 'keyword')).toBe('brand+refresh');
    expect(experimentQueryText(' brand  refresh ', 'hybrid')).toBe('brand+refresh');
    expect(experimentQueryText(' brand  refresh ', 'semantic')).toBe('brand  refresh');
  });

  it('searches everything for an empty query, which has no words for semantic search', () => {
    expect(experimentQueryText('  ', 'keyword')).toBe('*');
    expect(hasWords('  ')).toBe(false);
    expect(hasWords(' * ')).toBe(false);
    expect(hasWords('*brand')).toBe(true);
  });
});
