import { Suspense, lazy } from 'react';
import {
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Loading } from '../components/loading';
import { queryClient } from '../lib/query-client';
import { landingPath, routeDef, type ROUTES, type RouteId } from '../lib/route-table';
import { loginSearch } from '../lib/return-path';
import { parsePlainSearch, stringifyPlainSearch } from '../lib/url-search';
import { sessionStore } from '../lib/session/session-store';
import { guardRoute, requireSession, type SessionContext } from './guards';
import { SessionWatcher } from './session-watcher';
import { NotFoundPage, RouteErrorPage } from './status-pages';
import { validateAmministratoriSearch } from '../features/amministratori/search';
import { validateRegistroSearch } from '../features/registro/search';
import { validateArchivioSearch } from '../features/archivio/search';
import { validateSistemiSearch } from '../features/sistemi/search';
import { validateBachecaSearch } from '../features/bacheca/search';
import { validateStruttureSearch } from '../features/strutture/search';
import { validateRicevitorieSearch } from '../features/ricevitorie/search';
import { validateNotificationsSearch } from '../features/notifiche/search';
import { validateAwardsSearch } from '../features/premi/search';
import { validateJobSearch, validateJobsSearch } from '../features/jobs/search';
import { validateWinsSearch } from '../features/vincite/search';
import { validateGraficaEditorSearch, validateGraficaSearch } from '../features/grafica/search';

/**
 * The route tree, built from lib/route-table.ts: the table gives each route its path, guard and title; here each table
 * id gets its page (a lazy import, so that every page is a chunk of its own and login and the shell load without the
 * data grid) and its search validator. No path is written here: a route is declared once, in the table, and the
 * `satisfies` checks below fail the type check when a table route has no page.
 */

export interface RouterContext {
  queryClient: QueryClient;
}

type TableRoute = (typeof ROUTES)[number];
type PathOf<I extends RouteId> = Extract<TableRoute, { id: I }>['path'];
/** `/privacy` is one router route for two table entries (public, and inside the layout): written out below. */
type PublicPageId = Exclude<Extract<TableRoute, { layout: false }>['id'], 'privacy'>;
type LayoutPageId = Exclude<RouteId, PublicPageId | 'privacy' | 'privacyInternal'>;

function RootComponent() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

/** `/`: the user's landing page, or the login. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: async ({ context }) => {
    if (!sessionStore.isActive()) throw redirect({ to: '/login', replace: true });
    const { me } = await requireSession(context.queryClient);
    throw redirect({ to: landingPath(me), replace: true });
  },
});

// ---------------------------------------------------------------- public routes, without the layout

/** The table's part of a public route: no guard (the pages check what they need, e.g. the password token). */
function outsideLayout<I extends PublicPageId>(id: I) {
  return {
    getParentRoute: () => rootRoute,
    path: routeDef(id).path as PathOf<I>,
    staticData: { routeId: id },
  };
}

function publicPage<I extends PublicPageId>(id: I, component: RouteComponent) {
  return createRoute({ ...outsideLayout(id), component });
}

const publicRoutes = {
  login: createRoute({
    ...outsideLayout('login'),
    component: lazyRouteComponent(() => import('../features/auth/routes/login-page'), 'LoginPage'),
    validateSearch: loginSearch,
  }),
  // no guard: a malformed token is the page's own "link non valido" (see the page)
  changePassword: publicPage(
    'changePassword',
    lazyRouteComponent(() => import('../features/auth/routes/change-password-page'), 'ChangePasswordPage'),
  ),
  cookiePolicy: publicPage(
    'cookiePolicy',
    lazyRouteComponent(() => import('../features/legal/routes/cookie-policy-page'), 'CookiePolicyPage'),
  ),
} satisfies Record<PublicPageId, unknown>;

/**
 * The layout (sidebar, header, bell, banners) is a chunk of its own: the login and the other public pages never load
 * it (the JS to show /login). The layout route starts loading it while the session is checked.
 */
const loadAppLayout = () => import('./layout/app-layout');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

