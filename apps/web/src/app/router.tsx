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
import { PlaceholderPage } from '../components/placeholder-page';
import { Loading } from '../components/loading';
import { queryClient } from '../lib/query-client';
import { landingPath, type RouteId } from '../lib/route-table';
import { loginSearch } from '../lib/return-path';
import { parsePlainSearch, stringifyPlainSearch } from '../lib/url-search';
import { sessionStore } from '../lib/session/session-store';
import { guardPublicRoute, guardRoute, requireSession, type SessionContext } from './guards';
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
 * The route tree. Paths, guards and titles come from lib/route-table.ts (route-table.test.ts checks that the
 * two agree); components are split per route so that login and the shell load without the data grid.
 */

export interface RouterContext {
  queryClient: QueryClient;
}

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

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  staticData: { routeId: 'login' },
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('../features/auth/routes/login-page'), 'LoginPage'),
});

const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'change-password/$token',
  staticData: { routeId: 'changePassword' },
  beforeLoad: guardPublicRoute('changePassword'),
  component: lazyRouteComponent(() => import('../features/auth/routes/change-password-page'), 'ChangePasswordPage'),
});

/**
 * The layout (sidebar, header, bell, banners) is a chunk of its own: the login and the other public pages never load
 * it (issue 15: the JS to show /login). The layout route starts loading it while the session is checked.
 */
const loadAppLayout = () => import('./layout/app-layout');
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

const PrivacyPage = lazy(() =>
  import('../features/legal/routes/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

/** `/privacy`: public; with ?isInternalPrivacyLink=true and a session, inside the layout. */
const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'privacy',
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

const cookiePolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'cookie-policy',
  staticData: { routeId: 'cookiePolicy' },
  component: lazyRouteComponent(() => import('../features/legal/routes/cookie-policy-page'), 'CookiePolicyPage'),
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

/** A page of the layout guarded by its entry of the route table. */
function page<TPath extends string>(path: TPath, id: RouteId, component: RouteComponent = PlaceholderPage) {
  return createRoute({
    getParentRoute: () => layoutRoute,
    path,
    staticData: { routeId: id },
    beforeLoad: guardRoute(id),
    component,
  });
}

// issue 27: the board's text search and filters live in the URL
const bachecaRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'bacheca',
  staticData: { routeId: 'bacheca' },
  validateSearch: validateBachecaSearch,
  beforeLoad: guardRoute('bacheca'),
  component: lazyRouteComponent(() => import('../features/bacheca/routes/board-page'), 'BoardPage'),
});
const bachecaProposteRoute = page(
  'bacheca/proposte',
  'bachecaProposte',
  lazyRouteComponent(() => import('../features/bacheca/routes/proposals-page'), 'OutletProposalsPage'),
);
const bachecaEstrattoRoute = page(
  'bacheca/estratto',
  'bachecaEstratto',
  lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'StatementPage'),
);
const bachecaAvvisiRoute = page(
  'bacheca/avvisi',
  'bachecaAvvisi',
  lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'NotificationArchivePage'),
);
const bachecaDatiRoute = page(
  'bacheca/dati',
  'bachecaDati',
  lazyRouteComponent(() => import('../features/bacheca/routes/self-service'), 'OutletProfilePage'),
);
const homeRoute = page('home', 'home', lazyRouteComponent(() => import('../features/home/routes/home-page'), 'HomePage'));
const accountRoute = page(
  'account',
  'account',
  lazyRouteComponent(() => import('../features/account/routes/account-page'), 'AccountPage'),
);
const selfChangePasswordRoute = page(
  'self-change-password',
  'selfChangePassword',
  lazyRouteComponent(() => import('../features/account/routes/self-change-password-page'), 'SelfChangePasswordPage'),
);
const unauthorizedRoute = page(
  'unauthorized',
  'unauthorized',
  lazyRouteComponent(() => import('../features/errors/routes/unauthorized-page'), 'UnauthorizedPage'),
);

