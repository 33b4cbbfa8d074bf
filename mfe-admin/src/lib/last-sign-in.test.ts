import { lastSignIn } from './last-sign-in';

const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('lastSignIn', () => {
  it('says "never signed in" for a user added by email who has not signed in yet', () => {
    expect(lastSignIn(null, NOW)).toEqual({ text: 'never signed in', exact: null });
  });

  it.each([
    ['2026-11-20T11:59:40.000Z', 'just now'],
    ['2026-11-20T11:15:00.000Z', '45 minutes ago'],
    ['2026-11-20T09:00:00.000Z', '3 hours ago'],
    ['2026-11-19T10:00:00.000Z', 'yesterday'],
    ['2026-11-10T12:00:00.000Z', 'last week'],
    ['2026-08-20T12:00:00.000Z', '3 months ago'],
    ['2024-11-01T12:00:00.000Z', '2 years ago'],
  ])('words %s as "%s", with the exact time beside it', (at, text) => {
    const result = lastSignIn(at, NOW);
    expect(result.text).toBe(text);
    expect(result.exact).toMatch(/\d{4}/);
  });
});
