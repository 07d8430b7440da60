import { describe, expect, it } from 'vitest';
import { fitColumns, hideOrder, layoutColumn } from './grid-layout';

const columns = [
  { field: 'id', width: 70 },
  { field: 'name', flex: 1, minWidth: 200 },
  { field: 'actions', width: 170 },
  { field: 'type', width: 190 },
  { field: 'status', width: 130 },
  { field: 'updatedAt', width: 150 },
];

describe('grid layout (defect 6)', () => {
  it('a fixed width becomes a minimum that grows; the actions column stays fixed and cannot be hidden', () => {
    expect(layoutColumn({ field: 'type', width: 190 })).toMatchObject({ minWidth: 190, flex: 190 / 250 });
    expect(layoutColumn({ field: 'name', flex: 1, minWidth: 200 })).toEqual({ field: 'name', flex: 1, minWidth: 200 });
    expect(layoutColumn({ field: 'actions', width: 170 })).toMatchObject({
      width: 170,
      minWidth: 170,
      hideable: false,
      resizable: false,
      sortable: false,
    });
  });

  it('hides the secondary columns in order until the minimums fit, never the actions nor the first two', () => {
    expect(hideOrder(columns)).toEqual(['updatedAt', 'status', 'type']);
    expect(hideOrder(columns, ['type', 'actions', 'missing'])).toEqual(['type']);
    // 910 px of minimums (+4 slack)
    expect(fitColumns(columns, 1000, hideOrder(columns))).toEqual({});
    expect(fitColumns(columns, 800, hideOrder(columns))).toEqual({ updatedAt: false });
    expect(fitColumns(columns, 700, hideOrder(columns))).toEqual({ updatedAt: false, status: false });
    expect(fitColumns(columns, 800, hideOrder(columns), 50)).toEqual({ updatedAt: false, status: false });
  });
});
