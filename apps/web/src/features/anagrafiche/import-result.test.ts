import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeRow, rowErrorsOf, sortedRows, templateCsv } from './import-result';

describe('registry import results', () => {
  it('a refused apply lists each bad line, in order', () => {
    const err = new ApiError(422, 'IMPORT_INVALID', 'Il file contiene errori', { 'riga 12': 'CAP: non valido', 'riga 3': 'Provincia: non valida' });
    expect(rowErrorsOf(err)).toEqual([
      { row: 3, label: 'riga 3', message: 'Provincia: non valida' },
      { row: 12, label: 'riga 12', message: 'CAP: non valido' },
    ]);
    expect(rowErrorsOf(new Error('x'))).toEqual([]);
  });

  it('describes changes and errors of a row', () => {
    expect(
      describeRow({ row: 2, ivrCode: '1', status: 'changed', errors: [], changes: [{ field: 'city', label: 'Città', from: 'Roma', to: null }, { field: 'boardSip', label: 'SIP', from: false, to: true }] }),
    ).toBe('Città: Roma → ∅; SIP: No → Sì');
    expect(describeRow({ row: 3, ivrCode: null, status: 'error', changes: [], errors: [{ column: 'Codice IVR', message: 'obbligatorio' }] })).toBe(
      'Codice IVR: obbligatorio',
    );
  });

  it('errors first', () => {
    const rows = sortedRows({
      columns: [],
      counts: { total: 3, new: 1, changed: 0, unchanged: 1, error: 1 },
      rows: [
        { row: 2, ivrCode: 'a', status: 'unchanged', changes: [], errors: [] },
        { row: 3, ivrCode: 'b', status: 'new', changes: [], errors: [] },
        { row: 4, ivrCode: 'c', status: 'error', changes: [], errors: [] },
      ],
    });
    expect(rows.map((r) => r.row)).toEqual([4, 3, 2]);
  });

  it('the template is the header row of the format', () => {
    expect(templateCsv()).toMatch(/^\uFEFFCodice IVR;Username;Denominazione;/);
  });
});
