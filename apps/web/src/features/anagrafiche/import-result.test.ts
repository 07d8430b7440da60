import { describe, expect, it } from 'vitest';
import { describeRow } from './import-result';

describe('the registry preview row', () => {
  it('shows the refused value in its row, beside its column and message', () => {
    expect(
      describeRow({
        row: 5,
        ivrCode: '700003',
        status: 'error',
        changes: [],
        errors: [
          { column: 'Regione', message: 'Regione non valida.', value: 'Atlantide' },
          { column: 'Denominazione', message: 'Denominazione obbligatoria.' },
          { column: null, message: "La riga ha 10 campi, l'intestazione 9" },
        ],
      }),
    ).toBe(
      "Regione «Atlantide»: Regione non valida.; Denominazione: Denominazione obbligatoria.; La riga ha 10 campi, l'intestazione 9",
    );
  });
});
