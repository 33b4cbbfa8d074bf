import { dashboardOpening, normaliseMode } from './embed-rules';

const dashboard = (external_url_action: string | null, external_url: string | null = 'https://bi.example.com/r/1') => ({
  content_types: ['Dashboards'],
  external_url,
  external_url_action,
});

describe('the embed-mode decision table (spec §4)', () => {
  it.each([
    ['embed', { kind: 'asset-embed', renderer: 'iframe', actionsBar: false, toolbar: false }],
    ['new window', { kind: 'new-window' }],
    ['New Window', { kind: 'new-window' }],
    ['power bi embed', { kind: 'asset-embed', renderer: 'power-bi-iframe', actionsBar: false, toolbar: false }],
    [
      'power bi embed actions bar',
      { kind: 'asset-embed', renderer: 'power-bi-iframe', actionsBar: true, toolbar: false },
    ],
    [
      'Power BI Embed – Toolbar',
      { kind: 'asset-embed', renderer: 'power-bi-iframe', actionsBar: false, toolbar: true },
    ],
    ['api power bi embed', { kind: 'asset-embed', renderer: 'power-bi-component', actionsBar: false, toolbar: false }],
    [
      'api power bi embed actions bar',
      { kind: 'asset-embed', renderer: 'power-bi-component', actionsBar: true, toolbar: false },
    ],
    ['tableau embed', { kind: 'asset-embed', renderer: 'tableau', actionsBar: false, toolbar: false }],
    ['tableau embed toolbar', { kind: 'asset-embed', renderer: 'tableau', actionsBar: false, toolbar: true }],
    ['something new', { kind: 'asset-embed', renderer: 'iframe', actionsBar: false, toolbar: false }],
    ['none', { kind: 'none' }],
    [null, { kind: 'none' }],
  ] as const)('%s → %o', (mode, expected) => {
    expect(dashboardOpening(dashboard(mode))).toMatchObject(expected);
  });

  it('opens nothing for a document that is not a dashboard, or has no URL (the dashboard access rule, §5)', () => {
    expect(dashboardOpening({ ...dashboard('embed'), content_types: ['Reports', 'Dashboards'] })).toEqual({
      kind: 'none',
    });
    expect(dashboardOpening(dashboard('embed', '  '))).toEqual({ kind: 'none' });
  });

  it("logs 'invalid externalUrl' and opens nothing for a URL that does not parse (§5)", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(dashboardOpening(dashboard('embed', 'not a url'))).toEqual({ kind: 'invalid', url: 'not a url' });
    expect(warn).toHaveBeenCalledWith('invalid externalUrl', 'not a url');
    warn.mockRestore();
  });

  it('reads modes whatever their case, spaces and dashes', () => {
    expect(normaliseMode('  API_Power-BI  Embed ')).toBe('api power bi embed');
  });
});
