import { homeTemplateOf, homeTopicsOf } from './home-template';

describe('home template', () => {
  it('takes the template query value over the site’s template', () => {
    expect(homeTemplateOf('compact', 'default')).toBe('compact');
    expect(homeTemplateOf('default', 'compact')).toBe('default');
  });

  it('falls back to the site’s template, then to default, for a missing or unknown query value', () => {
    expect(homeTemplateOf(null, 'compact')).toBe('compact');
    expect(homeTemplateOf('wide', 'compact')).toBe('compact');
    expect(homeTemplateOf(null, 'unknown')).toBe('default');
    expect(homeTemplateOf(null, null)).toBe('default');
  });
});

describe('home topics', () => {
  it('splits the comma-separated setting, dropping blanks and repeats', () => {
    expect(homeTopicsOf(' Sustainability, Retail Media,,Sustainability , ')).toEqual([
      'Sustainability',
      'Retail Media',
    ]);
    expect(homeTopicsOf(null)).toEqual([]);
  });
});
