import { hasDashboard } from '@portal/contracts';

const dashboard = {
  content_types: ['Dashboards', 'Reports'],
  external_url: 'https://bi.example.com/pipeline',
  external_url_action: 'embed',
};

describe('hasDashboard (spec §3 Document)', () => {
  it('is true for a dashboard with an external URL and an action other than none', () => {
    expect(hasDashboard(dashboard)).toBe(true);
    expect(hasDashboard({ ...dashboard, content_types: ['dashboards'], external_url_action: 'newTab' })).toBe(true);
  });

  it('is false when the first content type is not dashboards', () => {
    expect(hasDashboard({ ...dashboard, content_types: ['Reports', 'Dashboards'] })).toBe(false);
    expect(hasDashboard({ ...dashboard, content_types: [] })).toBe(false);
  });

  it('is false without an external URL, or with no action or the action none', () => {
    expect(hasDashboard({ ...dashboard, external_url: null })).toBe(false);
    expect(hasDashboard({ ...dashboard, external_url: '  ' })).toBe(false);
    expect(hasDashboard({ ...dashboard, external_url_action: null })).toBe(false);
    expect(hasDashboard({ ...dashboard, external_url_action: 'None' })).toBe(false);
  });
});
