/**
 * Data factories for the API tests: each makes one record the way the application makes it (through the module's
 * service, or the insert the service would do), with defaults that never collide (a per-process sequence in every
 * name and code) and overrides for what the test is about. A test that starts from `createTestApp(kind, {}, { seed:
 * 'none' })` builds only what it asserts on, so no assertion depends on the demo data.
 */
import { and, eq } from 'drizzle-orm';
import {
  calculate,
  graphicUpsertRequest,
  notificationUpsertRequest,
  structureUpsertRequest,
  DEMO_GRAPHIC_DESIGNS,
  GAME_SLUGS,
  type GameSlug,
  type NotificationCategory,
  type NotificationScope,
  type NotificationType,
  type Permission,
  type Role,
  type StructureUpsertRequest,
} from '@bacheca/domain';
import {
  contests,
  passwordHistory,
  proposals,
  publicationJobItems,
  systems,
  userPermissions,
  users,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { JobQueue } from '../lib/job-queue';
import { totocalcioRound } from '../lib/totocalcio-events';
import { addDays, romeDay, romeInstant } from '@bacheca/domain/rome-time';
import type { Zone } from '@bacheca/domain/italy';
import { completeClosedContests, contestNumber, ensureCalendar } from '../modules/contests/calendar';
import { GraphicsService } from '../modules/graphics/service';
import { NotificationsService } from '../modules/notifications/service';
import { ProposalsService } from '../modules/proposals/service';
import { PublicationService } from '../modules/publication/service';
import { runPublicationJob } from '../modules/publication/worker';
import { StructuresService } from '../modules/structures/service';
import { SystemsService } from '../modules/systems/service';
import { TotocalcioService } from '../modules/totocalcio/service';
import type { TestApp } from './harness';
import { TOTOCALCIO_CONFIG } from '@bacheca/domain/engine/config';
import { categoryCodes } from '@bacheca/domain/engine/wins/categories';
import type { Draw } from '@bacheca/domain/engine/wins/types';
import { resultPutRequest } from '@bacheca/domain/results/schemas';
import { totocalcioSystemCreateRequest } from '@bacheca/domain/schemas/totocalcio';
import { ResultsService } from '../modules/results/service';
import * as winsHooks from '../modules/wins/hooks';
import { computeContestWins } from '../modules/wins/worker';

/** The password of every user a factory makes (passes the password rules). */
export const TEST_PASSWORD = 'Fabbrica!Test2026';

let seq = 0;
/** A number no other factory call of this process has used. */
export const unique = () => ++seq;

// argon2 is slow on purpose: one hash per process serves every user the factories make
let hash: Promise<string> | undefined;
const passwordHash = () => (hash ??= hashPassword(TEST_PASSWORD));

type UserRow = typeof users.$inferSelect;
export interface MadeUser {
  id: number;
  username: string;
  row: UserRow;
  /** A live session token (no login round trip); `impersonator` opens a simulation of this outlet. */
  token(impersonator?: string): Promise<string>;
}

async function insertUser(t: TestApp, values: typeof users.$inferInsert, permissions: readonly Permission[]) {
  const [row] = await t.database.db.insert(users).values(values).returning();
  await t.database.db.insert(passwordHistory).values({ userId: row.id, passwordHash: row.passwordHash });
  if (permissions.length)
    await t.database.db
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ userId: row.id, permission })));
  return {
    id: row.id,
    username: row.username,
    row,
    token: (impersonator?: string) => t.tokenFor(row.username, impersonator),
  } satisfies MadeUser;
}

export interface StaffOverrides extends Partial<Omit<typeof users.$inferInsert, 'role' | 'id'>> {
  role?: Exclude<Role, 'ricevitore'>;
  /** Permissions beyond the role's (as /amministratori grants them). */
  permissions?: Permission[];
}