// Staff and outlets (issue 4). List screens keep filters, sort and page in the URL (validated search params).
const amministratoriRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'amministratori',
  staticData: { routeId: 'amministratori' },
  validateSearch: validateAmministratoriSearch,
  beforeLoad: guardRoute('amministratori'),
  component: lazyRouteComponent(() => import('../features/amministratori/routes/amministratori-page'), 'AmministratoriPage'),
});
const amministratoreRoute = page(
  'amministratori/$username',
  'amministratore',
  lazyRouteComponent(() => import('../features/amministratori/routes/amministratore-page'), 'AmministratorePage'),
);
// The activity log (issue 16): filters in the URL, as every list (zod-free validators, lib/list-search.ts).
const registroRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'registro-attivita',
  staticData: { routeId: 'registro' },
  validateSearch: validateRegistroSearch,
  beforeLoad: guardRoute('registro'),
  component: lazyRouteComponent(() => import('../features/registro/routes/registro-page'), 'RegistroPage'),
});
const gruppiRoute = page(
  'gruppi',
  'gruppi',
  lazyRouteComponent(() => import('../features/gruppi/routes/gruppi-page'), 'GruppiPage'),
);
const ricevitorieRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'ricevitorie',
  staticData: { routeId: 'ricevitorie' },
  validateSearch: validateRicevitorieSearch,
  beforeLoad: guardRoute('ricevitorie'),
  component: lazyRouteComponent(() => import('../features/ricevitorie/routes/ricevitorie-page'), 'RicevitoriePage'),
});
const ricevitoriaRoute = page(
  'ricevitorie/$ivrCode',
  'ricevitoria',
  lazyRouteComponent(() => import('../features/ricevitorie/routes/ricevitoria-page'), 'RicevitoriaPage'),
);
const simulateRoute = page(
  'ricevitorie/$ivrCode/simulate',
  'simulate',
  lazyRouteComponent(() => import('../features/ricevitorie/routes/simulate-page'), 'SimulatePage'),
);
const anagraficheRoute = page(
  'anagrafiche',
  'anagrafiche',
  lazyRouteComponent(() => import('../features/anagrafiche/routes/anagrafiche-page'), 'AnagrafichePage'),
);

// Screens of later issues: title and "Pagina in preparazione".
const syndicateBackofficeRoute = page(
  'syndicate-backoffice',
  'syndicateBackoffice',
  lazyRouteComponent(() => import('../features/proposte/routes/syndicate-page'), 'SyndicatePage'),
);

// Notifications (issue 11): the overview, the server-side lists (filters in the URL) and the forms.
const notificationsRoute = page(
  'notifications',
  'notifications',
  lazyRouteComponent(() => import('../features/notifiche/routes/notifications-overview-page'), 'NotificationsOverviewPage'),
);
const notificationsTypeRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'notifications/$type',
  staticData: { routeId: 'notificationsType' },
  validateSearch: validateNotificationsSearch,
  beforeLoad: guardRoute('notificationsType'),
  component: lazyRouteComponent(() => import('../features/notifiche/routes/notifications-list-page'), 'NotificationsListPage'),
});
const notificationsCreateRoute = page(
  'notifications/$type/create',
  'notificationsCreate',
  lazyRouteComponent(() => import('../features/notifiche/routes/notification-form-page'), 'NotificationCreatePage'),
);
const notificationsUpdateRoute = page(
  'notifications/$type/update/$x/$id',
  'notificationsUpdate',
  lazyRouteComponent(() => import('../features/notifiche/routes/notification-form-page'), 'NotificationUpdatePage'),
);

