// Runs before the app so the first paint already has the right theme (no flash); a file, not an inline
// script, because the CSP allows script-src 'self' only. Mirrors src/web/lib/theme.ts: keep them in step.
(function () {
  var marketingPaths = ['/', '/features', '/pricing', '/about', '/contact'];
  var visitorPaths = ['/login', '/signup', '/forgot-password', '/invite'];
  var path = location.pathname.replace(/\/+$/, '') || '/';
  var marketing =
    marketingPaths.indexOf(path) !== -1 ||
    visitorPaths.some(function (prefix) {
      return path === prefix || path.indexOf(prefix + '/') === 0;
    });
  var stored = null;
  try {
    stored = localStorage.getItem(marketing ? 'marketing-theme' : 'theme');
  } catch (e) {
    // Storage blocked: fall through to the default.
  }
  var dark;
  if (stored === 'light' || stored === 'dark') dark = stored === 'dark';
  else if (marketing) dark = true;
  else dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
