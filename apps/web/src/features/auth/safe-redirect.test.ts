import { describe, expect, it } from 'vitest';
import { getSafeRedirect } from './safe-redirect.ts';

describe('getSafeRedirect', () => {
  it('keeps a same-origin path with its search', () => {
    expect(getSafeRedirect('/users/?search=a')).toBe('/users/?search=a');
  });

  it('refuses other origins and auth pages', () => {
    expect(getSafeRedirect('https://evil.example')).toBe('/');
    expect(getSafeRedirect('//evil.example')).toBe('/');
    expect(getSafeRedirect('/\\evil.example')).toBe('/');
    expect(getSafeRedirect('/auth/logout')).toBe('/');
    expect(getSafeRedirect(undefined)).toBe('/');
  });
});
