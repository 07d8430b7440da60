// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as ACCOUNT_TEXTS from '@bacheca/domain/messages-accounts';
import { BulkForcePasswordButton } from './bulk-force-password-button';

afterEach(cleanup);

function renderButton(selection: string[], confirm: { one: string; many: string }) {
  const ask = vi.fn();
  render(
    <BulkForcePasswordButton
      selection={selection}
      confirm={confirm}
      ask={ask}
      force={async () => ({ message: 'ok' })}
      onDone={() => undefined}
    />,
  );
  return ask;
}

describe('BulkForcePasswordButton', () => {
  const outlets = { one: ACCOUNT_TEXTS.BULK_FORCE_OUTLETS_ONE, many: ACCOUNT_TEXTS.BULK_FORCE_OUTLETS_MANY };
  const staff = { one: ACCOUNT_TEXTS.BULK_FORCE_STAFF_ONE, many: ACCOUNT_TEXTS.BULK_FORCE_STAFF_MANY };

  it('is disabled with nothing selected, and counts the selection on its label', () => {
    renderButton([], outlets);
    expect(screen.getByTestId('bulk-force-password')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('bulk-force-password').textContent).toBe('Forza cambio password');
    cleanup();
    renderButton(['a', 'b', 'c'], outlets);
    expect(screen.getByTestId('bulk-force-password').textContent).toBe('Forza cambio password (3)');
  });

  it('asks first, in the right number for one and for many, outlets and staff alike', () => {
    const cases: Array<[string[], { one: string; many: string }, string]> = [
      [['a'], outlets, 'Al prossimo accesso la ricevitoria selezionata dovrà scegliere una nuova password; le sue'],
      [
        ['a', 'b'],
        outlets,
        'Al prossimo accesso le 2 ricevitorie selezionate dovranno scegliere una nuova password; le loro',
      ],
      [['a'], staff, "Al prossimo accesso l'amministratore selezionato dovrà scegliere una nuova password; le sue"],
      [
        ['a', 'b'],
        staff,
        'Al prossimo accesso i 2 amministratori selezionati dovranno scegliere una nuova password; le loro',
      ],
    ];
    for (const [selection, confirm, body] of cases) {
      const ask = renderButton(selection, confirm);
      fireEvent.click(screen.getByTestId('bulk-force-password'));
      expect(ask).toHaveBeenCalledOnce();
      expect(ask.mock.calls[0]![0]).toMatchObject({ title: 'Forzare il cambio password?' });
      expect(ask.mock.calls[0]![0].body).toMatch(new RegExp(`^${body}`));
      cleanup();
    }
  });
});