const PrivacyPage = lazy(() =>
  import('../features/legal/routes/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

/** `/privacy`: public; with ?isInternalPrivacyLink=true and a session, inside the layout (`privacyInternal`). */
const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: routeDef('privacy').path as PathOf<'privacy'>,
  staticData: { routeId: 'privacy' },
  validateSearch: (search: Record<string, unknown>): { isInternalPrivacyLink?: boolean } =>
    search.isInternalPrivacyLink === true || search.isInternalPrivacyLink === 'true'
      ? { isInternalPrivacyLink: true }
      : {},
  beforeLoad: async ({ context, search }): Promise<{ internalSession: SessionContext | null }> => {
    if (!search.isInternalPrivacyLink || !sessionStore.isActive()) return { internalSession: null };
    try {
      return { internalSession: await requireSession(context.queryClient) };
    } catch {
      return { internalSession: null };
    }
  },
  component: function PrivacyRouteComponent() {
    const { internalSession } = privacyRoute.useRouteContext();
    const page = (
      <Suspense fallback={<Loading />}>
        <PrivacyPage internal={internalSession !== null} />
      </Suspense>
    );
    if (!internalSession) return page;
    return (
      <Suspense fallback={<Loading />}>
        <AppLayout me={internalSession.me} config={internalSession.config}>
          {page}
        </AppLayout>
      </Suspense>
    );
  },
});

// ---------------------------------------------------------------- routes inside the layout

const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ context, location }) => {
    void loadAppLayout();
    return requireSession(context.queryClient, location.href);
  },
  component: function LayoutComponent() {
    const { me, config } = layoutRoute.useRouteContext();
    return (
      <Suspense fallback={<Loading />}>
        <AppLayout me={me} config={config}>
          <Outlet />
        </AppLayout>
      </Suspense>
    );
  },
});

/**
 * The table's part of a route inside the layout: path and id. Its guard, `guardRoute(id)`, is written in each route's
 * options: there the route infers its params and search from the path and validateSearch, not from the guard.
 */
function inLayout<I extends LayoutPageId>(id: I) {
  return {
    getParentRoute: () => layoutRoute,
    path: routeDef(id).path as PathOf<I>,
    staticData: { routeId: id },
  };
}

function page<I extends LayoutPageId>(id: I, component: RouteComponent) {
  return createRoute({ ...inLayout(id), beforeLoad: guardRoute(id), component });
}

