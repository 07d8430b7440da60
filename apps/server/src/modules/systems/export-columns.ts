/**
 * The columns of the systems' exports: the grid's, in its order (the game's list, the archive), money in
 * euro as the grid shows it. Every column goes in the file whatever the "Colonne" picker hides on screen: the picker
 * hides columns that do not fit the width, a file has no width.
 */
import { GAMES } from '@bacheca/domain';
import { formatCents } from '@bacheca/domain/engine/result';
import type { Column } from '../../lib/export';
import type { SystemExportRow } from './queries';

const quotesAssigned = (s: SystemExportRow) => `${s.quotesAssigned} / ${s.quotesTotal}`;
/** The wins: empty until the contest's confirmed result is computed. */
const winsColumns: Column<SystemExportRow>[] = [
  {
    header: 'Vincita totale',
    value: (s) => (s.winsTotalCents == null ? '' : formatCents(s.winsTotalCents)),
    width: 16,
  },
  {
    header: 'Vincita per quota (troncata al centesimo)',
    value: (s) => (s.winsPerQuotaCents == null ? '' : formatCents(s.winsPerQuotaCents)),
    width: 20,
  },
];

export const SYSTEM_EXPORT_COLUMNS: Column<SystemExportRow>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Nome', value: (s) => s.name, width: 18 },
  { header: 'Struttura', value: (s) => s.structureName, width: 30 },
  { header: 'Concorso', value: (s) => s.contest?.label, width: 18 },
  { header: 'Nome bacheca', value: (s) => s.boardName, width: 24 },
  { header: 'Job', value: (s) => s.jobId },
  { header: 'Stato', value: (s) => s.status },
  { header: 'Quote assegnate', value: quotesAssigned },
  { header: 'Disponibili', value: (s) => s.quotesAvailable },
  { header: 'Prezzo quota', value: (s) => formatCents(s.quotaPriceCents) },
  { header: 'Costo totale', value: (s) => formatCents(s.totalPriceCents) },
  ...winsColumns,
  { header: 'Evidenza', value: (s) => s.evidence },
  { header: 'Tag', value: (s) => s.tags.join(', '), width: 24 },
  { header: 'Creato', value: (s) => new Date(s.createdAt), width: 18 },
];

export const ARCHIVE_EXPORT_COLUMNS: Column<SystemExportRow>[] = [
  { header: 'ID', value: (s) => s.id },
  { header: 'Gioco', value: (s) => GAMES[s.game]?.label ?? s.game, width: 16 },
  { header: 'Nome', value: (s) => s.name, width: 18 },
  { header: 'Tipo', value: (s) => s.typeName, width: 28 },
  { header: 'Struttura', value: (s) => s.structureName, width: 30 },
  { header: 'Concorso', value: (s) => s.contest?.label, width: 18 },
  { header: 'Stato', value: (s) => s.status },
  { header: 'Prezzo quota', value: (s) => formatCents(s.quotaPriceCents) },
  { header: 'Quote assegnate', value: quotesAssigned },
  { header: 'Disponibili', value: (s) => s.quotesAvailable },
  ...winsColumns,
  { header: 'Sistema BO', value: (s) => s.boSystem },
];
