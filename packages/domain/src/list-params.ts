/**
 * The filters and sort of every list, declared once and without zod: the API builds its `*ListQuery` schemas from
 * these tables (`schemas/common.ts` `listParamsShape`), the browser builds the parsers of the list URLs from the
 * same tables (`apps/web/src/lib/list-search.ts` `listSearchShape`). Zod-free because the browser validates every
 * list URL in its entry graph, which must not evaluate the schemas (bundle size).
 *
 * Each side reads a kind its own way: the API refuses a bad value with a message, the URL drops it (a hand-edited
 * link still opens the list). Paging (`page`, `pageSize`) is the same for every list and is not declared here.
 */
import {
  ADMIN_SORT_FIELDS,
  AWARD_SORT_FIELDS,
  CONCESSIONS,
  GRAPHIC_SORT_FIELDS,
  GRAPHIC_TEMPLATES,
  JOB_SORT_FIELDS,
  JOB_STATUSES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SCOPES,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_STATES,
  RICEVITORE_SORT_FIELDS,
  STAFF_ROLE_VALUES,
  STRUCTURE_SORT_FIELDS,
  STRUCTURE_STATUSES,
  STRUCTURE_VISIBILITIES,
  SYSTEM_SORT_FIELDS,
  SYSTEM_STATUSES,
  WINS_SORT_FIELDS,
} from './enums';
import { BOARD_TYPES } from './engine/config';
import { GAME_SLUGS } from './games';