const gameRoute = page('$game', 'game', lazyRouteComponent(() => import('../features/dashboard/routes/game-dashboard-page'), 'GameDashboardPage'));
// Structures, systems and the archive (issue 5): lists keep their filters in the URL (zod-validated search).
const struttureRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/strutture',
  staticData: { routeId: 'strutture' },
  validateSearch: validateStruttureSearch,
  beforeLoad: guardRoute('strutture'),
  component: lazyRouteComponent(() => import('../features/strutture/routes/strutture-page'), 'StrutturePage'),
});
const strutturaNewRoute = page(
  '$game/strutture/new',
  'strutturaNew',
  lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureNewPage'),
);
const strutturaRoute = page(
  '$game/strutture/$structureId',
  'struttura',
  lazyRouteComponent(() => import('../features/strutture/routes/structure-detail-page'), 'StructureDetailPage'),
);
const strutturaEditRoute = page(
  '$game/strutture/$structureId/edit',
  'strutturaEdit',
  lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureEditPage'),
);
const strutturaDuplicateRoute = page(
  '$game/strutture/$structureId/duplicate',
  'strutturaDuplicate',
  lazyRouteComponent(() => import('../features/strutture/routes/structure-form-pages'), 'StructureDuplicatePage'),
);
const strutturaGenerateRoute = page(
  '$game/strutture/$structureId/generate-systems',
  'strutturaGenerate',
  lazyRouteComponent(() => import('../features/strutture/routes/generate-systems-page'), 'GenerateSystemsPage'),
);
const sistemiRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/sistemi',
  staticData: { routeId: 'sistemi' },
  validateSearch: validateSistemiSearch,
  beforeLoad: guardRoute('sistemi'),
  component: lazyRouteComponent(() => import('../features/sistemi/routes/sistemi-page'), 'SistemiPage'),
});
const sistemaNewRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/sistemi/new',
  staticData: { routeId: 'sistemaNew' },
  // Optional ?id= (the system to start from); the guard checks it is alphanumeric.
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    search.id === undefined || search.id === null || search.id === '' ? {} : { id: String(search.id) },
  beforeLoad: guardRoute('sistemaNew'),
  component: lazyRouteComponent(() => import('../features/sistemi/routes/system-new-page'), 'SystemNewPage'),
});
const sistemaRoute = page(
  '$game/sistemi/detail/$systemId',
  'sistema',
  lazyRouteComponent(() => import('../features/sistemi/routes/system-detail-page'), 'SystemDetailPage'),
);
const proposalsRoute = page('$game/proposals', 'proposals', lazyRouteComponent(() => import('../features/proposte/routes/game-proposals-page'), 'GameProposalsPage'));
const proposalRoute = page(
  '$game/proposals/$proposalId',
  'proposal',
  lazyRouteComponent(() => import('../features/proposte/routes/proposal-detail-page'), 'ProposalDetailPage'),
);
const risultatiRoute = page('$game/risultati', 'risultati', lazyRouteComponent(() => import('../features/risultati/routes/results-page'), 'ResultsPage'));
const risultatoRoute = page(
  '$game/risultati/$contestId',
  'risultato',
  lazyRouteComponent(() => import('../features/risultati/routes/result-detail-page'), 'ResultDetailPage'),
);
const jobsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/job',
  staticData: { routeId: 'jobs' },
  validateSearch: validateJobsSearch,
  beforeLoad: guardRoute('jobs'),
  component: lazyRouteComponent(() => import('../features/jobs/routes/jobs-page'), 'JobsPage'),
});
const jobRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/job/$jobId',
  staticData: { routeId: 'job' },
  validateSearch: validateJobSearch,
  beforeLoad: guardRoute('job'),
  component: lazyRouteComponent(() => import('../features/jobs/routes/job-detail-page'), 'JobDetailPage'),
});
const vinciteRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/concorsi/$contestId/vincite',
  staticData: { routeId: 'vincite' },
  validateSearch: validateWinsSearch,
  beforeLoad: guardRoute('vincite'),
  component: lazyRouteComponent(() => import('../features/vincite/routes/winners-page'), 'WinnersPage'),
});
const preferenzeRoute = page(
  '$game/preferenze',
  'preferenze',
  lazyRouteComponent(() => import('../features/preferenze/routes/preferenze-page'), 'PreferenzePage'),
);
// Graphics (issue 12): not Totocalcio (its routes are not found); the list keeps its filters in the URL.
const graficaRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/grafica',
  staticData: { routeId: 'grafica' },
  validateSearch: validateGraficaSearch,
  beforeLoad: guardRoute('grafica'),
  component: lazyRouteComponent(() => import('../features/grafica/routes/grafica-page'), 'GraficaPage'),
});
const graficaDetailRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$game/grafica/$x',
  staticData: { routeId: 'graficaDetail' },
  // ?structureId= (the stepper's "Crea grafica") and ?from=structure (saving goes back to the structure)
  validateSearch: validateGraficaEditorSearch,
  beforeLoad: (args) => {
    guardRoute('graficaDetail')(args);
    if (args.params.x !== 'new' && !/^[1-9][0-9]{0,9}$/.test(args.params.x)) throw notFound();
  },
  component: lazyRouteComponent(() => import('../features/grafica/routes/graphic-editor-page'), 'GraphicEditorPage'),
});

