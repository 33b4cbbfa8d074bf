import { awardsPath, isResultView, resultsTitle } from './awards-pages';

describe('the awards pages', () => {
  it('keeps a site’s prefix when the page was opened under it', () => {
    expect(awardsPath({ siteId: 5, prefixed: true }, 'leaderboard')).toBe('/sites/5/awards/leaderboard');
    expect(awardsPath({ siteId: 5, prefixed: false }, 'results/office-view')).toBe('/awards/results/office-view');
    expect(awardsPath({ siteId: null, prefixed: true }, 'home')).toBe('/awards/home');
  });

  it('titles the result views as the spec does', () => {
    expect(resultsTitle('winners-list-view')).toBe('Award Results - Winners List View');
    expect(isResultView('category-view')).toBe(true);
    expect(isResultView('map-view')).toBe(false);
  });
});
