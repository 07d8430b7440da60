/**
 * The columns of the systems' exports: the grid's, in its order (the game's list, the archive), money in
 * euro as the grid shows it. Every column goes in the file whatever the "Colonne" picker hides on screen: the picker
 * hides columns that do not fit the width, a file has no width.
 */
import { GAMES } from '@bacheca/domain';
import { formatCents } from '@bacheca/domain/engine/result';
import type { Column } from '../../lib/export';
import type { SystemExportRow } from './queries';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

const quotesAssigned = (s: SystemExportRow) => `${s.quotesAssigned} / ${s.quotesTotal}`;
/** The wins: empty until the contest's confirmed result is computed. */
const winsColumns: Column<SystemExportRow>[] = [
  {
    header: H.WIN_TOTAL,
    value: (s) => (s.winsTotalCents == null ? '' : formatCents(s.winsTotalCents)),
    width: 16,
  },
  {
    header: H.WIN_PER_QUOTA_TRUNCATED,
    value: (s) => (s.winsPerQuotaCents == null ? '' : formatCents(s.winsPerQuotaCents)),
    width: 20,
  },
];

export const SYSTEM_EXPORT_COLUMNS: Column<SystemExportRow>[] = [
  { header: H.ID, value: (s) => s.id },
  { header: H.NAME, value: (s) => s.name, width: 18 },
  { header: H.STRUCTURE, value: (s) => s.structureName, width: 30 },
  { header: H.CONTEST, value: (s) => s.contest?.label, width: 18 },
  { header: H.BOARD_NAME, value: (s) => s.boardName, width: 24 },
  { header: H.JOB, value: (s) => s.jobId },
  { header: H.STATUS, value: (s) => s.status },
  { header: H.QUOTES_ASSIGNED, value: quotesAssigned },
  { header: H.AVAILABLE, value: (s) => s.quotesAvailable },
  { header: H.QUOTA_PRICE, value: (s) => formatCents(s.quotaPriceCents) },
  { header: H.TOTAL_COST, value: (s) => formatCents(s.totalPriceCents) },
  ...winsColumns,
  { header: H.EVIDENCE, value: (s) => s.evidence },
  { header: H.TAGS, value: (s) => s.tags.join(', '), width: 24 },
  { header: H.CREATED, value: (s) => new Date(s.createdAt), width: 18 },
];

export const ARCHIVE_EXPORT_COLUMNS: Column<SystemExportRow>[] = [
  { header: H.ID, value: (s) => s.id },
  { header: H.GAME, value: (s) => GAMES[s.game]?.label ?? s.game, width: 16 },
  { header: H.NAME, value: (s) => s.name, width: 18 },
  { header: H.TYPE, value: (s) => s.typeName, width: 28 },
  { header: H.STRUCTURE, value: (s) => s.structureName, width: 30 },
  { header: H.CONTEST, value: (s) => s.contest?.label, width: 18 },
  { header: H.STATUS, value: (s) => s.status },
  { header: H.QUOTA_PRICE, value: (s) => formatCents(s.quotaPriceCents) },
  { header: H.QUOTES_ASSIGNED, value: quotesAssigned },
  { header: H.AVAILABLE, value: (s) => s.quotesAvailable },
  ...winsColumns,
  { header: H.BACK_OFFICE_SYSTEM, value: (s) => s.boSystem },
];
