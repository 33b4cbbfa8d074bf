import { parseMemberEmails } from './member-emails';

describe('parseMemberEmails', () => {
  it('splits on commas, semicolons, spaces and new lines, in lower case, each once', () => {
    expect(parseMemberEmails('Ava.Morgan@demo.portal, noah@demo.portal;\nava.morgan@demo.portal  lea@x.io')).toEqual({
      emails: ['ava.morgan@demo.portal', 'noah@demo.portal', 'lea@x.io'],
      invalid: [],
    });
  });

  it('sets apart what is not an email address', () => {
    expect(parseMemberEmails('noah@demo.portal, noah, @x.io')).toEqual({
      emails: ['noah@demo.portal'],
      invalid: ['noah', '@x.io'],
    });
    expect(parseMemberEmails('  \n ')).toEqual({ emails: [], invalid: [] });
  });
});
