// A statement's table head: the account column, then each column's figure, its % of income with
// a share, and comparing, its compared figure (and its share), the change and the change %.
import type { ShareColumn, ShownColumn } from './statementLines'
import type { StatementTableWords } from './statementWords'

interface HeadProps {
  columns: readonly ShownColumn[]
  compare: boolean
  /** The column shown when the statement is narrow. */
  narrowColumn: number
  words: StatementTableWords
  share: ShareColumn | undefined
}

/** The head row: each column's headers, marked with the column they belong to (`data-col`) and whether they show when narrow. */
export function StatementHead({ columns, compare, narrowColumn, words, share }: HeadProps) {
  return (
    <thead>
      <tr>
        <th scope="col">{words.account}</th>
        {columns.flatMap((shown, index) => {
          const at = { 'data-col': index, 'data-shown': index === narrowColumn || undefined, 'data-numeric': true }
          const head = (
            <th key={shown.column.key} scope="col" {...at} data-head={shown.head === undefined ? undefined : ''}>
              {shown.head ?? shown.label}
              {shown.closed && <span className="bk-statement__closed">{words.closed}</span>}
            </th>
          )
          const shareHead = share && (
            <th key={`${shown.column.key}:share`} scope="col" data-share {...at}>
              {share.header}
            </th>
          )
          if (!compare) return shareHead ? [head, shareHead] : [head]
          return [
            head,
            ...(shareHead ? [shareHead] : []),
            <th key={`${shown.column.key}:compared`} scope="col" data-compare {...at}>
              {shown.comparedLabel}
            </th>,
            ...(share
              ? [
                  <th key={`${shown.column.key}:comparedShare`} scope="col" data-share data-compare {...at}>
                    {share.header}
                  </th>,
                ]
              : []),
            <th key={`${shown.column.key}:change`} scope="col" data-compare {...at}>
              {words.change}
            </th>,
            <th key={`${shown.column.key}:percent`} scope="col" data-compare {...at}>
              {words.percent}
            </th>,
          ]
        })}
      </tr>
    </thead>
  )
}
