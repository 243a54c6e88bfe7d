import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DeferredLoader } from '../components/ui/deferred-loader';
import {
  PROTECTED_STANDALONE_PATHS,
  PUBLIC_STANDALONE_PATHS,
  REPORT_LIST_PATH,
  REPORT_PAGE_PATH,
  REPORT_SCHEDULES_PATH,
  FLAGGED_LAYOUT_ROUTES,
  LAYOUT_PATHS,
} from './route-table';
import { LayoutRouteErrorPage, RouteErrorPage } from './route-error-page';
import { GuestOnly, RequireAuth, RootRedirect } from './route-guards';
import { RootRoute } from './root-route';
import { BUILT_PAGES } from './route-pages';
import type { FeatureFlag } from '../config/feature-flags';
import { LoginPage } from './routes/auth/login-page';

/*
 * Sign-in and the session are in the first bundle; everything else, the other account screens
 * included, is loaded on demand so /login stays under the 120 KB gzip budget
 * (docs/conventions.md#quality-bars-and-budgets).
 */
const lazyComingSoon = () =>
  import('./routes/coming-soon-page').then((module) => ({ Component: module.ComingSoonPage }));

/** Routes are written without the leading slash because they are children of "/". */
function relative(path: string): string {
  return path.replace(/^\//, '');
}

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * Pages without the layout have no "Próximamente" fallback: each one is built
 * (docs/product/app-shell.md), and a path added without its page fails at start, not in front of
 * a user.
 */
function standalonePage(path: string): LazyRoute {
  const page = BUILT_PAGES[path];
  if (!page) throw new Error(`route-table: no page for the standalone path ${path}`);
  return page;
}

/**
 * docs/product/app-shell.md feature-checked routes: registered always, rendered only while their
 * flag is on (the stored flags arrive after the router is built; docs/feature-flags.md). Off, the
 * page says so instead of showing a 404 the administrator might not connect with the switch.
 */
function flaggedPage(flag: FeatureFlag, load: LazyRoute): LazyRoute {
  return async () => {
    // The flags' query (TanStack Query, the API client) loads with the page, not in /login's
    // first bundle (docs/conventions.md#quality-bars-and-budgets: ≤ 120 KB gzip).
    const [{ Component: Page }, { FeatureOffPage }, { useFeatureFlags }] = await Promise.all([
      (load as () => Promise<{ Component?: ComponentType | null }>)(),
      import('./routes/feature-off-page'),
      import('../lib/feature-flags'),
    ]);
    return {
      Component: function FeatureCheckedRoute() {
        const flags = useFeatureFlags();
        return flags[flag] && Page ? <Page /> : <FeatureOffPage />;
      },
    };
  };
}

const layoutChildren: RouteObject[] = [
  ...LAYOUT_PATHS.map((path) => ({
    path: relative(path),
    lazy: BUILT_PAGES[path] ?? lazyComingSoon,
    errorElement: <LayoutRouteErrorPage />,
  })),
  // A page not built yet says "Próximamente" whatever its flag: "Esta función está apagada" would
  // send an administrator to a switch that cannot bring it (docs/product/app-shell.md).
  ...FLAGGED_LAYOUT_ROUTES.map(({ path, flag }) => {
    const page = BUILT_PAGES[path];
    return {
      path: relative(path),
      lazy: page ? flaggedPage(flag, page) : lazyComingSoon,
      errorElement: <LayoutRouteErrorPage />,
    };
  }),
  // docs/reports.md#pages: the reports follow their flag like the other feature-checked pages.
  ...[REPORT_LIST_PATH, REPORT_PAGE_PATH, REPORT_SCHEDULES_PATH].map((path) => {
    const page = BUILT_PAGES[path];
    return {
      path: relative(path),
      lazy: page ? flaggedPage('reports', page) : lazyComingSoon,
      errorElement: <LayoutRouteErrorPage />,
    };
  }),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <DeferredLoader />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <GuestOnly redirect="landing" />,
        children: [{ path: 'login', element: <LoginPage /> }],
      },
      {
        element: <GuestOnly redirect="home" />,
        children: [
          {
            path: 'register',
            lazy: () =>
              import('./routes/auth/register-page').then((module) => ({
                Component: module.RegisterPage,
              })),
          },
        ],
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./routes/auth/forgot-password-page').then((module) => ({
            Component: module.ForgotPasswordPage,
          })),
      },
      {
        path: 'reset-password/:token',
        lazy: () =>
          import('./routes/auth/reset-password-page').then((module) => ({
            Component: module.ResetPasswordPage,
          })),
      },
      {
        lazy: () => import('./query-route').then((module) => ({ Component: module.QueryRoute })),
        children: [
          ...PUBLIC_STANDALONE_PATHS.map((path) => ({
            path: relative(path),
            lazy: standalonePage(path),
          })),
          {
            element: <RequireAuth />,
            children: [
              ...PROTECTED_STANDALONE_PATHS.map((path) => ({
                path: relative(path),
                lazy: standalonePage(path),
              })),
              {
                lazy: () =>
                  import('./layout/main-layout').then((module) => ({
                    Component: module.MainLayout,
                  })),
                children: layoutChildren,
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('./routes/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
