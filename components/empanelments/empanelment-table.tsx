import type { CSSProperties } from 'react';
import { BlockSection } from '@/components/content/block-section';
import { DataTable } from '@/components/content/data-table';
import type { TableContent } from '@/content/blocks';
import {
  EMPANELMENT_KIND_LABELS,
  EMPANELMENT_UNITS,
  unitLabel,
  type EmpanelmentRow,
} from '@/content/empanelments-page';
import { Link } from '@/components/ui/link';
import { empanelmentPath } from '@/content/routes';
import { coverSlug } from '@/lib/empanelments/cover';
import { SchemeMark } from './scheme-mark';
import styles from './empanelment-table.module.scss';

interface EmpanelmentTableCopy {
  heading: string;
  lead: string;
  caption: string;
  nameColumn: string;
}

/**
 * One table of schemes or insurers: a row each, headed by its mark, name and kind, then a tick
 * or a cross for each of the six hospitals in the spec's order, read out in words.
 */
export function EmpanelmentTable({
  id,
  copy,
  rows,
  labels,
  legend,
  swipeHint,
}: {
  id: string;
  copy: EmpanelmentTableCopy;
  rows: readonly EmpanelmentRow[];
  labels: { yes: string; no: string };
  /** What a tick and a cross mean, said once above the table. */
  legend: string;
  swipeHint: string;
}) {
  const table: TableContent = {
    caption: copy.caption,
    columns: [
      { label: copy.nameColumn },
      ...EMPANELMENT_UNITS.map((unit) => ({ label: unitLabel(unit.unitId) })),
    ],
    rowHeaders: true,
    stickyHeaders: true,
    booleanLabels: labels,
    rows: rows.map((row) => [row.name, ...EMPANELMENT_UNITS.map((unit) => row[unit.key])]),
  };
  return (
    <BlockSection id={id} heading={copy.heading} lead={copy.lead}>
      <div className={styles.region}>
        <p className={styles.legend}>
          {legend} <span className={styles.hint}>{swipeHint}</span>
        </p>
        <div className={styles.table} style={{ '--rows': rows.length } as CSSProperties}>
          <DataTable
            table={table}
            id={`${id}-table`}
            renderRowHeader={(name, index) => {
              const row = rows[index];
              return (
                <span className={styles.scheme}>
                  <SchemeMark name={name} monogram={row?.monogram} />
                  <span className={styles.text}>
                    {row ? (
                      <Link href={empanelmentPath(coverSlug(row))} className={styles.name}>
                        {name}
                      </Link>
                    ) : (
                      <span className={styles.name}>{name}</span>
                    )}
                    {row ? (
                      <span className={styles.kind}>{EMPANELMENT_KIND_LABELS[row.kind]}</span>
                    ) : null}
                  </span>
                </span>
              );
            }}
          />
        </div>
      </div>
    </BlockSection>
  );
}
