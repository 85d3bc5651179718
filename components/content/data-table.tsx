import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { TableCell, TableContent } from '@/content/blocks';
import styles from './data-table.module.scss';

const YES_NO = { yes: 'Yes', no: 'No' } as const;

/**
 * A tick or a cross drawn in CSS on one element, named in words: a long table of them stays
 * light to send and to hydrate (an icon is an <svg> and a <use> with a dozen attributes).
 */
function CellContent({ cell, labels }: { cell: TableCell; labels: { yes: string; no: string } }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <span
      role="img"
      aria-label={cell ? labels.yes : labels.no}
      className={cell ? styles.yes : styles.no}
    />
  );
}

/** Draws a row header's text, e.g. with a mark beside it. */
type RowHeaderRenderer = (text: string, rowIndex: number) => ReactNode;

function Row({
  cells,
  table,
  rowKey,
  rowIndex,
  renderRowHeader,
}: {
  cells: readonly TableCell[];
  table: TableContent;
  rowKey: string;
  /** The row's position in the body; absent for the footer. */
  rowIndex?: number;
  renderRowHeader?: RowHeaderRenderer;
}) {
  const labels = table.booleanLabels ?? YES_NO;
  return (
    <tr>
      {cells.map((cell, index) => {
        const className = clsx(
          table.columns[index]?.numeric && styles.numeric,
          typeof cell === 'boolean' && styles.mark,
        );
        if (table.rowHeaders && index === 0) {
          const custom =
            renderRowHeader && rowIndex !== undefined && typeof cell === 'string'
              ? renderRowHeader(cell, rowIndex)
              : undefined;
          return (
            <th key={`${rowKey}-${index}`} scope="row" className={className || undefined}>
              {custom ?? <CellContent cell={cell} labels={labels} />}
            </th>
          );
        }
        return (
          <td key={`${rowKey}-${index}`} className={className || undefined}>
            <CellContent cell={cell} labels={labels} />
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A real table with its caption and header scopes. On a narrow phone the table scrolls inside
 * its own region, named by the caption and reachable by keyboard, so the page never scrolls
 * sideways; with `stickyHeaders` the row headers stay in view while it does, and the column
 * headers while the visitor reads down a long table.
 */
export function DataTable({
  table,
  id,
  renderRowHeader,
}: {
  table: TableContent;
  id: string;
  /** Draws each body row's header cell (the first cell, with `rowHeaders`) from its text. */
  renderRowHeader?: RowHeaderRenderer;
}) {
  const captionId = `${id}-caption`;
  const region = (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={clsx(styles.scroller, table.stickyHeaders && styles.framed)}
    >
      <table className={clsx(styles.table, table.stickyHeaders && styles.sticky)}>
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
            <Row
              key={index}
              cells={row}
              table={table}
              rowKey={`row-${index}`}
              rowIndex={index}
              renderRowHeader={renderRowHeader}
            />
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
  // The frame is what the region measures itself against to decide whether the table fits.
  return table.stickyHeaders ? <div className={styles.frame}>{region}</div> : region;
}