export type ListParam =
  /** Free text up to `max` characters; `trim`: the API trims it before use (the URL always does). */
  | { readonly kind: 'text'; readonly max: number; readonly trim?: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  /** A database id (serial). */
  | { readonly kind: 'id' }
  /** An amount in integer cents, 0 to 1.000.000 euro. */
  | { readonly kind: 'cents' }
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  | { readonly kind: 'bool' }
  /** A calendar day `YYYY-MM-DD`. */
  | { readonly kind: 'date' }
  /** A province code, e.g. RM, in capitals whatever was typed. */
  | { readonly kind: 'province' }
  /** `field` ascending or `-field` descending, among the list's sortable fields. */
  | { readonly kind: 'sort'; readonly fields: readonly [string, ...string[]] };

export type ListParams = Readonly<Record<string, ListParam>>;

/** The value a parameter yields once read. */
export type ListParamValue<P extends ListParam> = P extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : P extends { kind: 'sort'; fields: readonly (infer F extends string)[] }
    ? F | `-${F}`
    : P extends { kind: 'bool' }
      ? boolean
      : P extends { kind: 'text' | 'date' | 'province' }
        ? string
        : number;

const text = (max: number, trim?: boolean) => ({ kind: 'text', max, ...(trim ? { trim } : {}) }) as const;
const oneOf = <const T extends readonly string[]>(values: T) => ({ kind: 'enum', values }) as const;
const sortBy = <const T extends readonly [string, ...string[]]>(fields: T) => ({ kind: 'sort', fields }) as const;
const ID = { kind: 'id' } as const;
const CENTS = { kind: 'cents' } as const;
const BOOL = { kind: 'bool' } as const;
const DATE = { kind: 'date' } as const;
/** Quote still available on a system, at least. */
const AVAILABLE_FROM = { kind: 'int', min: 0, max: 125 } as const;

/** The filters of a list: every declared parameter but its sort. */
export function listFilterKeys<T extends ListParams>(params: T): Exclude<keyof T & string, 'sort'>[] {
  return Object.keys(params).filter((k) => k !== 'sort') as Exclude<keyof T & string, 'sort'>[];
}

/** /amministratori: text over username, name and e-mail, role and account states. */
export const ADMIN_LIST_PARAMS = {
  /** Contains, case-insensitive, over username, name and e-mail. */
  q: text(200, true),
  role: oneOf(STAFF_ROLE_VALUES),
  enabled: BOOL,
  active: BOOL,
  blocked: BOOL,
  sort: sortBy(ADMIN_SORT_FIELDS),
} as const satisfies ListParams;

/** /ricevitorie: the outlet list's filters (the active count takes them too, without the sort). */
export const RICEVITORE_FILTER_PARAMS = {
  /**
   * Words matched as prefixes (all of them) over IVR code, username, denomination, contact name, city and e-mail:
   * `tab ross` finds "Tabaccheria Rossi".
   */
  q: text(200, true),
  /** IVR code starting with. */
  ivrCode: text(20, true),
  /** Denomination having words that start with these (case-insensitive): `centr ross` finds "Tabaccheria Centrale Rossi". */
  denomination: text(100, true),
  /** City starting with (case-insensitive). */
  city: text(100, true),
  province: { kind: 'province' },
  region: text(60, true),
  /** NORD_OVEST, NORD_EST, CENTRO, SUD, ISOLE. */
  zone: text(30, true),
  concession: oneOf(CONCESSIONS),
  enabled: BOOL,
  active: BOOL,
  blocked: BOOL,
  /** Board flags. */
  sip: BOOL,
  tcal: BOOL,
  tgol: BOOL,
  /** Last Web access on or after this day (Europe/Rome). */
  lastAccessFrom: DATE,
  /** Last Web access on or before this day (Europe/Rome). */
  lastAccessTo: DATE,
} as const satisfies ListParams;
export const RICEVITORE_LIST_PARAMS = {
  ...RICEVITORE_FILTER_PARAMS,
  sort: sortBy(RICEVITORE_SORT_FIELDS),
} as const satisfies ListParams;

/** /{game}/strutture (spec §2). */
export const STRUCTURE_LIST_PARAMS = {
  q: text(200),
  boardType: oneOf(BOARD_TYPES),
  status: oneOf(STRUCTURE_STATUSES),
  visibility: oneOf(STRUCTURE_VISIBILITIES),
  quotaPriceFrom: CENTS,
  quotaPriceTo: CENTS,
  totalPriceFrom: CENTS,
  totalPriceTo: CENTS,
  sort: sortBy(STRUCTURE_SORT_FIELDS),
} as const satisfies ListParams;

/** /{game}/sistemi (spec §2: text, status, contest, advanced), plus the structure from its detail. */
export const SYSTEM_LIST_PARAMS = {
  q: text(200),
  status: oneOf(SYSTEM_STATUSES),
  contestId: ID,
  structureId: ID,
  quotaPriceFrom: CENTS,
  quotaPriceTo: CENTS,
  totalPriceFrom: CENTS,
  totalPriceTo: CENTS,
  availableFrom: AVAILABLE_FROM,
  evidence: BOOL,
  /** "Solo vincenti": true = a win on the contest's confirmed result; false = every other system. */
  winning: BOOL,
  sort: sortBy(SYSTEM_SORT_FIELDS),
} as const satisfies ListParams;

/** /archivio-sistemi: every game's systems ("Gestione Sistemi Si.ce."). */
export const ARCHIVE_LIST_PARAMS = {
  q: text(200),
  game: oneOf(GAME_SLUGS),
  status: oneOf(SYSTEM_STATUSES),
  contestId: ID,
  boSystem: BOOL,
  quotaPriceFrom: CENTS,
  quotaPriceTo: CENTS,
  /** "Solo vincenti", as the game's list. */
  winning: BOOL,
  sort: sortBy(SYSTEM_SORT_FIELDS),
} as const satisfies ListParams;

/** The outlet's board (/bacheca): game, contest, quota price range, available quote at least, held. */
export const BOARD_LIST_PARAMS = {
  q: text(200),
  game: oneOf(GAME_SLUGS),
  contestId: ID,
  quotaPriceFrom: CENTS,
  quotaPriceTo: CENTS,
  availableFrom: AVAILABLE_FROM,
  /** Only the systems the outlet holds quote of. */
  held: BOOL,
} as const satisfies ListParams;

/** /{game}/grafica: text over name and structure, structure, type. */
export const GRAPHIC_LIST_PARAMS = {
  q: text(200),
  structureId: ID,
  type: oneOf(GRAPHIC_TEMPLATES),
  sort: sortBy(GRAPHIC_SORT_FIELDS),
} as const satisfies ListParams;

/** /{game}/job (spec §2): id, author, contest, date, status. */
export const JOB_LIST_PARAMS = {
  id: text(30),
  author: text(100),
  contestId: ID,
  dateFrom: DATE,
  dateTo: DATE,
  status: oneOf(JOB_STATUSES),
  sort: sortBy(JOB_SORT_FIELDS),
} as const satisfies ListParams;

/** /notifications/{type}: text, category, scope, state, the days shown. */
export const NOTIFICATION_LIST_PARAMS = {
  q: text(200),
  category: oneOf(NOTIFICATION_CATEGORIES),
  scope: oneOf(NOTIFICATION_SCOPES),
  state: oneOf(NOTIFICATION_STATES),
  /** Shown on some day from `dateFrom` to `dateTo` (Europe/Rome calendar days). */
  dateFrom: DATE,
  dateTo: DATE,
  sort: sortBy(NOTIFICATION_SORT_FIELDS),
} as const satisfies ListParams;

/** /superenalotto/premi-straordinari: text and which contests (the API reads an absent `when` as `all`). */
export const AWARD_LIST_PARAMS = {
  q: text(200),
  when: oneOf(['upcoming', 'past', 'all']),
  sort: sortBy(AWARD_SORT_FIELDS),
} as const satisfies ListParams;

/** A contest's winners: `all` also lists the systems that won nothing. */
export const WINS_LIST_PARAMS = {
  all: BOOL,
  sort: sortBy(WINS_SORT_FIELDS),
} as const satisfies ListParams;

/**
 * The activity log's filters. Their values are checked by the API (codes against the catalogue, the IP's form) in
 * `schemas/audit.ts`; the URL only keeps them as text up to 100 characters (the catalogue stays out of the entry).
 */
export const AUDIT_FILTER_KEYS = [
  'actor',
  'onBehalfOf',
  'entityType',
  'entityId',
  'action',
  'outcome',
  'dateFrom',
  'dateTo',
  'ip',
] as const;

/** The price ranges of the lists: "from" never above "to". */
export const QUOTA_PRICE_RANGE = ['quotaPriceFrom', 'quotaPriceTo'] as const;
export const TOTAL_PRICE_RANGE = ['totalPriceFrom', 'totalPriceTo'] as const;