/** A staff user (amministratore): `admin` unless told, enabled, with its own username and e-mail. */
export async function makeStaff(t: TestApp, o: StaffOverrides = {}): Promise<MadeUser> {
  const { role = 'admin', permissions = [], ...rest } = o;
  const n = unique();
  const username = rest.username ?? `staff${n}`;
  return insertUser(
    t,
    {
      username,
      passwordHash: await passwordHash(),
      role,
      name: `Operatore ${n}`,
      email: `${username}@example.it`,
      phoneNumber: '06 1234567',
      lastPasswordChange: new Date(),
      ...rest,
    },
    permissions,
  );
}

export interface OutletOverrides extends Partial<Omit<typeof users.$inferInsert, 'role' | 'id' | 'zone'>> {
  /** One of the registry's zones (the column is free text; the API accepts only these). */
  zone?: Zone;
  /** The games of its board beside SuperEnalotto (lib/outlet-games.ts): each turns on its flag. */
  games?: Array<'eurojackpot' | 'sivincetutto' | 'totocalcio'>;
}

/**
 * An outlet (ricevitoria): enabled, active, not blocked, in Rome, its username `r<ivr code>`; SuperEnalotto only
 * unless `games` (or the flags themselves) say otherwise.
 */
export async function makeOutlet(t: TestApp, o: OutletOverrides = {}): Promise<MadeUser> {
  const { games = [], ...rest } = o;
  const n = unique();
  const ivrCode = rest.ivrCode ?? String(900000 + n);
  return insertUser(
    t,
    {
      username: `r${ivrCode}`,
      passwordHash: await passwordHash(),
      role: 'ricevitore',
      ivrCode,
      name: `Titolare ${n}`,
      email: `ricevitoria${ivrCode}@example.it`,
      phoneNumber: '06 7654321',
      denomination: `Tabaccheria Prova ${n}`,
      address: `Via del Corso ${n}`,
      city: 'Roma',
      cap: '00186',
      province: 'RM',
      region: 'Lazio',
      zone: 'CENTRO',
      concession: 'PGS',
      code: `RM${String(n).padStart(5, '0')}`,
      lastPasswordChange: new Date(),
      eurojEnabled: games.includes('eurojackpot'),
      nveBachecaEnabled: games.includes('sivincetutto'),
      ntclBachecaEnabled: games.includes('totocalcio'),
      ...rest,
    },
    [],
  );
}

export interface ContestOverrides {
  /** The draw day (YYYY-MM-DD, Europe/Rome); by default `daysFromNow` days from today. */
  drawDate?: string;
  /** Negative for a closed contest. Default 7. */
  daysFromNow?: number;
  /** Default: the calendar's number for that day plus 500, so it never meets a contest of the calendar. */
  number?: number;
}

/**
 * One contest of a game, closing at 19:30 (Rome) of its draw day; Totocalcio's carries its matches, as the calendar
 * writes them. A test that needs the real calendar (next contests, the dialogs' choices) calls `makeCalendar`.
 */
export async function makeContest(
  t: TestApp,
  game: GameSlug,
  o: ContestOverrides = {},
): Promise<typeof contests.$inferSelect> {
  const drawDate = o.drawDate ?? addDays(romeDay(new Date()), o.daysFromNow ?? 7);
  const year = Number(drawDate.slice(0, 4));
  const number = o.number ?? contestNumber(game, drawDate) + 500 + unique();
  const [row] = await t.database.db
    .insert(contests)
    .values({
      game,
      year,
      number,
      drawDate,
      closesAt: romeInstant(drawDate, game === 'totocalcio' ? '14:30' : '19:30'),
      events: game === 'totocalcio' ? totocalcioRound(year, number, drawDate) : null,
    })
    .returning();
  return row;
}

/**
 * Close a contest's sales now (its closing time moved a minute back), then run what the contests-close job runs: its
 * published systems become COMPLETATA. Answers how many systems the job completed.
 */
