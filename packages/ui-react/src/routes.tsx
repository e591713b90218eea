import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './components/Layout/Layout';
import { loadMarkdownRenderer } from './components/Markdown/markdownRenderer';
import Home from './screens/Home/Home';

/** Screens whose text is markdown load the markdown renderer alongside their code, not after their data. */
const withMarkdownRenderer =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> => {
    loadMarkdownRenderer().catch(() => undefined);
    return load();
  };

/**
 * The route table of spec 000 §2. The home, where most visits start, is part of the first load;
 * every other screen is its own chunk (`React.lazy`), loaded when its route is first visited (the
 * Layout shows the loading indicator meanwhile). To add a screen:
 * create `src/screens/<Name>/<Name>.tsx` with a default export and add one line here.
 */
const Media = lazy(withMarkdownRenderer(() => import('./screens/Media/Media')));
const Playlist = lazy(() => import('./screens/Playlist/Playlist'));
const ContentList = lazy(() => import('./screens/ContentList/ContentList'));
const Series = lazy(withMarkdownRenderer(() => import('./screens/Series/Series')));
const Search = lazy(() => import('./screens/Search/Search'));
const About = lazy(withMarkdownRenderer(() => import('./screens/About/About')));
const Licenses = lazy(() => import('./screens/Licenses/Licenses'));
const LiveGuide = lazy(() => import('./screens/LiveGuide/LiveGuide'));
const NotFound = lazy(() => import('./screens/NotFound/NotFound'));
const UserArea = lazy(() => import('./screens/UserArea/UserArea'));
const MyAccount = lazy(() => import('./screens/MyAccount/MyAccount'));
const Favorites = lazy(() => import('./screens/Favorites/Favorites'));
const Payments = lazy(() => import('./screens/Payments/Payments'));
const DeviceLoginRedirect = lazy(() => import('./components/AccountModal/DeviceLoginRedirect'));

/** The screens, inside the Layout; a screen that fails shows the error page inside the Layout (RouteErrorBoundary). */
export const screenRoutes: RouteObject[] = [
  { index: true, element: <Home /> },
  { path: 'm/:id/*', element: <Media /> },
  { path: 'p/:id/*', element: <Playlist /> },
  { path: 'n/:id/*', element: <ContentList /> },
  { path: 's/:id/*', element: <Series /> },
  // One segment, whatever it holds (a line break too, which `*` does not match); `q/*` for a/b typed as it is.
  { path: 'q/:query', element: <Search /> },
  { path: 'q/*', element: <Search /> },
  { path: 'o/about', element: <About /> },
  { path: 'o/licenses', element: <Licenses /> },
  // The user area: UserArea redirects (visitors, AVOD, unknown sub-paths) and shows the page.
  {
    path: 'u',
    element: <UserArea />,
    children: [
      { path: 'my-account', element: <MyAccount /> },
      { path: 'favorites', element: <Favorites /> },
      { path: 'payments', element: <Payments /> },
      { path: '*', element: null },
    ],
  },
  { path: 'tv', element: <LiveGuide /> },
  // The device-login link a TV shows (DEVICE_LOGIN_PATH): home with the login-device overlay.
  { path: 'activate', element: <DeviceLoginRedirect /> },
  { path: '*', element: <NotFound /> },
];

/**
 * The whole route table, for `useRoutes` (the app renders it inside a BrowserRouter) or a data
 * router (tests use createMemoryRouter). Nothing in it needs a data router: no loaders, actions
 * or errorElement, so that the first load carries the small declarative router only.
 */
export const routes: RouteObject[] = [{ element: <Layout />, children: screenRoutes }];