const layoutRoutes = {
  // The outlet's board; its text search and filters live in the URL.
  bacheca: createRoute({
    ...inLayout('bacheca'),
    beforeLoad: guardRoute('bacheca'),
    component: lazyRouteComponent(() => import('../features/bacheca/routes/board-page'), 'BoardPage'),
    validateSearch: validateBachecaSearch,
  }),
  bachecaProposte: page(
    'bachecaProposte',
    lazyRouteComponent(() => import('../features/bacheca/routes/proposals-page'), 'OutletProposalsPage'),
  ),
  bachecaEstratto: page(
    'bachecaEstratto',
    lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'StatementPage'),
  ),
  bachecaAvvisi: page(
    'bachecaAvvisi',
    lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'NotificationArchivePage'),
  ),
  bachecaDati: page(
    'bachecaDati',
    lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'OutletProfilePage'),
  ),
  home: page(
    'home',
    lazyRouteComponent(() => import('../features/home/routes/home-page'), 'HomePage'),
  ),
  account: page(
    'account',
    lazyRouteComponent(() => import('../features/account/routes/account-page'), 'AccountPage'),
  ),
  selfChangePassword: page(
    'selfChangePassword',
    lazyRouteComponent(() => import('../features/account/routes/self-change-password-page'), 'SelfChangePasswordPage'),
  ),
  unauthorized: page(
    'unauthorized',
    lazyRouteComponent(() => import('../features/errors/routes/unauthorized-page'), 'UnauthorizedPage'),
  ),
  // Staff and outlets. List screens keep filters, sort and page in the URL (validated search params).
  amministratori: createRoute({
    ...inLayout('amministratori'),
    beforeLoad: guardRoute('amministratori'),
    component: lazyRouteComponent(
      () => import('../features/amministratori/routes/amministratori-page'),
      'AmministratoriPage',
    ),
    validateSearch: validateAmministratoriSearch,
  }),
  amministratore: page(
    'amministratore',
    lazyRouteComponent(() => import('../features/amministratori/routes/amministratore-page'), 'AmministratorePage'),
  ),
  registro: createRoute({
    ...inLayout('registro'),
    beforeLoad: guardRoute('registro'),
    component: lazyRouteComponent(() => import('../features/registro/routes/registro-page'), 'RegistroPage'),
    validateSearch: validateRegistroSearch,
  }),
  gruppi: page(
    'gruppi',
    lazyRouteComponent(() => import('../features/gruppi/routes/gruppi-page'), 'GruppiPage'),
  ),
  ricevitorie: createRoute({
    ...inLayout('ricevitorie'),
    beforeLoad: guardRoute('ricevitorie'),
    component: lazyRouteComponent(() => import('../features/ricevitorie/routes/ricevitorie-page'), 'RicevitoriePage'),
    validateSearch: validateRicevitorieSearch,
  }),
  ricevitoria: page(
    'ricevitoria',
    lazyRouteComponent(() => import('../features/ricevitorie/routes/ricevitoria-page'), 'RicevitoriaPage'),
  ),
  simulate: page(
    'simulate',
    lazyRouteComponent(() => import('../features/ricevitorie/routes/simulate-page'), 'SimulatePage'),
  ),
  anagrafiche: page(
    'anagrafiche',
    lazyRouteComponent(() => import('../features/anagrafiche/routes/anagrafiche-page'), 'AnagrafichePage'),
  ),
  syndicateBackoffice: page(
    'syndicateBackoffice',
    lazyRouteComponent(() => import('../features/proposte/routes/syndicate-page'), 'SyndicatePage'),
  ),
  // Notifications: the overview, the server-side lists (filters in the URL) and the forms.
  notifications: page(
    'notifications',
    lazyRouteComponent(
      () => import('../features/notifiche/routes/notifications-overview-page'),
      'NotificationsOverviewPage',
    ),
  ),
  notificationsType: createRoute({
    ...inLayout('notificationsType'),
    beforeLoad: guardRoute('notificationsType'),
    component: lazyRouteComponent(
      () => import('../features/notifiche/routes/notifications-list-page'),
      'NotificationsListPage',
    ),
    validateSearch: validateNotificationsSearch,
  }),
  notificationsCreate: page(
    'notificationsCreate',
    lazyRouteComponent(() => import('../features/notifiche/routes/notification-form-page'), 'NotificationCreatePage'),
  ),
  notificationsUpdate: page(
    'notificationsUpdate',
    lazyRouteComponent(() => import('../features/notifiche/routes/notification-form-page'), 'NotificationUpdatePage'),
  ),
  // Games.
  game: page(
    'game',
    lazyRouteComponent(() => import('../features/dashboard/routes/game-dashboard-page'), 'GameDashboardPage'),
  ),
  strutture: createRoute({
    ...inLayout('strutture'),
    beforeLoad: guardRoute('strutture'),
    component: lazyRouteComponent(() => import('../features/strutture/routes/strutture-page'), 'StrutturePage'),
    validateSearch: validateStruttureSearch,
  }),
  strutturaNew: page(
    'strutturaNew',
    lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureNewPage'),
  ),
  struttura: page(
    'struttura',
    lazyRouteComponent(() => import('../features/strutture/routes/structure-detail-page'), 'StructureDetailPage'),
  ),
  strutturaEdit: page(
    'strutturaEdit',
    lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureEditPage'),
  ),
  strutturaDuplicate: page(
    'strutturaDuplicate',
    lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureDuplicatePage'),
  ),
  strutturaGenerate: page(
    'strutturaGenerate',
    lazyRouteComponent(() => import('../features/strutture/routes/generate-systems-page'), 'GenerateSystemsPage'),
  ),
  sistemi: createRoute({
    ...inLayout('sistemi'),
    beforeLoad: guardRoute('sistemi'),
    component: lazyRouteComponent(() => import('../features/sistemi/routes/sistemi-page'), 'SistemiPage'),
    validateSearch: validateSistemiSearch,
  }),
  sistemaNew: createRoute({
    ...inLayout('sistemaNew'),
    beforeLoad: guardRoute('sistemaNew'),
    component: lazyRouteComponent(() => import('../features/sistemi/routes/system-new-page'), 'SystemNewPage'),
    // Optional ?id= (the system to start from); the guard checks it is alphanumeric.
    validateSearch: (search: Record<string, unknown>): { id?: string } =>
      search.id === undefined || search.id === null || search.id === '' ? {} : { id: String(search.id) },
  }),
  sistema: page(
    'sistema',
    lazyRouteComponent(() => import('../features/sistemi/routes/system-detail-page'), 'SystemDetailPage'),
  ),
  proposals: page(
    'proposals',
    lazyRouteComponent(() => import('../features/proposte/routes/game-proposals-page'), 'GameProposalsPage'),
  ),
  proposal: page(
    'proposal',
    lazyRouteComponent(() => import('../features/proposte/routes/proposal-detail-page'), 'ProposalDetailPage'),
  ),
  risultati: page(
    'risultati',
    lazyRouteComponent(() => import('../features/risultati/routes/results-page'), 'ResultsPage'),
  ),
  risultato: page(
    'risultato',
    lazyRouteComponent(() => import('../features/risultati/routes/result-detail-page'), 'ResultDetailPage'),
  ),
  jobs: createRoute({
    ...inLayout('jobs'),
    beforeLoad: guardRoute('jobs'),
    component: lazyRouteComponent(() => import('../features/jobs/routes/jobs-page'), 'JobsPage'),
    validateSearch: validateJobsSearch,
  }),
  job: createRoute({
    ...inLayout('job'),
    beforeLoad: guardRoute('job'),
    component: lazyRouteComponent(() => import('../features/jobs/routes/job-detail-page'), 'JobDetailPage'),
    validateSearch: validateJobSearch,
  }),
  vincite: createRoute({
    ...inLayout('vincite'),
    beforeLoad: guardRoute('vincite'),
    component: lazyRouteComponent(() => import('../features/vincite/routes/winners-page'), 'WinnersPage'),
    validateSearch: validateWinsSearch,
  }),
  preferenze: page(
    'preferenze',
    lazyRouteComponent(() => import('../features/preferenze/routes/preferenze-page'), 'PreferenzePage'),
  ),
  // Graphics: not Totocalcio (the table's `games`: its routes are not found); the list keeps its filters in the URL.
  grafica: createRoute({
    ...inLayout('grafica'),
    beforeLoad: guardRoute('grafica'),
    component: lazyRouteComponent(() => import('../features/grafica/routes/grafica-page'), 'GraficaPage'),
    validateSearch: validateGraficaSearch,
  }),
  graficaDetail: createRoute({
    ...inLayout('graficaDetail'),
    component: lazyRouteComponent(() => import('../features/grafica/routes/graphic-editor-page'), 'GraphicEditorPage'),
    // ?structureId= (the stepper's "Crea grafica") and ?from=structure (saving goes back to the structure)
    validateSearch: validateGraficaEditorSearch,
    beforeLoad: (args) => {
      guardRoute('graficaDetail')(args);
      // `new` or a graphic's numeric id; anything else names no graphic
      if (args.params.x !== 'new' && !/^[1-9][0-9]{0,9}$/.test(args.params.x)) throw notFound();
    },
  }),
  // SuperEnalotto's extraordinary awards; other games have no such path (the not-found page).
  premi: createRoute({
    ...inLayout('premi'),
    beforeLoad: guardRoute('premi'),
    component: lazyRouteComponent(() => import('../features/premi/routes/awards-page'), 'AwardsPage'),
    validateSearch: validateAwardsSearch,
  }),
  premioCreate: page(
    'premioCreate',
    lazyRouteComponent(() => import('../features/premi/routes/award-form-page'), 'AwardCreatePage'),
  ),
  premioUpdate: page(
    'premioUpdate',
    lazyRouteComponent(() => import('../features/premi/routes/award-form-page'), 'AwardUpdatePage'),
  ),
  // Totocalcio.
  totocalcioCreaSistema: page(
    'totocalcioCreaSistema',
    lazyRouteComponent(() => import('../features/totocalcio/routes/crea-sistema-page'), 'CreaSistemaPage'),
  ),
  archivioSistemi: createRoute({
    ...inLayout('archivioSistemi'),
    beforeLoad: guardRoute('archivioSistemi'),
    component: lazyRouteComponent(() => import('../features/archivio/routes/archivio-page'), 'ArchivioPage'),
    validateSearch: validateArchivioSearch,
  }),
} satisfies Record<LayoutPageId, unknown>;

export const routeTree = rootRoute.addChildren({
  indexRoute,
  ...publicRoutes,
  privacyRoute,
  layoutRoute: layoutRoute.addChildren(layoutRoutes),
});

export function createAppRouter(options: { queryClient?: QueryClient; history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient: options.queryClient ?? queryClient },
    defaultPreload: 'intent',
    // Guards read cached queries; let them run on every navigation.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: Loading,
    defaultPendingMs: 300,
    scrollRestoration: true,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