export async function closeContest(t: TestApp, contestId: number): Promise<number> {
  await t.database.db
    .update(contests)
    .set({ closesAt: new Date(Date.now() - 60_000) })
    .where(eq(contests.id, contestId));
  return t.database.db.transaction((tx) => completeClosedContests(tx));
}

/** The contest calendar every game has at a real start (the maintenance job writes it). */
export async function makeCalendar(t: TestApp) {
  await ensureCalendar(t.database.db);
}

/** The next open contests of a game (after `makeCalendar` or `makeContest`), soonest first. */
export async function openContests(t: TestApp, game: GameSlug) {
  const rows = await t.database.db.select().from(contests).where(eq(contests.game, game));
  return rows.filter((c) => c.closesAt > new Date()).sort((a, b) => a.closesAt.getTime() - b.closesAt.getTime());
}

/** A small structure of each numerical game, valid for the engine (quotes chosen among those it accepts). */
const STRUCTURE_SHAPES: Record<
  'superenalotto' | 'sivincetutto' | 'eurojackpot',
  Pick<StructureUpsertRequest, 'modules'> & { quotes: number[] }
> = {
  superenalotto: { modules: [{ type: 'INTEGRALE', numerosity: 8 }], quotes: [4, 2, 1] },
  sivincetutto: { modules: [{ type: 'INTEGRALE', numerosity: 14 }], quotes: [10, 5, 2, 1] },
  eurojackpot: { modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 }], quotes: [18, 14, 9, 4, 2, 1] },
};

export type StructureOverrides = Partial<StructureUpsertRequest>;

/** A structure (BOZZA) through the structures service, with its graphic attached as the demo's are. */
export async function makeStructure(
  t: TestApp,
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot' = 'superenalotto',
  o: StructureOverrides = {},
) {
  const n = unique();
  const shape = STRUCTURE_SHAPES[game];
  const modules = o.modules ?? shape.modules;
  const base = { structureType: o.structureType ?? 'NON_ACCUMULO', boardType: o.boardType ?? 'STANDARD' };
  const quotes =
    o.quotes ??
    shape.quotes.find(
      (q) =>
        calculate(game, {
          ...base,
          quotes: q,
          modules: modules.map(({ constraints: _c, ...m }) => m) as never,
        }).ok,
    );
  if (quotes === undefined) throw new Error(`makeStructure: no quote count the engine accepts for ${game}`);
  const input = structureUpsertRequest.parse({
    name: `Struttura prova ${n}`,
    shortDescription: `Struttura di prova ${n}`,
    extendedDescription: `Struttura di prova ${n}, fatta dalla fabbrica dei test.`,
    tags: ['prova'],
    proposalChannels: ['TERMINALE', 'WEB'],
    salesChannel: 'RICEVITORIA',
    preassignedQuotesPercentage: 10,
    graphicTemplate: 'CLASSICO',
    ...base,
    ...o,
    modules,
    quotes,
  });
  const who = { actor: 'factory' };
  const structure = await new StructuresService(t.database.db).create(game, input, who);
  await new GraphicsService(t.database.db).create(
    game,
    graphicUpsertRequest.parse({
      name: `Grafica ${input.name}`,
      structureId: structure.id,
      design: DEMO_GRAPHIC_DESIGNS.classico,
    }),
    who,
  );
  return structure;
}

/** Draft systems (BOZZA) generated from a structure by the structures service; answers their ids. */
export async function makeDraftSystems(
  t: TestApp,
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot',
  structureId: number,
  count = 1,
): Promise<number[]> {
  const { systemIds } = await new StructuresService(t.database.db).generate(
    game,
    structureId,
    { count, seed: `factory-${unique()}` },
    { actor: 'factory' },
  );
  return systemIds;
}

export interface PublishedSystemOverrides {
  structureId?: number;
  /** Default: a new open contest of the game (`makeContest`). */
  contestId?: number;
  /** The publishing staff user; default a new admin. */
  by?: MadeUser;
}

