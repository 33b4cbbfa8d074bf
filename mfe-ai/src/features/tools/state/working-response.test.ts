import type { GeneratedResponse } from '@portal/contracts';
import {
  defaultTitle,
  moved,
  titleProblem,
  withRedrafted,
  withSourcePicked,
  workingResponseOf,
} from './working-response';

const LOCAL = { kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' } as const;
const citation = (n: number) => ({
  n,
  documentid: `d${n}`,
  title: `Doc ${n}`,
  url: `/sites/12/content/d${n}/home`,
  passage: 'p',
});

const generated: GeneratedResponse = {
  query: 'Tender for Northwind\nQuestion 1: who are you?',
  provider: LOCAL,
  sections: [
    { title: 'General Information', answer: 'A [1].', citations: [citation(1)] },
    { title: 'Capabilities', answer: 'B [1] [2].', citations: [citation(1), citation(2)] },
    { title: 'Technology & Data', answer: 'C.', citations: [] },
  ],
};
const drafted = workingResponseOf('r1', 12, generated, new Date('2026-11-20T09:00:00.000Z'));
const titles = (response: typeof drafted) => response.sections.map((section) => section.title);

describe('a response being built', () => {
  test('starts from its draft, titled by the brief’s first line, every source kept', () => {
    expect(drafted).toMatchObject({ id: 'r1', siteId: 12, title: 'Tender for Northwind', stage: 'building' });
    expect(drafted.sections.every((section) => section.dropped.length === 0)).toBe(true);
    expect(new Set(drafted.sections.map((section) => section.key)).size).toBe(3);
  });

  test('a long first line is shortened for the title; an empty brief gives a plain one', () => {
    expect(defaultTitle(`\n  ${'x'.repeat(120)}`)).toHaveLength(80);
    expect(defaultTitle(`${'x'.repeat(120)}`).endsWith('…')).toBe(true);
    expect(defaultTitle('  ')).toBe('Response');
  });

  test('a section moves one place at a time and stays put at either end', () => {
    const [first, second, third] = drafted.sections;
    expect(titles(moved(second!.key, -1)(drafted))).toEqual([
      'Capabilities',
      'General Information',
      'Technology & Data',
    ]);
    expect(titles(moved(second!.key, 1)(drafted))).toEqual([
      'General Information',
      'Technology & Data',
      'Capabilities',
    ]);
    expect(moved(first!.key, -1)(drafted)).toBe(drafted);
    expect(moved(third!.key, 1)(drafted)).toBe(drafted);
  });

  test('a source unticked is dropped once, and ticking it again brings it back', () => {
    const key = drafted.sections[1]!.key;
    const unticked = withSourcePicked(key, 2, false)(withSourcePicked(key, 2, false)(drafted));
    expect(unticked.sections[1]!.dropped).toEqual([2]);
    expect(withSourcePicked(key, 2, true)(unticked).sections[1]!.dropped).toEqual([]);
  });

  test('a section drafted again takes the new text and sources, all ticked, and keeps its name and place', () => {
    const key = drafted.sections[1]!.key;
    const renamed = {
      ...drafted,
      sections: drafted.sections.map((s) => (s.key === key ? { ...s, title: 'Skills', dropped: [1] } : s)),
    };
    const again = withRedrafted(key, { title: 'Skills', answer: 'New [1].', citations: [citation(3)] }, LOCAL)(renamed);
    expect(again.sections[1]).toEqual({
      key,
      title: 'Skills',
      answer: 'New [1].',
      citations: [citation(3)],
      dropped: [],
    });
    expect(titles(again)).toEqual(['General Information', 'Skills', 'Technology & Data']);
  });

  test('a response needs a title of at most 200 characters to be finished', () => {
    expect(titleProblem(' ')).toBe('Give the response a title.');
    expect(titleProblem('x'.repeat(201))).toBe('A title has at most 200 characters.');
    expect(titleProblem('Northwind bid')).toBeNull();
  });
});
