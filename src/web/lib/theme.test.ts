import { describe, expect, it } from 'vitest';
import { themeScopeForPath } from './theme';

// Which stored theme applies where (spec 000 §2): the marketing theme only on the five public pages.
describe('themeScopeForPath', () => {
  it.each([
    { path: '/', scope: 'marketing' },
    { path: '/features', scope: 'marketing' },
    { path: '/pricing/', scope: 'marketing' },
    { path: '/about', scope: 'marketing' },
    { path: '/contact', scope: 'marketing' },
    { path: '/login', scope: 'app' },
    { path: '/app', scope: 'app' },
    { path: '/features/extra', scope: 'app' },
    { path: '/no-such-page', scope: 'app' },
  ])('$path uses the $scope theme', ({ path, scope }) => {
    expect(themeScopeForPath(path)).toBe(scope);
  });
});
