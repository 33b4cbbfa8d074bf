import { rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';

describe('return path', () => {
  it('keeps the full path once through the sign-in round trip', () => {
    rememberReturnPath('/collections/details/7/members?view=grid#top');
    expect(takeReturnPath()).toBe('/collections/details/7/members?view=grid#top');
    expect(takeReturnPath()).toBeNull();
  });

  it('follows only same-origin paths', () => {
    expect(safeReturnPath('/search?q=x', '/home')).toBe('/search?q=x');
    expect(safeReturnPath('https://evil.example/', '/home')).toBe('/home');
    expect(safeReturnPath('//evil.example/path', '/home')).toBe('/home');
    expect(safeReturnPath(null, '/home')).toBe('/home');
  });
});
