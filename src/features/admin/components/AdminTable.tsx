import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../lib/breakpoints';
import classes from './AdminTable.module.css';

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface AdminTableProps<T> {
  /** The table's (or the card list's) accessible name. */
  label: string;
  columns: readonly AdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** The 'Acciones' cell of one row; a table without it (the audit log) has no such column. */
  actions?: (row: T) => ReactNode;
  /** Number of the first row: pages after the first continue the count. */
  firstNumber: number;
}

/**
 * One admin table (spec section 2): '#', the given columns and 'Acciones'. Below 768 px it becomes
 * one card per row, the columns as labelled lines, as the library's song table does.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  firstNumber,
}: AdminTableProps<T>) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <ol className={classes.cards} aria-label={label} start={firstNumber}>
        {rows.map((row, index) => (
          <li key={rowKey(row)} className={classes.card}>
            <span className={classes.number} aria-hidden>
              {firstNumber + index}
            </span>
            <dl className={classes.fields}>
              {columns.map((column) => (
                <div key={column.header} className={classes.field}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className={classes.cardActions}>{actions(row)}</div>}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table aria-label={label} verticalSpacing="sm" highlightOnHover className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th scope="col">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Td className={classes.numberCell}>{firstNumber + index}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
              {actions && (
                <Table.Td>
                  <span className={classes.actionsCell}>{actions(row)}</span>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
