import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Layout } from './components/Layout/Layout';

/**
 * The route table of spec 000 §2. Each screen is its own chunk (`React.lazy`), loaded when its
 * route is first visited; the Layout shows the loading indicator meanwhile. To add a screen:
 * create `src/screens/<Name>/<Name>.tsx` with a default export and add one line here.
 */
const Home = lazy(() => import('./screens/Home/Home'));
const Media = lazy(() => import('./screens/Media/Media'));
const Playlist = lazy(() => import('./screens/Playlist/Playlist'));
const ContentList = lazy(() => import('./screens/ContentList/ContentList'));
const Series = lazy(() => import('./screens/Series/Series'));
const Search = lazy(() => import('./screens/Search/Search'));
const About = lazy(() => import('./screens/About/About'));
const Licenses = lazy(() => import('./screens/Licenses/Licenses'));
const LiveGuide = lazy(() => import('./screens/LiveGuide/LiveGuide'));
const NotFound = lazy(() => import('./screens/NotFound/NotFound'));
const UserArea = lazy(() => import('./screens/UserArea/UserArea'));
const MyAccount = lazy(() => import('./screens/MyAccount/MyAccount'));
const Favorites = lazy(() => import('./screens/Favorites/Favorites'));
const DeviceLoginRedirect = lazy(() => import('./components/AccountModal/DeviceLoginRedirect'));

/** The screens, inside the Layout; a screen that fails shows the error page inside the Layout (RouteErrorBoundary). */
export const screenRoutes: RouteObject[] = [
  { index: true, element: <Home /> },
  { path: 'm/:id/*', element: <Media /> },
  { path: 'p/:id/*', element: <Playlist /> },
  { path: 'n/:id/*', element: <ContentList /> },
  { path: 's/:id/*', element: <Series /> },
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
