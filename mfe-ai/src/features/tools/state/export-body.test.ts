import type { Citation } from '@portal/contracts';
import { docxFileName, exportBodyOf, withoutMarkers } from './export-body';
import type { WorkingResponse } from './working-response';

const citation = (n: number, title: string): Citation => ({
  n,
  documentid: `doc-${n}`,
  title,
  url: `/sites/12/content/doc-${n}/home`,
  passage: `Passage of ${title}`,
});

const response: WorkingResponse = {
  id: 'r1',
  siteId: 12,
  title: '  Northwind bid  ',
  query: 'Who are you and what can you do?',
  stage: 'building',
  updatedAt: '2026-11-20T09:00:00.000Z',
  provider: { kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' },
  sections: [
    {
      key: 'r1-1',
      title: 'Capabilities',
      answer: 'We run data platforms [1] in 14 countries [2].\n[2] Audited yearly [1, 2].',
      citations: [citation(1, 'Annual report'), citation(2, 'Country list')],
      dropped: [2],
    },
    {
      key: 'r1-0',
      title: 'General Information',
      answer: 'Founded in 1998 [1].',
      citations: [citation(1, 'Company profile')],
      dropped: [],
    },
  ],
};

describe('the export body', () => {
  test('is the response as built: its site, trimmed title, brief and sections in their order', () => {
    const body = exportBodyOf(response);
    expect(body.index).toBe(12);
    expect(body.title).toBe('Northwind bid');
    expect(body.query).toBe('Who are you and what can you do?');
    expect(body.sections.map((section) => section.title)).toEqual(['Capabilities', 'General Information']);
  });

  test('drops the unticked sources and every marker citing them, and keeps the others', () => {
    const [capabilities, general] = exportBodyOf(response).sections;
    expect(capabilities!.answer).toBe('We run data platforms [1] in 14 countries.\nAudited yearly [1].');
    expect(capabilities!.citations).toEqual([citation(1, 'Annual report')]);
    expect(general).toEqual({
      title: 'General Information',
      answer: 'Founded in 1998 [1].',
      citations: [citation(1, 'Company profile')],
    });
  });

  test('falls back to the brief’s first line when the title was emptied', () => {
    expect(exportBodyOf({ ...response, title: '  ' }).title).toBe('Who are you and what can you do?');
  });
});

describe('markers of dropped sources', () => {
  test('leave with the spaces before them, and only their own numbers leave a group', () => {
    expect(withoutMarkers('A [3]. B [13]. C [1,3] D [3][4]. E [3] F', [3])).toBe('A. B [13]. C [1] D [4]. E F');
  });

  test('text without dropped sources is left as it was', () => {
    expect(withoutMarkers('A  [1] ', [])).toBe('A  [1] ');
  });
});

test('a DOCX file is named after the response, without characters a file name cannot hold', () => {
  expect(docxFileName('Bid: Northwind / 2027?')).toBe('Bid Northwind 2027.docx');
  expect(docxFileName(' ** ')).toBe('Response.docx');
});