/**
 * A system published on an open contest, through the publication service and its worker (as the job runs it):
 * a draft of a (new) structure, published once. Answers the published system's id, its draft's and the contest's.
 */
export async function makePublishedSystem(
  t: TestApp,
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot' = 'superenalotto',
  o: PublishedSystemOverrides = {},
) {
  const structureId = o.structureId ?? (await makeStructure(t, game)).id;
  const [draftId] = await makeDraftSystems(t, game, structureId, 1);
  const contestId = o.contestId ?? (await makeContest(t, game)).id;
  const by = o.by ?? (await makeStaff(t));
  const job = await new PublicationService(t.database.db, new JobQueue()).publish(
    game,
    { systemIds: [draftId], contestIds: [contestId], randomNames: true },
    { actor: by.username, userId: by.id },
  );
  const jobId = Number(job.id.split('_')[1]);
  await runPublicationJob(t.database.db, jobId, { batchSize: 10 });
  const [item] = await t.database.db
    .select()
    .from(publicationJobItems)
    .where(and(eq(publicationJobItems.jobId, jobId), eq(publicationJobItems.systemId, draftId)));
  if (!item?.publishedSystemId) throw new Error(`makePublishedSystem: the job did not publish ${draftId}`);
  return { id: item.publishedSystemId, draftId, structureId, contestId };
}

/**
 * A Totocalcio system (on sale at once, as the Totocalcio page creates it) through the Totocalcio service: formula 13
 * on the 14 matches of an open round (default a new one), 8 of them fixed, two doubles. Answers its id and contest.
 */
export async function makeTotocalcioSystem(t: TestApp, o: Omit<PublishedSystemOverrides, 'structureId'> = {}) {
  const contestId = o.contestId ?? (await makeContest(t, 'totocalcio')).id;
  const by = o.by ?? (await makeStaff(t));
  const input = totocalcioSystemCreateRequest.parse({
    name: `TOTO13-prova-${unique()}`,
    contestId,
    formula: 13,
    concession: 'PGS',
    quotes: 2,
    events: Array.from({ length: 14 }, (_, k) => ({
      eventNumber: k + 1,
      mandatory: k < 8,
      signs: k === 0 || k === 3 ? ['1', 'X'] : [(['1', 'X', '2'] as const)[k % 3]],
    })),
  });
  const system = await new TotocalcioService(t.database.db).create(input, { actor: by.username, userId: by.id });
  return { id: system.id, contestId };
}

/** Quote of a published system held by an outlet, assigned through the systems service (the quote dialog's rules). */
export async function makeQuoteHolding(t: TestApp, systemId: number, outlet: MadeUser, quantity = 1, by = 'factory') {
  await new SystemsService(t.database.db).changeQuotes(
    systemId,
    { add: [{ ivrCode: outlet.row.ivrCode!, quantity }], set: [] },
    { actor: by },
  );
}

export interface DevelopedProposalOverrides {
  /** A showcase structure (visibleInVetrina); default a new one. */
  structureId?: number;
  /** Default: a new open contest of the game. */
  contestId?: number;
}

/**
 * An outlet's proposal developed into a system (SVILUPPATA), through the proposals service as the outlet and staff
 * do it: proposed on a showcase structure, approved, developed (a published system, boSystem false, with the
 * outlet's preassigned share). The outlet must have the game. Answers the proposal's and the system's ids.
 */
export async function makeDevelopedProposal(
  t: TestApp,
  outlet: MadeUser,
  game: 'superenalotto' | 'sivincetutto' | 'eurojackpot' = 'superenalotto',
  o: DevelopedProposalOverrides = {},
) {
  const structureId = o.structureId ?? (await makeStructure(t, game, { visibleInVetrina: true })).id;
  const contestId = o.contestId ?? (await makeContest(t, game)).id;
  const svc = new ProposalsService(t.database.db, GAME_SLUGS);
  const staff = { actor: 'factory' };
  const { item } = await svc.create(
    outlet.id,
    { game, structureId, contestId, note: 'Proposta di prova' },
    {
      actor: outlet.username,
    },
  );
  await svc.evaluate({ id: item.id, outcome: 'APPROVATA' }, staff);
  await svc.develop(item.id, staff);
  const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, item.id));
  if (row.status !== 'SVILUPPATA' || row.systemId === null)
    throw new Error(`makeDevelopedProposal: proposal ${item.id} is ${row.status}`);
  return { id: item.id, systemId: row.systemId, structureId, contestId };
}

