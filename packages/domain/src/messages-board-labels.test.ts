import { describe, expect, it } from 'vitest';
import { BOARD_TYPE_SHORT_LABELS, structureVisibilityLabel } from './messages-board-labels';

describe('structure labels shared by the screens and the export', () => {
  it('names where a structure is shown, "Nessuna" when nowhere', () => {
    const label = (visibleInBackoffice: boolean, visibleInVetrina: boolean) =>
      structureVisibilityLabel({ visibleInBackoffice, visibleInVetrina });
    expect(label(true, true)).toBe('Backoffice, Vetrina');
    expect(label(true, false)).toBe('Backoffice');
    expect(label(false, true)).toBe('Vetrina');
    expect(label(false, false)).toBe('Nessuna');
  });

  it('names the board type in one word in the list and its export', () => {
    expect(BOARD_TYPE_SHORT_LABELS).toEqual({ STANDARD: 'Standard', SPECIALE: 'Speciale' });
  });
});
