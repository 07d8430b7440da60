import type { GameSlug } from '../../games';
import { format } from '../../messages';
import { RESULT_TEXTS } from '../../messages-results';
import { binomialCached, combinations } from '../combinatorics';
import { gameConfig, isNumericalGame, type NumericalGameSlug } from '../config';
import { formatCount } from '../result';
import { categoryCodes } from './categories';
import { cruciverbaLines, firstCombination, moduleCombinations } from './combinations';
import { eurojackpotCategory, sivincetuttoCategory, superenalottoCategory } from './score';
import { CRUCIVERBA_ODDS } from './cruciverba-odds.data';
import type { ListAggregate, ModuleForWins, SystemForWins } from './types';

/**
 * Odds of a system: for each category, how many of the possible draws make at least one of its
 * plays win that category. Exact integers.
 *
 * The draws are counted through their meeting with the system: S = the drawn numbers among the system's distinct
 * numbers U (|S| ≤ the numbers drawn), the others drawn outside U in C(R − |U|, d − |S|) ways. Which categories S
 * wins is decided per *item*: a family "bases B + r of the varianti V" (integral, basi e varianti, each cruciverba
 * line) by its hit counts, a stored combination (reduced systems) directly. U is cut into blocks whose numbers play
 * symmetric roles (one block for a single integral, bases and varianti for a single basi e varianti module, one
 * number per block otherwise), and one S per vector of counts per block stands for Π C(|block|, count) of them.
 * The Jolly: a play wins 5+1 when the drawn Jolly is its sixth number, so the Jolly choices are counted from the
 * set of sixth numbers of the 5-hit plays. SuperStar: the drawn SuperStar is one of the system's SuperStar numbers
 * (each its own case) or another (one case standing for the rest); it decides which plays are Stella plays.
 * EuroJackpot: the Euronumeri draws are grouped by how many of each module's Euronumeri they hit.
 */

/** One category's odds: `winningDraws` of `totalDraws` possible draws win it (see decisions.md). */
export interface CategoryOdds {
  category: string;
  winningDraws: bigint;
  totalDraws: bigint;
}

/** Options of {@link systemOdds}. */
export interface OddsOptions {
  /** A smaller game (tests): numbers 1…numbers, Euronumeri 1…euronumbers (default: the game's ranges). */
  range?: { numbers: number; euronumbers?: number };
  /** Work bound (draw patterns visited × items × SuperStar or Euronumeri cases); above it: null. Default 150 million
   * (a few seconds at most). */
  maxWork?: number;
}

/**
 * What the odds count over: a family "bases + r of the varianti" (minus the combination `exclude`, a singleStar
 * module's starred one, which is counted apart), or one stored combination.
 */
type Item =
  | { kind: 'family'; base: number[]; varianti: number[]; r: number; exclude?: number[] }
  | { kind: 'combo'; members: number[] };

/** The plays of one module, split by how they are played under a drawn SuperStar (see module comment). */
interface ModuleItems {
  /** Items of every combination of the module. */
  all: Item[];
  /** singleStar: the starred combination (also inside `all`, as a combo), and its star. */
  single: { item: Item; star: number } | null;
  stars: number[];
}

const big = (n: number) => BigInt(n);
const Cb = (n: number, k: number) => binomialCached(n, k);
const C = (n: number, k: number) => Number(binomialCached(n, k));

/** The items of a module over the indices of U. */
function moduleItems(game: NumericalGameSlug, m: ModuleForWins, index: Map<number, number>): ModuleItems {
  const k = gameConfig(game).numbersPerCombination;
  const ix = (xs: readonly number[]) => xs.map((n) => index.get(n)!);
  const stars = [...(m.superstars ?? [])];
  let all: Item[];
  switch (m.type) {
    case 'INTEGRALE':
    case 'EUROJACKPOT':
      all = [{ kind: 'family', base: [], varianti: ix(m.numbers), r: k }];
      break;
    case 'BASI_VARIANTI': {
      const base = m.base ?? [];
      all = [
        {
          kind: 'family',
          base: ix(base),
          varianti: ix(m.varianti ?? m.numbers.filter((n) => !base.includes(n))),
          r: k - base.length,
        },
      ];
      break;
    }
    case 'CRUCIVERBA':
      all = cruciverbaLines(m.grid ?? []).map((line) => ({ kind: 'family', base: [], varianti: ix(line), r: k }));
      break;
    case 'RIDOTTO':
      all = moduleCombinations(game, m).map((c) => ({ kind: 'combo', members: ix(c) }));
      break;
  }
  if (m.singleStar && stars.length > 0) {
    // The starred first combination is played only with its star; the module's other combinations only plain.
    const first: Item = { kind: 'combo', members: ix(firstCombination(game, m)) };
    // the first combination leaves exactly one item (a reduced design holds it once, two cruciverba lines never share six numbers)
    const rest = all.flatMap((it) => splitOff(it, first));
    return { all: rest, single: { item: first, star: stars[0] }, stars };
  }
  return { all, single: null, stars };
}