export interface NotificationOverrides {
  category?: NotificationCategory;
  title?: string;
  content?: string;
  url?: string | null;
  priority?: number;
  scope?: NotificationScope[];
  regions?: string[];
  provinces?: string[];
  ivrCodes?: string[];
  /** Hours from now; default -1 (visible) and +24. */
  visibleFromHours?: number;
  expiresInHours?: number;
}

/** A banner or popup through the notifications service (sanitised content, outlet targeting checked). */
export async function makeNotification(t: TestApp, type: NotificationType, o: NotificationOverrides = {}) {
  const n = unique();
  const h = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const input = notificationUpsertRequest.parse({
    category: o.category ?? 'NEWS',
    title: o.title ?? `Avviso di prova ${n}`,
    content: o.content ?? `<p>Contenuto di prova ${n}.</p>`,
    url: o.url ?? null,
    outletUrl: null,
    priority: o.priority ?? 3,
    scope: o.scope ?? ['backoffice'],
    regions: o.regions,
    provinces: o.provinces,
    ivrCodes: o.ivrCodes,
    visibleFrom: h(o.visibleFromHours ?? -1),
    expiresAt: h(o.expiresInHours ?? 24),
  });
  return new NotificationsService(t.database.db).create(type, input, { actor: 'factory' });
}

// --- draw results and wins ---

export interface ResultOverrides {
  numbers?: number[];
  jolly?: number | null;
  superstar?: number | null;
  euronumbers?: number[] | null;
  /** Totocalcio: one sign per event, in the contest's order ('1', 'X', '2' or 'annullata'). */
  signs?: Array<'1' | 'X' | '2' | 'annullata'>;
  /** Amount per winning combination by category code, integer cents; a category not named pays `defaultPrizeCents`. */
  prizes?: Record<string, number>;
  /** The staff user who enters the draft and the one who confirms it (four eyes); default two new admins. */
  enteredBy?: MadeUser;
  confirmedBy?: MadeUser;
  /** Leave the result a draft (BOZZA): no confirmation, no wins job. */
  draft?: boolean;
}

/** What a category pays when the test names no amount for it: the category's place in the bulletin, in euro × 100. */
export const defaultPrizeCents = (game: GameSlug, category: string) =>
  (categoryCodes(game).length - categoryCodes(game).indexOf(category)) * 100_00;

/** A valid draw of each game, chosen to be plain to read (not to make anyone win). */
function defaultDraw(game: GameSlug, eventCount: number): Draw {
  switch (game) {
    case 'superenalotto':
      return { numbers: [1, 2, 3, 4, 5, 6], jolly: 7, superstar: 8 };
    case 'sivincetutto':
      return { numbers: [1, 2, 3, 4, 5, 6] };
    case 'eurojackpot':
      return { numbers: [1, 2, 3, 4, 5], euronumbers: [1, 2] };
    case 'totocalcio':
      return {
        numbers: [],
        signs: Array.from({ length: eventCount }, (_, i) => ({
          eventNumber: i + 1,
          sign: (['1', 'X', '2'] as const)[i % 3],
        })),
      };
  }
}

/**
 * The draw result of a closed contest (`makeContest(t, game, { daysFromNow: -1 })`, or `closeContest`), through the
 * results service as staff do it: one user enters the draft with every prize category, another confirms it, which
 * queues the wins job (`runWins` runs it). Answers the stored result and the job's id (null for a draft).
 */
