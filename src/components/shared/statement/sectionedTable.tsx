// A statement of sections (the balance sheet, the profit and loss, the statement of cash flows):
// one description of its lines that the table draws and the file writes alike.
import type { ReactNode } from 'react'
import type { CsvRecord } from '../../../core/statements/csvStatement'
import type { TableView } from './StatementFrame'
import type * as StatementFile from './statementFile'
import { StatementTable, type TableProps } from './StatementTable'
import type { ShownColumn } from './statementLines'
import type { FileWords } from './statementWords'

interface SectionedTable extends Omit<TableProps, 'showInactive' | 'caption' | 'onOpen' | 'narrowColumn'> {
  /** The column shown when the statement is narrow; default the first. */
  narrowColumn?: number
  /** The file's headers, in the statement's words. */
  fileWords: FileWords
  /** With a share column: its header in the file, for a column (or a compared column) by its header there. */
  shareHeader?: (column: string) => string
  /** The columns the file writes, every figure of a row's; default the table's (a split statement's file keeps the values folded on screen). */
  fileColumns?: readonly ShownColumn[]
}

/** The frame's table and its file's records from one description of the statement's lines. */
export function sectionedTable({ fileWords: words, shareHeader, narrowColumn = 0, fileColumns, ...table }: SectionedTable): {
  render: (view: TableView) => ReactNode
  records: (write: typeof StatementFile, digits: number) => CsvRecord[]
} {
  return {
    render: ({ showInactive, caption, open }) => (
      <StatementTable {...table} narrowColumn={narrowColumn} showInactive={showInactive} caption={caption} onOpen={open} />
    ),
    records: (write, digits) =>
      write.statementRecords(table.sections, table.footer, {
        digits,
        accountHeader: words.account,
        accountNumberHeader: words.accountNumber,
        columnHeaders: write
          .comparedHeaders(fileColumns ?? table.columns, {
            compared: words['csv.compared'],
            change: words['csv.change'],
            percent: words['csv.percent'],
          })
          .map((headers) => ({
            ...headers,
            ...(shareHeader && {
              share: shareHeader(headers.amount),
              // Named for the compared column as the file heads it: unique wherever that header is.
              ...(headers.compared !== undefined && { comparedShare: shareHeader(headers.compared) }),
            }),
          })),
        compare: table.compare,
        share: table.share !== undefined,
      }),
  }
}
