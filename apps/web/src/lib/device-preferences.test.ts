// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readListColumns, writeListColumns } from './device-preferences';

describe('list columns kept on the device (defect 6)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps each user’s choice per list, and forgets nothing else', () => {
    expect(readListColumns('mrossi', 'structures-grid')).toBeUndefined();
    writeListColumns('mrossi', 'structures-grid', { name: true, structureType: false });
    expect(readListColumns('mrossi', 'structures-grid')).toEqual({ name: true, structureType: false });
    expect(readListColumns('mrossi', 'archive-grid')).toBeUndefined();
    expect(readListColumns('lbianchi', 'structures-grid')).toBeUndefined();
  });

  it('ignores what it did not write: broken JSON, arrays, non-boolean values', () => {
    window.localStorage.setItem('bdr.device.mrossi.columns.a', '{broken');
    window.localStorage.setItem('bdr.device.mrossi.columns.b', '[true]');
    window.localStorage.setItem('bdr.device.mrossi.columns.c', '{"name":"yes","id":false}');
    expect(readListColumns('mrossi', 'a')).toBeUndefined();
    expect(readListColumns('mrossi', 'b')).toBeUndefined();
    expect(readListColumns('mrossi', 'c')).toEqual({ id: false });
  });
});
