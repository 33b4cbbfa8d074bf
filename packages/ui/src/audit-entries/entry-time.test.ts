import { relativeTime } from './entry-time';

describe('when an audit entry happened', () => {
  it('tells when relative to now', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(relativeTime(new Date('2026-11-20T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-11-19T12:00:00Z'), now)).toBe('yesterday');
    expect(relativeTime(new Date('2026-11-20T11:59:30Z'), now)).toBe('now');
  });
});
