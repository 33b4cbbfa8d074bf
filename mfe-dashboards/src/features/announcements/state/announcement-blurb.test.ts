import { announcementIdOf, blurbOf } from './announcement-blurb';

describe('announcement addresses', () => {
  it('names an announcement by its id and title words, and reads the id back', () => {
    const blurb = blurbOf({ announcementId: 12, title: 'New brand guidelines: Café édition!' });
    expect(blurb).toBe('12-new-brand-guidelines-cafe-edition');
    expect(announcementIdOf(blurb)).toBe(12);
    expect(blurbOf({ announcementId: 3, title: '???' })).toBe('3');
    expect(announcementIdOf('3')).toBe(3);
  });

  it('reads no id from an address that does not start with one', () => {
    expect(announcementIdOf(undefined)).toBeNull();
    expect(announcementIdOf('brand-12')).toBeNull();
    expect(announcementIdOf('0-zero')).toBeNull();
    expect(announcementIdOf('12abc')).toBeNull();
  });
});