/** The item without the one combination `first`: a family excludes it (when it holds it), a combination is dropped. */
function splitOff(item: Item, first: Item & { kind: 'combo' }): Item[] {
  const members = new Set(first.members);
  if (item.kind === 'combo')
    return item.members.length === members.size && item.members.every((i) => members.has(i)) ? [] : [item];
  const holds =
    item.base.every((i) => members.has(i)) &&
    first.members.filter((i) => !item.base.includes(i)).every((i) => item.varianti.includes(i));
  return [holds ? { ...item, exclude: first.members } : item];
}

/**
 * The state of the enumeration: which numbers of U are in S, and each item's hits (bases and varianti apart),
 * kept up to date as numbers enter and leave S.
 */
class HitState {
  readonly inS: Uint8Array;
  /** hits[2·id] = hits among the item's bases (a combination's members), hits[2·id + 1] = among its varianti. */
  readonly hits: Int32Array;
  private readonly membership: number[][];
  private readonly stamp: Int32Array;
  private tick = 0;
  readonly present: Uint8Array;

  constructor(
    readonly items: readonly Item[],
    u: number,
    readonly k: number,
  ) {
    this.inS = new Uint8Array(u);
    this.hits = new Int32Array(items.length * 2);
    this.membership = Array.from({ length: u }, () => []);
    items.forEach((it, id) => {
      const base = it.kind === 'combo' ? it.members : it.base;
      for (const i of base) this.membership[i].push(2 * id);
      if (it.kind === 'family') for (const i of it.varianti) this.membership[i].push(2 * id + 1);
    });
    this.stamp = new Int32Array(u);
    this.present = new Uint8Array(k + 1);
  }

  add(i: number) {
    this.inS[i] = 1;
    for (const slot of this.membership[i]) this.hits[slot]++;
  }

  remove(i: number) {
    this.inS[i] = 0;
    for (const slot of this.membership[i]) this.hits[slot]--;
  }

  /**
   * Evaluates the items `ids` on the current S: fills `present` (present[t] = 1 when a play with t hits exists) and
   * answers how many distinct numbers are the sixth (undrawn) number of a play with k − 1 hits (when `sixth`).
   */
  evaluate(ids: readonly number[], sixth: boolean): number {
    const { present, hits, inS, k, items } = this;
    present.fill(0);
    this.tick++;
    let sixthCount = 0;
    const mark = (i: number) => {
      if (this.stamp[i] !== this.tick) {
        this.stamp[i] = this.tick;
        sixthCount++;
      }
    };
    for (const id of ids) {
      const it = items[id];
      const hB = hits[2 * id];
      if (it.kind === 'combo') {
        present[hB] = 1;
        if (sixth && hB === k - 1) for (const i of it.members) if (!inS[i]) mark(i);
        continue;
      }
      const hV = hits[2 * id + 1];
      const v = it.varianti.length;
      const lo = Math.max(0, it.r - (v - hV));
      const hi = Math.min(hV, it.r);
      // The excluded combination: its hits t0, and its undrawn number when it has k − 1 hits.
      let t0 = -1;
      let out0 = -1;
      if (it.exclude) {
        t0 = 0;
        for (const i of it.exclude) {
          if (inS[i]) t0++;
          else out0 = i;
        }
      }
      for (let j = lo; j <= hi; j++) {
        // a count of one at t0 is the excluded combination alone
        if (hB + j !== t0 || C(hV, j) * C(v - hV, it.r - j) > 1) present[hB + j] = 1;
      }
      const j5 = k - 1 - hB;
      if (sixth && j5 >= lo && j5 <= hi) {
        const missB = it.base.length - hB;
        if (missB === 1 && j5 === it.r) {
          // every (k − 1)-hit play's undrawn number is that base: gone only if the excluded one was the only play
          if (t0 !== k - 1 || C(hV, j5) > 1) for (const i of it.base) if (!inS[i]) mark(i);
        } else if (missB === 0 && it.r - j5 === 1) {
          // each undrawn variante x is the sixth number of C(hV, j5) plays
          const alone = t0 === k - 1 && C(hV, j5) === 1;
          for (const i of it.varianti) if (!inS[i] && !(alone && i === out0)) mark(i);
        }
      }
    }
    return sixthCount;
  }
}

