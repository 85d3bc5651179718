import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { TableCell, TableContent } from '@/content/blocks';
import styles from './data-table.module.scss';

function CellContent({ cell }: { cell: TableCell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return cell ? (
    <Icon name="check" label="Yes" className={styles.yes} />
  ) : (
    <Icon name="x" label="No" className={styles.no} />
  );
}

function Row({
  cells,
  table,
  rowKey,
}: {
  cells: readonly TableCell[];
  table: TableContent;
  rowKey: string;
}) {
  return (
    <tr>
      {cells.map((cell, index) => {
        const className = clsx(
          table.columns[index]?.numeric && styles.numeric,
          typeof cell === 'boolean' && styles.mark,
        );
        return table.rowHeaders && index === 0 ? (
          <th key={`${rowKey}-${index}`} scope="row" className={className || undefined}>
            <CellContent cell={cell} />
          </th>
        ) : (
          <td key={`${rowKey}-${index}`} className={className || undefined}>
            <CellContent cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A real table with its caption and header scopes. On a narrow phone the table scrolls inside
 * its own region, named by the caption and reachable by keyboard, so the page never scrolls
 * sideways.
 */
export function DataTable({ table, id }: { table: TableContent; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <Row key={index} cells={row} table={table} rowKey={`row-${index}`} />
          ))}
        </tbody>
        {table.footer ? (
          <tfoot>
            <Row cells={table.footer} table={table} rowKey="footer" />
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
