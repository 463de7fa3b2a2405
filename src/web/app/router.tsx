import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { NotFoundPage } from '../features/misc/routes/not-found-page';
import { MARKETING_PATHS } from '../lib/theme';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

/**
 * Every route of both specs in one table (spec 000 §2, spec 001 §2). The marketing layout (its header,
 * footer and theme toggle) wraps exactly the five public pages; AppLayout wraps every /app and /admin row:
 * it sends visitors to /login, shows 'Trial Expired' to lapsed users, and renders the application shell.
 * Every screen loads lazily (`lazy` rows). The server answers a first visit of a public page with its prerendered
 * HTML and a script of its own (decision 019); this app renders those pages only when reached from inside it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while a lazily loaded screen's code arrives on the first page load.
    hydrateFallbackElement: <FullPageSpinner label="Loading" />,
    children: [
      {
        lazy: () => import('./marketing-route').then((m) => ({ Component: m.MarketingRoute })),
        children: MARKETING_PATHS.map((path) => ({
          ...(path === '/' ? { index: true } : { path: path.slice(1) }),
          lazy: () => import('../features/marketing/pages').then((m) => ({ Component: m.marketingPages[path] })),
        })),
      },

      // Visitor screens (spec 000 §2): the accounts and subscription issues.
      { path: 'login', lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: 'signup', lazy: () => import('../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })) },
      { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: 'invite/:code', lazy: () => import('../features/auth/routes/invite-page').then((m) => ({ Component: m.InvitePage })) },
      { path: 'subscribe', lazy: () => import('../features/subscribe/routes/subscribe-page').then((m) => ({ Component: m.SubscribePage })) },

      // Guarded application (spec 001 §2): signed in with access, inside the app shell.
      {
        lazy: () => import('./signed-in-layouts').then((m) => ({ Component: m.SignedInAppLayout })),
        children: [
          { path: 'app', lazy: () => import('../features/dashboard/routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
          { path: 'app/create-game', lazy: () => import('../features/games/routes/create-game-page').then((m) => ({ Component: m.CreateGamePage })) },
          { path: 'app/view-games', lazy: () => import('../features/games/routes/view-games-page').then((m) => ({ Component: m.ViewGamesPage })) },
          { path: 'app/profile/:userId', lazy: () => import('../features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage })) },
          { path: 'app/settings', lazy: () => import('../features/profile/routes/own-profile-redirect').then((m) => ({ Component: m.SettingsRedirect })) },
          { path: 'app/notifications', lazy: () => import('../features/profile/routes/own-profile-redirect').then((m) => ({ Component: m.NotificationsRedirect })) },
          { path: 'app/upload-course', lazy: () => import('../features/courses/routes/upload-course-page').then((m) => ({ Component: m.UploadCoursePage })) },
          { path: 'admin', lazy: () => import('../features/admin/routes/admin-page').then((m) => ({ Component: m.AdminPage })) },
        ],
      },

      // The game screens: golfers inside the app shell, guests watching a public game in the guest frame (spec 001 §6).
      {
        lazy: () => import('./signed-in-layouts').then((m) => ({ Component: m.SignedInGameLayout })),
        children: [
          { path: 'app/game/:gameId', lazy: () => import('../features/games/routes/game-page').then((m) => ({ Component: m.GamePage })) },
          { path: 'app/game/:gameId/complete', lazy: () => import('../features/games/routes/game-complete-page').then((m) => ({ Component: m.GameCompletePage })) },
        ],
      },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
