import { changedSettings, chartColorsText, chartColorsValue, panelTypeOf } from './setting-kinds';

describe('customization settings', () => {
  it('sorts properties into the panel types: files are imagery, colours and chart settings CSS themes', () => {
    expect(panelTypeOf({ appPropertyType: 'file', appPropertyCode: 'heroImage' })).toBe('Site Default Imagery');
    expect(panelTypeOf({ appPropertyType: 'color', appPropertyCode: 'brandColour' })).toBe('CSS Themes');
    expect(panelTypeOf({ appPropertyType: 'text', appPropertyCode: '--chart-text-font' })).toBe('CSS Themes');
    expect(panelTypeOf({ appPropertyType: 'json', appPropertyCode: 'chartColors' })).toBe('CSS Themes');
    expect(panelTypeOf({ appPropertyType: 'text', appPropertyCode: 'heroTitle' })).toBe('Page Elements');
    expect(panelTypeOf({ appPropertyType: 'url', appPropertyCode: 'userGuideLink' })).toBe('Page Elements');
  });

  it('shows the stored chart colours as a list and stores the list back as JSON', () => {
    expect(chartColorsText('["#1f4e79","#f2a900"]')).toBe('#1f4e79, #f2a900');
    expect(chartColorsText(null)).toBe('');
    expect(chartColorsText('not json')).toBe('not json');
    expect(chartColorsValue(' #1f4e79 ,#f2a900, ')).toBe('["#1f4e79","#f2a900"]');
    expect(chartColorsValue(' , ')).toBeNull();
  });

  it('sends only what changed, an emptied value as null', () => {
    const stored = new Map([
      ['heroTitle', 'Northwind'],
      ['heroFooter', 'Old footer'],
    ]);
    expect(changedSettings(stored, { heroTitle: 'Northwind', heroFooter: '  ', homeTopics: 'AI, Retail' })).toEqual([
      { appPropertyCode: 'heroFooter', value: null },
      { appPropertyCode: 'homeTopics', value: 'AI, Retail' },
    ]);
  });
});
