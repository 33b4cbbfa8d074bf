import { dashboardRefreshSearch, embedPageDocument, topBarRules } from './top-bar-rules';

const all = { uploadAsset: true, viewOpenAi: true };
const dashboard = {
  content_types: ['Dashboards'],
  external_url: 'https://bi.example.com/pipeline',
  external_url_action: 'embed',
};

describe('top bar rules (spec §2.5, §6)', () => {
  it('needs uploadAsset for the upload button, and disables it without a site', () => {
    expect(topBarRules('/search', '', all, true)).toMatchObject({ showUpload: true, uploadDisabled: false });
    expect(topBarRules('/search', '', {}, true).showUpload).toBe(false);
    expect(topBarRules('/search', '', all, false).uploadDisabled).toBe(true);
    // No site chosen: the permission map is empty, and the button is there, disabled.
    expect(topBarRules('/search', '', {}, false)).toMatchObject({ showUpload: true, uploadDisabled: true });
  });

  it('needs viewOpenAi or viewAiAssistant for the assistant button', () => {
    expect(topBarRules('/home', '', { viewAiAssistant: true }, true).showAssistant).toBe(true);
    expect(topBarRules('/home', '', { viewAiInteract: true }, true).showAssistant).toBe(false);
  });

  it('hides upload and assistant on admin routes', () => {
    expect(topBarRules('/admin/users', '', all, true)).toMatchObject({ showUpload: false, showAssistant: false });
  });

  it('shows back on the embed page only', () => {
    expect(topBarRules('/sites/3/asset/embed', '?docId=d9', all, true).showBack).toBe(true);
    expect(topBarRules('/sites/3/search', '', all, true)).toMatchObject({ showBack: false, showSearchPrompt: true });
  });

  it('shows refresh only on the embed page of a document with a dashboard', () => {
    expect(topBarRules('/sites/3/asset/embed', '?docId=d9', all, true, dashboard).showDashboardRefresh).toBe(true);
    expect(topBarRules('/sites/3/asset/embed', '?docId=d9', all, true).showDashboardRefresh).toBe(false);
    expect(
      topBarRules('/sites/3/asset/embed', '?docId=d9', all, true, { ...dashboard, external_url_action: 'none' })
        .showDashboardRefresh,
    ).toBe(false);
    expect(topBarRules('/sites/3/asset/embed', '', all, true, dashboard).showDashboardRefresh).toBe(false);
    expect(topBarRules('/sites/3/search', '?docId=d9', all, true, dashboard).showDashboardRefresh).toBe(false);
    expect(topBarRules('/content/d9', '?docId=d9', all, true, dashboard).showDashboardRefresh).toBe(false);
  });

  it('finds the embed page’s document in the site path and the docId query value', () => {
    expect(embedPageDocument('/sites/3/asset/embed', '?docId=d9&refresh=x')).toEqual({ indexId: 3, docId: 'd9' });
    expect(embedPageDocument('/sites/3/asset/embed/', '?docId=d9')).toEqual({ indexId: 3, docId: 'd9' });
    expect(embedPageDocument('/sites/3/asset/embed', '')).toBeNull();
    expect(embedPageDocument('/sites/nordic/asset/embed', '?docId=d9')).toBeNull();
    expect(embedPageDocument('/sites/3/content/d9', '?docId=d9')).toBeNull();
  });

  it('hides the home button on the home page', () => {
    expect(topBarRules('/home', '', {}, true).showHome).toBe(false);
    expect(topBarRules('/collections', '', {}, true).showHome).toBe(true);
  });

  it('makes a new refresh marker of the document id and the time', () => {
    const first = new URLSearchParams(dashboardRefreshSearch('?docId=d9&debug=1', 1000));
    expect(atob(first.get('refresh') ?? '')).toBe('d9:1000');
    expect(first.get('debug')).toBe('1');
    const second = new URLSearchParams(dashboardRefreshSearch(`?${first.toString()}`, 2000));
    expect(atob(second.get('refresh') ?? '')).toBe('d9:2000');
  });
});
