import type { ReactNode } from 'react'
import { Heading } from '../shared/root/heading'

/** One column of a detail table: its header, its alignment, its cell, and whether a row has a value in it at all. */
export interface DetailColumn<T> {
  id: string
  label: string
  align?: 'start' | 'end'
  cell: (row: T) => ReactNode
  /** Whether `row` has something for this column; a column no row has anything for is left out. Default: always. */
  has?: (row: T) => boolean
}

/**
 * A small read-only table (lines, installments, payments). Each cell carries its header as
 * `data-label`, so a narrow container can show rows as stacked cards with the header beside each value.
 */
export function DetailTable<T extends { id: string }>({
  labelledBy,
  columns,
  rows,
  name,
}: {
  labelledBy: string
  columns: readonly DetailColumn<T>[]
  rows: readonly T[]
  name: string
}) {
  const shown = columns.filter((column) => !column.has || rows.some(column.has))
  return (
    <table className="bk-invoice-detail__table" data-table={name} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.id} scope="col" data-column={column.id} data-align={column.align}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {shown.map((column) => (
              <td key={column.id} data-column={column.id} data-align={column.align} data-label={column.label}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A titled section of the detail, its heading one level below the invoice's; `id` names its heading
 * for the table or list inside. A part of the detail, not a landmark: it has no name of its own.
 */
export function DetailSection({ id, title, name, children }: { id: string; title: string; name: string; children: ReactNode }) {
  return (
    <section className="bk-invoice-detail__section" data-section={name}>
      <Heading below={1} id={id} className="bk-invoice-detail__section-title">
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** A term and its value in a description list; left out when there is no value. */
export function Fact({ term, children, emphasis }: { term: ReactNode; children: ReactNode; emphasis?: boolean }) {
  if (children === undefined || children === null || children === '' || children === false) return null
  return (
    <div className="bk-invoice-detail__fact" data-emphasis={emphasis || undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
