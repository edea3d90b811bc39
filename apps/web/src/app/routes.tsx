import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FUTA_GAME_TYPES, GAME_TYPES, type GameType } from '@app/schema/constants';
import { Spinner } from '@app/ui';
import { CrashScreen } from './crash-screen.tsx';
import { PublicShell } from './public-shell.tsx';
import { Root } from './root.tsx';

type Module = Record<string, unknown>;

/** A lazily loaded page: the module's named export becomes the route's Component. */
const page = (load: () => Promise<Module>, name: string) => async () => ({
  Component: (await load())[name] as ComponentType,
});

/** A route with an optional first {lang} segment. */
const lang = (path: string) => `/:lang?${path}`;

const landing = () => import('../features/landing/index.ts');
const auth = () => import('../features/auth/index.ts');
const legal = () => import('../features/legal/index.ts');
const account = () => import('../features/account/index.ts');
const hub = () => import('../features/hub/index.ts');
// The operator's console: a chunk of its own, loaded only under /admin.
const admin = () => import('../features/admin/index.ts');

const gameRoute = (gameType: GameType, isFuta: boolean, path: string): RouteObject => ({
  path: lang(path),
  lazy: async () => {
    const { ChatRoute } = await import('../features/chat/index.ts');
    return { Component: () => <ChatRoute variant="game" gameType={gameType} isFuta={isFuta} /> };
  },
});

/** Every game but the app's own chat has a /game/… page; some also a /futa variant. */
const gameRoutes: RouteObject[] = [
  { path: lang('/game'), lazy: page(() => import('../features/games/index.ts'), 'GamesPage') },
  ...GAME_TYPES.filter((g) => g !== 'chat').map((g) => gameRoute(g, false, `/game/${g}/:charId`)),
  ...FUTA_GAME_TYPES.flatMap((g) => [
    gameRoute(g, true, `/game/${g}/futa/:charId`),
    gameRoute(g, true, `/game/${g}/:charId/futa`),
  ]),
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <CrashScreen />,
    hydrateFallbackElement: <Spinner full label="Loading" />,
    children: [
      {
        element: <PublicShell />,
        children: [
          { path: lang('/'), lazy: page(landing, 'LandingPage') },
          { path: lang('/signin'), lazy: page(() => import('../features/signin/index.ts'), 'SignInPage') },
          { path: lang('/signup'), lazy: page(auth, 'SignupPage') },
          { path: lang('/connect-email'), lazy: page(auth, 'ConnectEmailPage') },
          { path: lang('/confirm-signup'), lazy: page(auth, 'ConfirmSignupPage') },
          { path: lang('/password-reset'), lazy: page(auth, 'PasswordResetPage') },
          { path: lang('/verify-email'), lazy: page(auth, 'VerifyEmailPage') },
          { path: lang('/tiers'), lazy: page(() => import('../features/tiers/index.ts'), 'TiersPage') },
          {
            path: lang('/subscribestar-welcome'),
            lazy: page(() => import('../features/welcome/index.ts'), 'WelcomePage'),
          },
          { path: lang('/sitemap'), lazy: page(() => import('../features/sitemap/index.ts'), 'SitemapPage') },
          { path: '/terms', lazy: page(legal, 'TermsPage') },
          { path: '/privacy', lazy: page(legal, 'PrivacyPage') },
          { path: '/copyright', lazy: page(legal, 'CopyrightPage') },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./app-shell.tsx')).AppShell }),
        children: [
          { path: lang('/app/home'), lazy: page(() => import('../features/feed/index.ts'), 'FeedPage') },
          { path: lang('/app/feed'), lazy: page(() => import('../features/feed/index.ts'), 'FeedPage') },
          { path: lang('/app/explore'), lazy: page(() => import('../features/explore/index.ts'), 'ExplorePage') },
          { path: lang('/app/inbox'), lazy: page(() => import('../features/inbox/index.ts'), 'InboxPage') },
          {
            path: lang('/app/profile/me'),
            lazy: page(account, 'ProfileMePage'),
            children: [
              { index: true, lazy: page(account, 'AccountTab') },
              { path: 'account', lazy: page(account, 'AccountTab') },
              { path: 'prices', lazy: page(() => import('../features/prices/index.ts'), 'PricesTab') },
              { path: 'data', lazy: page(account, 'MyDataPage') },
            ],
          },
          {
            path: lang('/app/profile/:id'),
            lazy: page(() => import('../features/character/index.ts'), 'CharacterProfilePage'),
          },
          {
            path: lang('/app/chat/:charId'),
            lazy: async () => {
              const { ChatRoute } = await import('../features/chat/index.ts');
              return { Component: () => <ChatRoute variant="app" gameType="chat" isFuta={false} /> };
            },
          },
          { path: lang('/app/hub'), lazy: page(hub, 'HubListPage') },
          { path: lang('/app/hubPost/:id'), lazy: page(hub, 'HubPostPage') },
        ],
      },
      { lazy: async () => ({ Component: (await import('./game-shell.tsx')).GameShell }), children: gameRoutes },
      {
        path: lang('/admin'),
        lazy: async () => ({ Component: (await import('./console-shell.tsx')).ConsoleShell }),
        children: [
          { index: true, lazy: page(admin, 'DashboardPage') },
          { path: 'reports', lazy: page(admin, 'ReportsPage') },
          { path: 'players', lazy: page(admin, 'PlayersPage') },
          { path: 'players/:id', lazy: page(admin, 'PlayerPage') },
          { path: 'log', lazy: page(admin, 'LogPage') },
          { path: 'hub', lazy: page(admin, 'HubAdminPage') },
          { path: 'content', lazy: page(admin, 'ContentAdminPage') },
        ],
      },
      { path: '*', lazy: page(() => import('../features/not-found/index.ts'), 'NotFoundPage') },
    ],
  },
];
