import { describe, expect, it } from 'vitest';
import { reachCell, reachLine } from './components/notification-reach';

describe('notification reach texts', () => {
  const r = { targeted: 1340, seen: 12, acknowledged: 5 };

  it('the list shows a banner by views and a popup by confirmations, of the outlets it is for', () => {
    expect(reachCell('banner', r)).toEqual({ text: 'Viste 12 / 1.340', detail: 'Viste 12 / 1.340' });
    expect(reachCell('popup', r)).toEqual({
      text: 'Confermate 5 / 1.340',
      detail: 'Viste 12, confermate 5, destinatarie 1.340',
    });
  });

  it('a notification for the back office only reaches no outlet: a dash, not "0 / 0"', () => {
    const none = { targeted: 0, seen: 0, acknowledged: 0 };
    for (const type of ['banner', 'popup'] as const)
      expect(reachCell(type, none)).toEqual({
        text: '—',
        detail: 'Nessuna ricevitoria destinataria: solo back office',
      });
  });

  it('the form says how many it reached, and for a popup how many read it', () => {
    expect(reachLine('banner', r)).toBe('Raggiunte: 12 di 1.340');
    expect(reachLine('popup', r)).toBe('Raggiunte: 12 di 1.340 · lette 5');
  });
});
