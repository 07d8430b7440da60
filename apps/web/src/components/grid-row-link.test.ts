// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rowLinkForKey } from './grid-row-link';

function row() {
  document.body.innerHTML = `
    <div role="row">
      <div role="gridcell" data-field="check"><input type="checkbox" /></div>
      <div role="gridcell" data-field="code"><a href="/ricevitorie/100001">100001</a></div>
      <div role="gridcell" data-field="name">Bar Centrale</div>
      <div role="gridcell" data-field="structure"><a href="/strutture/7">S7</a></div>
      <div role="gridcell" data-field="site"><a href="https://example.it/">sito</a></div>
      <div role="gridcell" data-field="actions"><button type="button">Elimina</button></div>
    </div>`;
  return (field: string) => document.querySelector<HTMLElement>(`[data-field="${field}"]`)!;
}

const key = (target: EventTarget, key = 'Enter', extra: Partial<KeyboardEvent> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target,
  ...extra,
});

describe('Enter on a grid row', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("opens the row's first link inside the app from a cell without one", () => {
    const cell = row();
    expect(rowLinkForKey(key(cell('name')))?.getAttribute('href')).toBe('/ricevitorie/100001');
    expect(rowLinkForKey(key(cell('site')))?.getAttribute('href')).toBe('/ricevitorie/100001');
  });

  it("opens the focused cell's own link when it has one", () => {
    const cell = row();
    expect(rowLinkForKey(key(cell('structure')))?.getAttribute('href')).toBe('/strutture/7');
  });

  it('does nothing for other keys, with a modifier, or on a control inside a cell', () => {
    const cell = row();
    expect(rowLinkForKey(key(cell('name'), ' '))).toBeNull();
    expect(rowLinkForKey(key(cell('name'), 'Enter', { ctrlKey: true }))).toBeNull();
    expect(rowLinkForKey(key(cell('actions').querySelector('button')!))).toBeNull();
  });

  it('does nothing in a row without a link inside the app', () => {
    document.body.innerHTML =
      '<div role="row"><div role="gridcell">a</div><div role="gridcell"><a href="https://x.it/">x</a></div></div>';
    expect(rowLinkForKey(key(document.querySelector('[role="gridcell"]')!))).toBeNull();
  });
});
