import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { currentUserQuery } from '../lib/auth';
import { prefetchGameScreen } from '../lib/games/game-queries';
import { lazyComponent } from '../lib/lazy-component';
import { queryClient } from '../lib/query-client';
import { MARKETING_PATHS } from '../lib/theme';
import { RootLayout } from './root-layout';
import { SignedInGameFrame } from './signed-in-frame';

/**
 * What a lazy row keeps on its route, so that AppRoutes can start all of a path's work at once: its screen's code, and
 * the data the screen will ask for first.
 */
export type RouteHandle = {
  /** Loads the row's screen code, once; settles (never rejects) when it is in or failed (lazyComponent's preload). */
  load: () => Promise<void>;
  prefetch?: (params: Params) => void;
};

/** A row whose screen, export `name` of the module `load` fetches, loads the first time the row is matched. */
function lazyRoute<K extends string>(
  row: { path?: string; children?: RouteObject[] },
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  prefetch?: RouteHandle['prefetch'],
): RouteObject {
  const Screen = lazyComponent(load, name);
  const handle: RouteHandle = { load: Screen.preload, prefetch };
  return { ...row, element: <Screen />, handle };
}

/**
 * The signed-in app's layouts, and with them the golfer's game frame, from the same module: a golfer who goes from the
 * app to a game finds the frame's code in (signed-in-frame.ts).
 */
const loadLayouts = () => Promise.all([import('./signed-in-layouts'), SignedInGameFrame.preload()]).then(([layouts]) => layouts);
/** The guarded layouts first ask who is signed in. */
const prefetchUser = () => void queryClient.prefetchQuery(currentUserQuery);
/** The game screens' layout asks too, and only a signed-in golfer gets the shell: it is fetched as soon as the answer is in. */
const prefetchGameLayouts = () =>
  void queryClient.fetchQuery(currentUserQuery).then(
    (user) => (user ? SignedInGameFrame.preload() : undefined),
    () => undefined,
  );
/** The game screen: the user, then the game and its players (lib/games/game-queries.ts). */
const prefetchGame = ({ gameId }: Params) => {
  const id = Number(gameId);
  if (Number.isSafeInteger(id) && id > 0) void prefetchGameScreen(queryClient, id);
};

/**
 * Every route of both specs in one table (product §A2, §G2). The marketing layout (its header,
 * footer and theme toggle) wraps exactly the five public pages; AppLayout wraps every /app and /admin row:
 * it sends visitors to /login, shows 'Trial Expired' to lapsed users, and renders the application shell.
 * Every screen loads lazily. The server answers a first visit of a public page with its prerendered HTML and a
 * script of its own (decision 019); this app renders those pages only when reached from inside it.
 * A declarative table (useRoutes, app.tsx) rather than a data router: the app loads no data through the router, and
 * the data router would add 17 KiB gzip to every screen's first download (issue 17).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...MARKETING_PATHS.map((path) => lazyRoute({ path }, () => import('./marketing-route'), 'MarketingRoute')),

      // Visitor screens (product §A2): the accounts and subscription issues.
      lazyRoute({ path: 'login' }, () => import('../features/auth/routes/login-page'), 'LoginPage'),
      lazyRoute({ path: 'signup' }, () => import('../features/auth/routes/signup-page'), 'SignupPage'),
      lazyRoute({ path: 'forgot-password' }, () => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
      lazyRoute({ path: 'invite/:code' }, () => import('../features/auth/routes/invite-page'), 'InvitePage'),
      lazyRoute({ path: 'subscribe' }, () => import('../features/subscribe/routes/subscribe-page'), 'SubscribePage'),

      // Guarded application (product §G2): signed in with access, inside the app shell.
      lazyRoute(
        {
          children: [
            lazyRoute({ path: 'app' }, () => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage'),
            lazyRoute({ path: 'app/create-game' }, () => import('../features/games/routes/create-game-page'), 'CreateGamePage'),
            lazyRoute({ path: 'app/view-games' }, () => import('../features/games/routes/view-games-page'), 'ViewGamesPage'),
            lazyRoute({ path: 'app/profile/:userId' }, () => import('../features/profile/routes/profile-page'), 'ProfilePage'),
            lazyRoute({ path: 'app/settings' }, () => import('../features/profile/routes/own-profile-redirect'), 'SettingsRedirect'),
            lazyRoute({ path: 'app/notifications' }, () => import('../features/profile/routes/own-profile-redirect'), 'NotificationsRedirect'),
            lazyRoute({ path: 'app/upload-course' }, () => import('../features/courses/routes/upload-course-page'), 'UploadCoursePage'),
            lazyRoute({ path: 'app/groups' }, () => import('../features/groups/routes/groups-page'), 'GroupsPage'),
            lazyRoute({ path: 'app/groups/:groupId' }, () => import('../features/groups/routes/group-page'), 'GroupPage'),
            lazyRoute({ path: 'admin' }, () => import('../features/admin/routes/admin-page'), 'AdminPage'),
          ],
        },
        loadLayouts,
        'SignedInAppLayout',
        prefetchUser,
      ),

      // The game screens: golfers inside the app shell, guests watching a public game in the guest frame (product §G6).
      lazyRoute(
        {
          children: [
            lazyRoute({ path: 'app/game/:gameId' }, () => import('../features/games/routes/game-page'), 'GamePage', prefetchGame),
            lazyRoute({ path: 'app/game/:gameId/complete' }, () => import('../features/games/routes/game-complete-page'), 'GameCompletePage'),
          ],
        },
        () => import('./game-layouts'),
        'GameLayouts',
        prefetchGameLayouts,
      ),

      lazyRoute({ path: '*' }, () => import('../features/misc/routes/not-found-page'), 'NotFoundPage'),
    ],
  },
];

/** Where the router is: a path, or a location object (matchRoutes takes either). */
type RouteLocation = Parameters<typeof matchRoutes>[1];

/** The handles of the lazy rows `location` matches, outermost first, each with the path's parameters. */
function matchedHandles(location: RouteLocation): { handle: RouteHandle; params: Params }[] {
  return (matchRoutes(routes, location) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [{ handle, params: match.params }] : [];
  });
}

/**
 * Starts loading the code of every lazy row `location` matches, and with `data` the answers its screens ask for first;
 * settles when all that code is in or failed. The entry calls it before anything else, and renders once it settled
 * (main.tsx), so the first screen's code and data are on their way while the phone's kept reads are restored; AppRoutes
 * asks again, and each module and answer still loads once.
 */
export function startRouteLoads(location: RouteLocation, { data }: { data: boolean }): Promise<void> {
  const loads = matchedHandles(location).map(({ handle, params }) => {
    const loaded = handle.load();
    if (data) handle.prefetch?.(params);
    return loaded;
  });
  return Promise.all(loads).then(() => undefined);
}
