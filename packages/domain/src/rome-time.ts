/**
 * Europe/Rome time, the one rule for server, browser and exports (docs/domain.md §1): instants are shown, typed and
 * filtered as Italian staff read them. Calendar days are `YYYY-MM-DD`; wall-clock times `HH:MM`.
 *
 * Within FAST_YEARS the EU summer-time rule is computed by hand (exports format tens of thousands of cells, and
 * Intl.DateTimeFormat#formatToParts is two orders of magnitude slower); rome-time.test.ts checks it against Intl for
 * every hour of those years. Outside them Intl answers, so a change of the rule is not silently mis-read.
 * Zod-free and imported by subpath (`@bacheca/domain/rome-time`), so the browser pulls in nothing else.
 */

export const ROME_TIME_ZONE = 'Europe/Rome';

/** Years whose instants are converted by the hand-written EU rule (the range the test proves against Intl). */
export const FAST_YEARS = { from: 2000, to: 2040 } as const;

/** Wall-clock fields of an instant in Europe/Rome (month 1–12). */
export interface RomeParts {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC of the last Sunday of a month (0-based): when EU summer time starts (March) or ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const d = new Date(Date.UTC(year, month + 1, 0, 1));
  return d.getTime() - d.getUTCDay() * DAY;
}

let intlParts: Intl.DateTimeFormat | undefined;

/** The same fields through Intl (outside FAST_YEARS, and the reference the fast rule is tested against). */
export function romePartsIntl(at: Date): RomeParts {
  intlParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ROME_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(intlParts.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute };
}

/** Wall-clock fields of an instant in Europe/Rome. */
export function romeParts(at: Date): RomeParts {
  const t = at.getTime();
  const y = at.getUTCFullYear();
  if (y < FAST_YEARS.from || y > FAST_YEARS.to) return romePartsIntl(at);
  const summer = t >= lastSundayAt1Utc(y, 2) && t < lastSundayAt1Utc(y, 9);
  const r = new Date(t + (summer ? 2 : 1) * HOUR);
  return {
    y: r.getUTCFullYear(),
    m: r.getUTCMonth() + 1,
    d: r.getUTCDate(),
    h: r.getUTCHours(),
    min: r.getUTCMinutes(),
  };
}

/**
 * The instant of a Rome wall-clock time. Twice corrected by the offset: a time that occurs twice (October) reads as
 * the later, winter one; a time that does not exist (March, 02:00–02:59) moves one hour forward.
 */
export function romeWallToInstant(p: RomeParts): Date {
  const wall = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const r = romeParts(new Date(guess));
    guess = wall - (Date.UTC(r.y, r.m - 1, r.d, r.h, r.min) - guess);
  }
  return new Date(guess);
}

/** The instant of a local time `HH:MM` on a day `YYYY-MM-DD` in Europe/Rome. */
export function romeInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return romeWallToInstant({ y, m, d, h, min });
}

/** Midnight of a calendar day `YYYY-MM-DD` in Europe/Rome, as an instant (date filters start and end there). */
export function romeMidnight(day: string): Date {
  return romeInstant(day, '00:00');
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar day (`YYYY-MM-DD`) of an instant in Europe/Rome. */
export function romeDay(at: Date): string {
  const p = romeParts(at);
  return `${p.y}-${two(p.m)}-${two(p.d)}`;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/** The day after `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** An instant as the value of `<input type="datetime-local">` in Europe/Rome: `2026-11-23T18:30`. */
export function isoToRomeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = romeParts(date);
  return `${p.y}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}`;
}

/** `2026-11-23T18:30` read in Europe/Rome, as an ISO instant; '' for an empty or malformed value. */
export function romeLocalToIso(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return '';
  const [y, mo, d, h, min] = m.slice(1).map(Number);
  return romeWallToInstant({ y, m: mo, d, h, min }).toISOString();
}
