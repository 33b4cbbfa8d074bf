import { expiresWithin } from './msal-auth';

const jwtWithExp = (exp: unknown) =>
  `${btoa('{"alg":"RS256"}')}.${btoa(JSON.stringify({ sub: 'u1', exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.signature`;

describe('id token expiry', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const inSeconds = (s: number) => Math.floor(now / 1000) + s;

  it('keeps a token that is valid for longer than the renewal margin', () => {
    expect(expiresWithin(jwtWithExp(inSeconds(3600)), 120, now)).toBe(false);
  });

  it('renews a token that expires within the margin or has expired', () => {
    expect(expiresWithin(jwtWithExp(inSeconds(60)), 120, now)).toBe(true);
    expect(expiresWithin(jwtWithExp(inSeconds(-10)), 120, now)).toBe(true);
  });

  it('treats an unreadable token or one without exp as expiring', () => {
    expect(expiresWithin('not-a-jwt', 120, now)).toBe(true);
    expect(expiresWithin(jwtWithExp('soon'), 120, now)).toBe(true);
  });
});