// SuperEnalotto's extraordinary awards (issue 11); other games have no such path (the not-found page).
const premiRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'superenalotto/premi-straordinari',
  staticData: { routeId: 'premi' },
  validateSearch: validateAwardsSearch,
  beforeLoad: guardRoute('premi'),
  component: lazyRouteComponent(() => import('../features/premi/routes/awards-page'), 'AwardsPage'),
});
const premioCreateRoute = page(
  'superenalotto/premi-straordinari/create',
  'premioCreate',
  lazyRouteComponent(() => import('../features/premi/routes/award-form-page'), 'AwardCreatePage'),
);
const premioUpdateRoute = page(
  'superenalotto/premi-straordinari/update/$id',
  'premioUpdate',
  lazyRouteComponent(() => import('../features/premi/routes/award-form-page'), 'AwardUpdatePage'),
);

const totocalcioCreaSistemaRoute = page(
  'totocalcio/crea-sistema',
  'totocalcioCreaSistema',
  lazyRouteComponent(() => import('../features/totocalcio/routes/crea-sistema-page'), 'CreaSistemaPage'),
);
const archivioSistemiRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: 'archivio-sistemi',
  staticData: { routeId: 'archivioSistemi' },
  validateSearch: validateArchivioSearch,
  beforeLoad: guardRoute('archivioSistemi'),
  component: lazyRouteComponent(() => import('../features/archivio/routes/archivio-page'), 'ArchivioPage'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  changePasswordRoute,
  privacyRoute,
  cookiePolicyRoute,
  layoutRoute.addChildren([
    bachecaRoute,
    bachecaProposteRoute,
    bachecaEstrattoRoute,
    bachecaAvvisiRoute,
    bachecaDatiRoute,
    homeRoute,
    accountRoute,
    selfChangePasswordRoute,
    unauthorizedRoute,
    amministratoriRoute,
    amministratoreRoute,
    gruppiRoute,
    registroRoute,
    ricevitorieRoute,
    ricevitoriaRoute,
    simulateRoute,
    anagraficheRoute,
    syndicateBackofficeRoute,
    notificationsRoute,
    notificationsTypeRoute,
    notificationsCreateRoute,
    notificationsUpdateRoute,
    gameRoute,
    struttureRoute,
    strutturaNewRoute,
    strutturaRoute,
    strutturaEditRoute,
    strutturaDuplicateRoute,
    strutturaGenerateRoute,
    sistemiRoute,
    sistemaNewRoute,
    sistemaRoute,
    proposalsRoute,
    proposalRoute,
    risultatiRoute,
    risultatoRoute,
    jobsRoute,
    jobRoute,
    vinciteRoute,
    preferenzeRoute,
    graficaRoute,
    graficaDetailRoute,
    premiRoute,
    premioCreateRoute,
    premioUpdateRoute,
    totocalcioCreaSistemaRoute,
    archivioSistemiRoute,
  ]),
]);

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
