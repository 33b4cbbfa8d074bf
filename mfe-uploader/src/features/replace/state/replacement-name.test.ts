import { nameVariant, replacementFileName } from './replacement-name';

describe('replacement file names', () => {
  it('keeps a plain name and cleans what the server would refuse', () => {
    expect(replacementFileName('Brand guidelines v2.pdf')).toBe('Brand guidelines v2.pdf');
    expect(replacementFileName('C:\\work\\Q3 report: final?.docx')).toBe('Q3 report_ final_.docx');
    expect(replacementFileName('..hidden  name..')).toBe('hidden name');
    expect(replacementFileName('???')).toBe('replacement');
  });

  it('varies a taken name before its extension', () => {
    expect(nameVariant('deck.pptx', 1)).toBe('deck.pptx');
    expect(nameVariant('deck.pptx', 3)).toBe('deck (3).pptx');
    expect(nameVariant('README', 2)).toBe('README (2)');
  });
});
