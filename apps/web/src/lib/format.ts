import * as TEXTS from '@bacheca/domain/messages-greeting';

/** Italian formatting for the UI layer; instants are shown in Europe/Rome (docs/domain.md §1). */
const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const date = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? empty : dateTime.format(d);
}

export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? empty : date.format(d);
}

/** "Buongiorno" until 13:00, "Buon pomeriggio" until 18:00, then "Buonasera" (Rome time). */
export function greeting(now: Date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', hour12: false }).format(now),
  );
  if (hour >= 5 && hour < 13) return TEXTS.GREETING_MORNING;
  if (hour >= 13 && hour < 18) return TEXTS.GREETING_AFTERNOON;
  return TEXTS.GREETING_EVENING;
}
