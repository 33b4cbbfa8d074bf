import { AI_LIMITS } from '@portal/contracts';
import { sectionCountProblem, sectionNameProblem } from './section-names';

describe('the sections asked for', () => {
  test('each has a name of its own, of at most 200 characters', () => {
    const names = ['Capabilities', ' capabilities ', 'Pricing', ''];
    expect(sectionNameProblem(names[0]!, names)).toBe('Each section needs its own name.');
    expect(sectionNameProblem('Pricing', names)).toBeNull();
    expect(sectionNameProblem('  ', names)).toBe('Name this section or remove it.');
    expect(sectionNameProblem('x'.repeat(201), names)).toBe('A section name has at most 200 characters.');
  });

  test('there is at least one and at most the limit', () => {
    expect(sectionCountProblem(0)).toBe('Add at least one section.');
    expect(sectionCountProblem(1)).toBeNull();
    expect(sectionCountProblem(AI_LIMITS.responseSectionsMax)).toBeNull();
    expect(sectionCountProblem(AI_LIMITS.responseSectionsMax + 1)).toBe('A response has at most 12 sections.');
  });
});