export async function makeResult(t: TestApp, game: GameSlug, contestId: number, o: ResultOverrides = {}) {
  const [contest] = await t.database.db.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) throw new Error(`makeResult: no contest ${contestId}`);
  const eventCount =
    Array.isArray(contest.events) && contest.events.length > 0 ? contest.events.length : TOTOCALCIO_CONFIG.maxEvents;
  const base = defaultDraw(game, eventCount);
  const draw: Draw = {
    numbers: o.numbers ?? base.numbers,
    jolly: o.jolly !== undefined ? o.jolly : (base.jolly ?? null),
    superstar: o.superstar !== undefined ? o.superstar : (base.superstar ?? null),
    euronumbers: o.euronumbers !== undefined ? o.euronumbers : (base.euronumbers ?? null),
    signs: o.signs ? o.signs.map((sign, i) => ({ eventNumber: i + 1, sign })) : (base.signs ?? null),
  };
  const prizes = categoryCodes(game).map((category) => ({
    category,
    amountCents: o.prizes?.[category] ?? defaultPrizeCents(game, category),
  }));
  const svc = new ResultsService(t.database.db, winsHooks);
  const author = o.enteredBy ?? (await makeStaff(t));
  const entered = await svc.put(
    game,
    contestId,
    resultPutRequest.parse({ ...draw, prizes }),
    { userId: author.id, username: author.username },
    { actor: author.username },
  );
  if (o.draft) return { result: entered, jobId: null };
  const confirmer = o.confirmedBy ?? (await makeStaff(t));
  const { jobId } = await svc.confirm(
    game,
    contestId,
    entered.version,
    { userId: confirmer.id, username: confirmer.username },
    { actor: confirmer.username },
  );
  return { result: await svc.get(game, contestId), jobId };
}

/**
 * A draw that a system wins with: its first column's own numbers. SuperEnalotto: the first six, the seventh as the
 * Jolly and a SuperStar the column does not play; EuroJackpot: the first five and two of its Euronumbers. `jollyInstead`
 * (SuperEnalotto) draws five of them, the sixth as the Jolly and one the column does not play (the "5+1" category).
 * For `makeResult(t, game, contestId, { ...await winningDraw(t, systemId), ... })`.
 */
export async function winningDraw(t: TestApp, systemId: number, o: { jollyInstead?: boolean } = {}) {
  const [system] = await t.database.db.select().from(systems).where(eq(systems.id, systemId));
  if (!system) throw new Error(`winningDraw: no system ${systemId}`);
  const played = (system.modules as Array<{ numbers: number[]; euronumbers?: number[] | null }>)[0];
  if (system.game === 'eurojackpot')
    return {
      numbers: played.numbers.slice(0, 5),
      euronumbers: played.euronumbers!.slice(0, 2),
    } satisfies ResultOverrides;
  if (system.game !== 'superenalotto') throw new Error(`winningDraw: no winning draw for ${system.game}`);
  /** The highest numbers of 1–90 outside `taken`. */
  const outside = (taken: number[]) => [...Array(90).keys()].map((n) => 90 - n).filter((n) => !taken.includes(n));
  if (!o.jollyInstead) {
    const numbers = played.numbers.slice(0, 6);
    return { numbers, jolly: played.numbers[6], superstar: outside(played.numbers)[0] } satisfies ResultOverrides;
  }
  const [sixth, superstar] = outside(played.numbers);
  return {
    numbers: [...played.numbers.slice(0, 5), sixth],
    jolly: played.numbers[5],
    superstar,
  } satisfies ResultOverrides;
}

/**
 * Run the wins job of a contest's confirmed result to its end, here and now, as the wins worker runs it (queued by
 * the confirmation, or started for the confirmed version). Answers the job's figures; null without a confirmed result.
 */
export async function runWins(t: TestApp, contestId: number) {
  return computeContestWins(t.database.db, contestId);
}
