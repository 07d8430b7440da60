import { describe, expect, it } from 'vitest';
import type { RoleMatrixResponse } from '@bacheca/domain';
import { cellChecked, dirtyRoles, toggleCell } from './matrix';

const matrix: RoleMatrixResponse = {
  roles: [
    {
      name: 'ra',
      label: "Responsabile d'area",
      isStaff: true,
      editable: true,
      permissions: ['bacheca_gn', 'read_ricevitore'],
    },
    { name: 'reader', label: 'Sola lettura', isStaff: true, editable: true, permissions: ['read_ricevitore'] },
  ],
  permissions: [
    { name: 'bacheca_gn', label: 'Area giochi' },
    { name: 'read_ricevitore', label: 'Lettura ricevitorie' },
  ],
};

describe('roles × permissions draft', () => {
  it('ticking changes one column; unticking back makes it clean again', () => {
    let d = toggleCell(matrix, {}, 'reader', 'bacheca_gn', true);
    expect(cellChecked(matrix, d, 'reader', 'bacheca_gn')).toBe(true);
    expect(cellChecked(matrix, d, 'ra', 'bacheca_gn')).toBe(true);
    expect(dirtyRoles(matrix, d)).toEqual(['reader']);
    d = toggleCell(matrix, d, 'reader', 'bacheca_gn', false);
    expect(dirtyRoles(matrix, d)).toEqual([]);
  });

  it('untouched columns follow the saved matrix', () => {
    expect(cellChecked(matrix, {}, 'ra', 'read_ricevitore')).toBe(true);
    expect(cellChecked(matrix, {}, 'reader', 'bacheca_gn')).toBe(false);
    expect(dirtyRoles(undefined, {})).toEqual([]);
  });
});
