import { describe, expect, it } from 'vitest';
import { themeScopeForPath } from './theme';

// Which stored theme applies where (product §A2): the marketing theme on the five public pages and the visitor
// screens on the way in (issue 12), the app theme everywhere else.
describe('themeScopeForPath', () => {
  it.each([
    { path: '/', scope: 'marketing' },
    { path: '/features', scope: 'marketing' },
    { path: '/pricing/', scope: 'marketing' },
    { path: '/about', scope: 'marketing' },
    { path: '/contact', scope: 'marketing' },
    { path: '/login', scope: 'marketing' },
    { path: '/signup/', scope: 'marketing' },
    { path: '/forgot-password', scope: 'marketing' },
    { path: '/invite/ABCD2345', scope: 'marketing' },
    { path: '/invite', scope: 'marketing' },
    { path: '/invitees', scope: 'app' },
    { path: '/login-help', scope: 'app' },
    { path: '/subscribe', scope: 'app' },
    { path: '/app', scope: 'app' },
    { path: '/features/extra', scope: 'app' },
    { path: '/no-such-page', scope: 'app' },
  ])('$path uses the $scope theme', ({ path, scope }) => {
    expect(themeScopeForPath(path)).toBe(scope);
  });
});
