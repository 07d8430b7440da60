/**
 * Wall-clock times in Europe/Rome (what staff type in a date-time field) and instants (what the API stores), both
 * ways, whatever the browser's own time zone.
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function romeParts(d: Date) {
  const p = Object.fromEntries(PARTS.formatToParts(d).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute };
}

/** An instant as the value of `<input type="datetime-local">` in Europe/Rome: `2026-11-23T18:30`. */
export function isoToRomeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = romeParts(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}`;
}

/** `2026-11-23T18:30` read in Europe/Rome, as an ISO instant; '' for an empty or malformed value. */
export function romeLocalToIso(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return '';
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the offset of Rome at that moment (one correction covers the summer-time change)
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = romeParts(new Date(guess));
    const asRome = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min);
    guess = wall - (asRome - guess);
  }
  return new Date(guess).toISOString();
}
