import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollRegion } from './scroll-region';

export interface OutletTableColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Figures (counts, euro) align right. */
  numeric?: boolean;
  testId?: (row: T) => string;
  sx?: SxProps<Theme>;
}

export interface OutletTableProps<T> {
  /** Names the scrolling region. */
  label: string;
  /** The table's own accessible name; none when the region's name is enough. */
  tableLabel?: string;
  columns: OutletTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowTestId?: (row: T) => string;
  rowSelected?: (row: T) => boolean;
  testId?: string;
}

/**
 * A small table of the outlet's pages (statement, wins): one row a system, figures on the right, and on a phone it
 * scrolls inside its card, never the page.
 */
export function OutletTable<T>({
  label,
  tableLabel,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowSelected,
  testId,
}: OutletTableProps<T>) {
  const align = (c: OutletTableColumn<T>) => (c.numeric ? 'right' : undefined);
  return (
    <ScrollRegion label={label}>
      <Table size="small" aria-label={tableLabel} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i} align={align(c)}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)} selected={rowSelected?.(row)}>
              {columns.map((c, i) => (
                <TableCell key={i} align={align(c)} sx={c.sx} data-testid={c.testId?.(row)}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
