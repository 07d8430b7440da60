import { GAME_SLUGS, hasPermission, mayReadGame, type GameSlug, type Permission } from '@bacheca/domain';
import {
  SEARCH_LIMIT,
  SEARCH_TYPES,
  type SearchItem,
  type SearchResponse,
  type SearchType,
} from '@bacheca/domain/schemas/search';
import type { Db } from '../../db/client';

/**
 * Where each type's records are found: every module says itself what matches its list's free text (wired in app.ts,
 * as a module never imports another).
 */
export interface SearchSources {
  outlets: (db: Db, q: string, limit: number) => Promise<SearchItem[]>;
  staff: (db: Db, q: string, limit: number) => Promise<SearchItem[]>;
  structures: (db: Db, games: readonly GameSlug[], q: string, limit: number) => Promise<SearchItem[]>;
  systems: (db: Db, games: readonly GameSlug[], q: string, limit: number) => Promise<SearchItem[]>;
}

/**
 * Takes up to `limit` items from the lists by turns (one of each type, then the next of each), so no type crowds
 * the others out, and answers them grouped by type in {@link SEARCH_TYPES}' order.
 */
export function fairShare(lists: readonly SearchItem[][], limit: number): SearchItem[] {
  const taken: SearchItem[] = [];
  for (let i = 0; taken.length < limit && lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length && taken.length < limit) taken.push(l[i]);
  }
  const order = (t: SearchType) => SEARCH_TYPES.indexOf(t);
  return taken
    .map((item, i) => ({ item, i }))
    .sort((a, b) => order(a.item.type) - order(b.item.type) || a.i - b.i)
    .map((x) => x.item);
}

/** The header's search: only what the caller's permissions read, only the games that are switched on. */
export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly sources: SearchSources,
    private readonly enabledGames: readonly GameSlug[],
  ) {}

  async search(q: string, permissions: readonly Permission[]): Promise<SearchResponse> {
    const p = { roles: [], permissions: [...permissions] };
    const games = GAME_SLUGS.filter((g) => this.enabledGames.includes(g) && mayReadGame(permissions, g));
    const none = Promise.resolve([] as SearchItem[]);
    // one at a time: PGlite serves one query at a time anyway, and a pool keeps its connections for the lists
    const lists = [
      await (hasPermission(p, 'read_ricevitore') ? this.sources.outlets(this.db, q, SEARCH_LIMIT) : none),
      await (hasPermission(p, 'crud_read_admin') ? this.sources.staff(this.db, q, SEARCH_LIMIT) : none),
      await this.sources.structures(this.db, games, q, SEARCH_LIMIT),
      await this.sources.systems(this.db, games, q, SEARCH_LIMIT),
    ];
    return { items: fairShare(lists, SEARCH_LIMIT) };
  }
}
