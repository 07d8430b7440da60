/**
 * The 14 matches of a Totocalcio round (decisions.md: contests carry 14 events, home – away, kick-off). The demo
 * calendar has no fixtures feed, so the round is drawn deterministically from the contest's year and number out of
 * Serie A (events 1–10) and Serie B (11–14) clubs: the same contest always gets the same matches, no team plays twice
 * in a round, and every kick-off falls after the contest's sales close (Saturday 14:30 for the Sunday round).
 */
import type { TotocalcioMatch, TotocalcioSystemInfo } from '@bacheca/domain';
import { addDays, romeInstant } from '@bacheca/domain/rome-time';

const SERIE_A = [
  'Atalanta',
  'Bologna',
  'Cagliari',
  'Como',
  'Cremonese',
  'Fiorentina',
  'Genoa',
  'Hellas Verona',
  'Inter',
  'Juventus',
  'Lazio',
  'Lecce',
  'Milan',
  'Napoli',
  'Parma',
  'Pisa',
  'Roma',
  'Sassuolo',
  'Torino',
  'Udinese',
];
const SERIE_B = [
  'Avellino',
  'Bari',
  'Carrarese',
  'Catanzaro',
  'Cesena',
  'Empoli',
  'Frosinone',
  'Juve Stabia',
  'Mantova',
  'Modena',
  'Monza',
  'Padova',
  'Palermo',
  'Pescara',
  'Reggiana',
  'Sampdoria',
  'Spezia',
  'Südtirol',
  'Venezia',
  'Virtus Entella',
];

/** Kick-offs as [days after Saturday, local time]: Saturday afternoon and evening, then Sunday. */
const SLOTS: [number, string][] = [
  [0, '15:00'],
  [0, '18:00'],
  [0, '20:45'],
  [1, '12:30'],
  [1, '15:00'],
  [1, '15:00'],
  [1, '15:00'],
  [1, '18:00'],
  [1, '18:00'],
  [1, '20:45'],
  [0, '15:00'],
  [0, '17:15'],
  [1, '15:00'],
  [1, '17:15'],
];

/** A small deterministic generator (mulberry32) seeded by the contest. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The round of a contest drawn on `drawDate` (a Sunday, YYYY-MM-DD); kick-offs are Rome times. */
export function totocalcioRound(year: number, number: number, drawDate: string): TotocalcioMatch[] {
  const next = rng(year * 1000 + number);
  const a = shuffled(SERIE_A, next);
  const b = shuffled(SERIE_B, next);
  const day = (offset: number) => addDays(drawDate, offset - 1);
  const pairs: [string, string][] = [
    ...Array.from({ length: 10 }, (_, i) => [a[2 * i], a[2 * i + 1]] as [string, string]),
    ...Array.from({ length: 4 }, (_, i) => [b[2 * i], b[2 * i + 1]] as [string, string]),
  ];
  return pairs.map(([home, away], i) => ({
    eventNumber: i + 1,
    home,
    away,
    kickOff: romeInstant(day(SLOTS[i][0]), SLOTS[i][1]).toISOString(),
  }));
}

/** What systems.totocalcio holds. */
export interface StoredTotocalcio {
  formula: 11 | 13;
  concession: 'PGS' | 'TEL';
  events: { eventNumber: number; mandatory: boolean; signs: ('1' | 'X' | '2')[] }[];
}

/** A Totocalcio system's choices with the matches of its contest (the detail's events and signs). */
export function totocalcioDetail(stored: unknown, contestEvents: unknown): TotocalcioSystemInfo | null {
  if (!stored) return null;
  const t = stored as StoredTotocalcio;
  const matches = new Map(((contestEvents ?? []) as TotocalcioMatch[]).map((m) => [m.eventNumber, m]));
  return {
    formula: t.formula,
    concession: t.concession,
    events: t.events.map((e) => {
      const m = matches.get(e.eventNumber);
      return { ...e, home: m?.home ?? '', away: m?.away ?? '', kickOff: m?.kickOff ?? '' };
    }),
  };
}