/**
 * The blocks of interchangeable numbers of U: numbers with the same role (base, varianti, member) in every item.
 * Swapping two of them maps the system onto itself, so one S per vector of counts per block is exact.
 */
function blocksOf(items: readonly Item[], u: number): number[][] {
  const signature: string[] = Array.from({ length: u }, () => '');
  items.forEach((it, id) => {
    const base = it.kind === 'combo' ? it.members : it.base;
    for (const i of base) signature[i] += `b${id},`;
    if (it.kind === 'family') for (const i of it.varianti) signature[i] += `v${id},`;
    if (it.kind === 'family') for (const i of it.exclude ?? []) signature[i] += `x${id},`;
  });
  const groups = new Map<string, number[]>();
  signature.forEach((sig, i) => {
    const g = groups.get(sig) ?? [];
    g.push(i);
    groups.set(sig, g);
  });
  return [...groups.values()];
}

/** Number of S the enumeration visits (for the work bound). */
function nodes(blocks: number[][], d: number): number {
  let ways = new Array<number>(d + 1).fill(0);
  ways[0] = 1;
  for (const block of blocks) {
    const next = new Array<number>(d + 1).fill(0);
    for (let s = 0; s <= d; s++) for (let c = 0; c <= Math.min(block.length, d - s); c++) next[s + c] += ways[s];
    ways = next;
  }
  return ways.reduce((a, b) => a + b, 0);
}

/** Calls `visit(s, weight)` once for one S per vector of block counts (Σ ≤ d), weight Π C(|block|, count). */
function enumerate(blocks: number[][], state: HitState, d: number, visit: (s: number, weight: number) => void) {
  // Each call visits the S built so far (blocks from `from` on still empty), then extends it with a later block.
  const walk = (from: number, s: number, weight: number) => {
    visit(s, weight);
    for (let b = from; b < blocks.length; b++) {
      const block = blocks[b];
      const most = Math.min(block.length, d - s);
      for (let c = 1; c <= most; c++) {
        state.add(block[c - 1]);
        walk(b + 1, s + c, weight * Number(Cb(block.length, c)));
      }
      for (let c = most; c >= 1; c--) state.remove(block[c - 1]);
    }
  };
  walk(0, 0, 1);
}

function aggregateLists(blocks: number[][], state: HitState, d: number, k: number, lists: number[][]): ListAggregate[] {
  const out = lists.map(() => ({
    present: Array.from({ length: k + 1 }, () => new Array<number>(d + 1).fill(0)),
    sixth: new Array<number>(d + 1).fill(0),
    sixthOne: new Array<number>(d + 1).fill(0),
  }));
  enumerate(blocks, state, d, (s, w) => {
    lists.forEach((ids, li) => {
      const g = out[li];
      const sixth = state.evaluate(ids, true);
      const present = state.present;
      for (let t = 0; t <= k; t++) if (present[t]) g.present[t][s] += w;
      if (present[k - 1]) {
        g.sixth[s] += w * sixth;
        if (sixth === 1) g.sixthOne[s] += w;
      }
    });
  });
  return out;
}

/** The aggregate of a lone cruciverba of side `dimension` without SuperStar, computed (offline: see the data file). */
export function cruciverbaAggregate(dimension: number): ListAggregate {
  const xs = Array.from({ length: dimension * dimension }, (_, i) => i + 1);
  const m: ModuleForWins = {
    type: 'CRUCIVERBA',
    numbers: xs,
    grid: Array.from({ length: dimension }, (_, r) => xs.slice(r * dimension, r * dimension + dimension)),
  };
  const index = new Map(xs.map((n, i) => [n, i]));
  const items = moduleItems('superenalotto', m, index).all;
  const state = new HitState(items, xs.length, 6);
  return aggregateLists(blocksOf(items, xs.length), state, 6, 6, [items.map((_, i) => i)])[0];
}

/**
 * Exact odds of every category of the game for one system (not Totocalcio: null). Null also when the work bound is
 * exceeded (a system too irregular for the enumeration, e.g. a cruciverba of 7 or more: see docs/decisions.md).
 */
