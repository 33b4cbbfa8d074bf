import { isQuiet, metricSentence, periodBeforeName, trendOf, valueLine } from './pattern-statements';

describe('Pattern Analysis in words', () => {
  it('names the period before by the date filter', () => {
    expect(periodBeforeName('Past 3 months')).toBe('the 3 months before');
    expect(periodBeforeName('Past 1 month')).toBe('the month before');
    expect(periodBeforeName('Past 15 days')).toBe('the 15 days before');
    expect(periodBeforeName('Past 2 years')).toBe('the 2 years before');
  });

  it('states a rise, a fall, a level figure, a figure with no earlier data and one with none at all', () => {
    const before = 'the 30 days before';
    expect(metricSentence({ metric: 'views', current: 420, previous: 304 }, before)).toBe(
      'Views rose 38% against the 30 days before (420 against 304).',
    );
    expect(metricSentence({ metric: 'downloads', current: 44, previous: 50 }, before)).toBe(
      'Downloads fell 12% against the 30 days before (44 against 50).',
    );
    expect(metricSentence({ metric: 'likes', current: 7, previous: 7 }, before)).toBe(
      'Likes held level against the 30 days before (7 in each).',
    );
    expect(metricSentence({ metric: 'uploads', current: 12, previous: 0 }, before)).toBe(
      'Uploads: 12 this period, no earlier data.',
    );
    expect(metricSentence({ metric: 'activeUsers', current: 0, previous: 0 }, before)).toBe(
      'No active people in this period or the 30 days before.',
    );
    expect(metricSentence({ metric: 'searches', current: 1001, previous: 1000 }, before)).toBe(
      'Searches rose less than 1% against the 30 days before (1,001 against 1,000).',
    );
  });

  it('reads the trend of a change', () => {
    expect([
      trendOf({ current: 2, previous: 1 }),
      trendOf({ current: 1, previous: 2 }),
      trendOf({ current: 2, previous: 2 }),
      trendOf({ current: 2, previous: 0 }),
      trendOf({ current: 0, previous: 0 }),
    ]).toEqual(['up', 'down', 'level', 'new', 'none']);
  });

  it('writes a value that rose, fell, went quiet or is new as a line naming its field', () => {
    expect(valueLine('topics', 'Topics', { value: 'Sustainability', current: 11, previous: 2 })).toBe(
      'topic Sustainability: 11 against 2 (+450%)',
    );
    expect(valueLine('clients', 'Clients', { value: 'Globex', current: 1, previous: 5 })).toBe(
      'client Globex: 1 against 5 (−80%)',
    );
    expect(valueLine('topics', 'Topics', { value: 'Heritage', current: 0, previous: 2 })).toBe(
      'topic Heritage: none against 2 (−100%)',
    );
    expect(valueLine('content_types', 'Content Types', { value: 'Video', current: 5, previous: 0 })).toBe(
      'content type Video: 5, none before',
    );
    expect(valueLine('brands', 'Brands', { value: 'Contoso', current: 3, previous: 1 })).toBe(
      'Brands Contoso: 3 against 1 (+200%)',
    );
  });

  it('is quiet only when nothing happened in either period', () => {
    const patterns = (current: number, previous: number) => ({
      period: { dateFilter: 'Past 3 months', from: '', to: '' },
      previousPeriod: { from: '', to: '' },
      metrics: [{ metric: 'views' as const, current, previous }],
      fields: [],
    });
    expect(isQuiet(patterns(0, 0))).toBe(true);
    expect(isQuiet(patterns(0, 3))).toBe(false);
  });
});