export function systemOdds(game: GameSlug, system: SystemForWins, options: OddsOptions = {}): CategoryOdds[] | null {
  if (!isNumericalGame(game)) return null;
  const config = gameConfig(game);
  const R = options.range?.numbers ?? config.numbers.max - config.numbers.min + 1;
  const k = config.numbersPerCombination;
  const d = game === 'eurojackpot' ? k : 6;
  const U = [...new Set(system.modules.flatMap((m) => [...m.numbers]))].sort((a, b) => a - b);
  const index = new Map(U.map((n, i) => [n, i]));
  const modules = system.modules.map((m) => moduleItems(game, m, index));
  // Every item once, with its id; per module the ids of its plain items and of its singleStar combination.
  const items: Item[] = [];
  const ids = (xs: Item[]) => xs.map((it) => items.push(it) - 1);
  const layout = modules.map((m) => ({
    all: ids(m.all),
    single: m.single ? { id: ids([m.single.item])[0], star: m.single.star } : null,
    stars: m.stars,
  }));
  const blocks = blocksOf(items, U.length);
  const starValues = [...new Set(modules.flatMap((m) => m.stars))];
  // SuperEnalotto evaluates at most one list per distinct SuperStar case plus the Stella ones of singleStar modules.
  const classes = game === 'superenalotto' ? Math.min(2 * (starValues.length + 1), 1 + starValues.length) : 1;
  const tooMuch = nodes(blocks, d) * (items.length + 1) * classes > (options.maxWork ?? 150_000_000);
  if (tooMuch && game !== 'superenalotto') return null;
  const state = new HitState(items, U.length, k);
  const outside = (s: number) => Cb(R - U.length, d - s);
  // Per category and |S|, the weighted count of patterns, as exact integers in doubles: the weights sum to at most
  // Σ C(|U|, ≤ d) ≤ C(90, 6)·7 and multiply by at most 90 SuperStar × 84 Jolly × 66 Euronumeri cases, under 2^53.
  const acc = new Map<string, Float64Array>(categoryCodes(game).map((c) => [c, new Float64Array(d + 1)]));
  const add = (c: string | null, s: number, n: number) => {
    if (c !== null && n !== 0) acc.get(c)![s] += n;
  };
  const wonOf = (c: string): bigint => {
    const perS = acc.get(c)!;
    let sum = 0n;
    perS.forEach((n, s) => {
      if (n !== 0) sum += BigInt(n) * outside(s);
    });
    return sum;
  };

  if (game === 'sivincetutto') {
    const all = layout.flatMap((m) => m.all);
    enumerate(blocks, state, d, (s, w) => {
      state.evaluate(all, false);
      state.present.forEach((p, t) => p && add(sivincetuttoCategory(t), s, w));
    });
    const total = Cb(R, d);
    return categoryCodes(game).map((c) => ({ category: c, winningDraws: wonOf(c), totalDraws: total }));
  }

  if (game === 'eurojackpot') {
    const Re = options.range?.euronumbers ?? 12;
    const per = config.euronumbers?.perCombination ?? 2;
    // Euronumeri draws grouped by the hits on each module's Euronumeri: which b each module can reach.
    const groups = new Map<string, { reachable: boolean[][]; count: number }>();
    for (const pair of combinations(
      Array.from({ length: Re }, (_, i) => i + 1),
      per,
    )) {
      const reachable = system.modules.map((m) => {
        const euro = m.euronumbers ?? [];
        const h = euro.filter((e) => pair.includes(e)).length;
        return Array.from({ length: per + 1 }, (_, b) => b <= h && euro.length - h >= per - b);
      });
      const key = JSON.stringify(reachable);
      const g = groups.get(key) ?? { reachable, count: 0 };
      g.count += 1;
      groups.set(key, g);
    }
    const groupList = [...groups.values()];
    enumerate(blocks, state, d, (s, w) => {
      const present = layout.map((m) => {
        state.evaluate(m.all, false);
        return [...state.present];
      });
      for (const g of groupList) {
        const seen = new Set<string>();
        present.forEach((p, i) => {
          p.forEach((has, t) => {
            if (!has) return;
            g.reachable[i].forEach((ok, b) => {
              const c = ok ? eurojackpotCategory(t, b) : null;
              if (c !== null) seen.add(c);
            });
          });
        });
        for (const c of seen) add(c, s, w * g.count);
      }
    });
    const total = Cb(R, d) * Cb(Re, per);
    return categoryCodes(game).map((c) => ({ category: c, winningDraws: wonOf(c), totalDraws: total }));
  }

  // SuperEnalotto: per drawn SuperStar class, the plain plays P and the Stella plays T.
  const hasStars = starValues.length > 0;
  const classList: { star: number | null; mult: number }[] = [
    ...starValues.map((x) => ({ star: x, mult: 1 })),
    { star: null, mult: R - starValues.length },
  ];
  const split = classList.map(({ star }) => {
    const plain: number[] = [];
    const stella: number[] = [];
    for (const m of layout) {
      if (m.single) {
        plain.push(...m.all);
        (star === m.single.star ? stella : plain).push(m.single.id);
      } else if (star !== null && m.stars.includes(star)) {
        stella.push(...m.all);
        // with two or more SuperStar numbers, each combination is also played with a star that was not drawn
        if (m.stars.length >= 2) plain.push(...m.all);
      } else plain.push(...m.all);
    }
    return { plain, stella };
  });
  const jollyChoices = R - 6;
  // The accumulators by [stella][jolly][hits] (null where no category), looked up once.
  const slot = [false, true].map((stella) =>
    [false, true].map((j) =>
      Array.from({ length: k + 1 }, (_, t) => {
        const c = superenalottoCategory(t, j, stella);
        return c === null ? null : acc.get(c)!;
      }),
    ),
  );
  // Lists of plays with the same items are evaluated once per pattern and counted for each of their uses.
  const lists = new Map<string, { ids: number[]; uses: { stella: number; mult: number }[] }>();
  split.forEach(({ plain, stella }, ci) => {
    for (const [ids, st] of [
      [plain, 0],
      [stella, 1],
    ] as const) {
      if (ids.length === 0) continue;
      const key = ids.join(',');
      const entry = lists.get(key) ?? { ids, uses: [] };
      entry.uses.push({ stella: st, mult: classList[ci].mult });
      lists.set(key, entry);
    }
  });
  const listArray = [...lists.values()];
  // One aggregate per distinct list: shipped for a lone cruciverba (all its grids alike), else enumerated.
  const m0 = system.modules[0];
  const shipped =
    system.modules.length === 1 && m0.type === 'CRUCIVERBA' && !m0.singleStar && listArray.length === 1
      ? CRUCIVERBA_ODDS[m0.grid?.length ?? 0]
      : undefined;
  let aggregates: ListAggregate[];
  if (shipped) aggregates = [shipped];
  else if (tooMuch) return null;
  else
    aggregates = aggregateLists(
      blocks,
      state,
      d,
      k,
      listArray.map((l) => l.ids),
    );
  listArray.forEach((list, li) => {
    const g = aggregates[li];
    for (const use of list.uses) {
      const plain = slot[use.stella][0];
      for (let s = 0; s <= d; s++) {
        for (let t = 0; t <= k; t++) {
          const a = plain[t];
          if (t !== k - 1 && a) a[s] += use.mult * jollyChoices * g.present[t][s];
        }
        // 5+1 when the Jolly is the sixth number of a 5-hit play; 5 when some 5-hit play lacks the Jolly
        slot[use.stella][1][k - 1]![s] += use.mult * g.sixth[s];
        plain[k - 1]![s] += use.mult * (jollyChoices * g.present[k - 1][s] - g.sixthOne[s]);
      }
    }
  });
  const numbersDraws = Cb(R, 6);
  return categoryCodes(game).map((c) => {
    const jolly = c === '5+1' || c === '5' || c === '5+1S' || c === '5S';
    const star = c.endsWith('S') || hasStars;
    const full = wonOf(c);
    const divisor = (jolly ? 1n : big(jollyChoices)) * (star ? 1n : big(R));
    return {
      category: c,
      winningDraws: full / divisor,
      totalDraws: numbersDraws * (jolly ? big(jollyChoices) : 1n) * (star ? big(R) : 1n),
    };
  });
}

/**
 * "1 su 2.345": the odds as one chance in total ÷ winning draws, rounded to the nearest integer, with the Italian
 * thousands separator; "nessuna possibilità" when no draw wins the category.
 */
export function formatOdds(odds: Pick<CategoryOdds, 'winningDraws' | 'totalDraws'>): string {
  if (odds.winningDraws <= 0n) return RESULT_TEXTS.ODDS_NONE;
  const ratio = (2n * odds.totalDraws + odds.winningDraws) / (2n * odds.winningDraws);
  return format(RESULT_TEXTS.ODDS, { ratio: formatCount(ratio < 1n ? 1n : ratio) });
}
