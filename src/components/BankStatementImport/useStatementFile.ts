import { useEffect, useState } from 'react'
import { readBankStatement } from '../../core/import/readBankStatement'
import type { CsvColumns, CsvSettings, StatementEncoding, BankStatementReading, ReadStatementOptions } from '../../core/import/types'
import { fitsFile, type RememberedCsvSettings, type RememberedImportSettings } from '../../react/import/importSettings'

/** What the user chose about how a file is read; the rest is inferred. */
export interface ReadingChoices {
  encoding?: StatementEncoding
  csv?: Partial<CsvSettings>
  /** A QIF's date format, the answer to its date question. */
  qif?: ReadStatementOptions['qif']
}

/**
 * The chosen file and how far its reading is. `reading` is the last one made of this file: kept
 * while the file is read again with a changed choice, so the settings and the preview stay on
 * screen (and a control keeps its focus) until the new reading replaces them.
 */
export interface FileState {
  file: File
  status: 'reading' | 'read' | 'failed'
  /** Rows read so far, while reading a long file. */
  rows: number
  reading: BankStatementReading | undefined
  choices: ReadingChoices
}

/**
 * The chosen file, read with the user's choices (and the account's remembered ones, from `recall`,
 * when they fit the file: its encoding as a first guess, its CSV settings for a file of the same
 * shape), read again whenever a choice changes; a read on its way is abandoned for the next. A
 * new file mounts new steps (they are keyed by it), so nothing of the last file's choices stays.
 */
export function useStatementFile(file: File, currency: string, recall: () => Promise<RememberedImportSettings | undefined>) {
  const [state, setState] = useState<FileState>(() => ({
    file,
    status: 'reading',
    rows: 0,
    reading: undefined,
    choices: {},
  }))
  const { choices } = state

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void (async () => {
      try {
        const remembered = await recall()
        if (signal.aborted) return
        const reading = await readBankStatement(file, {
          currency,
          encoding: choices.encoding,
          // The account's last encoding is a first guess the file's own mark, declaration and bytes can overrule, never the user's choice for this file.
          rememberedEncoding: remembered?.encoding,
          csv: choices.csv,
          qif: choices.qif,
          signal,
          onProgress: ({ rows }) => setState((before) => ({ ...before, rows })),
        })
        if (signal.aborted) return
        // The account's settings from its last import, for a file of the same shape, while no choice is made: kept as choices, so a change keeps the rest.
        if (
          choices.csv === undefined &&
          remembered?.csv &&
          reading.csv &&
          fitsFile(remembered, reading.csv.header, reading.csv.columnCount)
        ) {
          const csv = withSafetyColumns(remembered.csv, reading.csv.settings.columns)
          setState((before) => ({ ...before, choices: { ...before.choices, csv } }))
        } else setState((before) => ({ ...before, status: 'read', reading }))
      } catch {
        if (!signal.aborted) setState((before) => ({ ...before, status: 'failed' }))
      }
    })()
    return () => controller.abort()
  }, [file, choices, currency, recall])

  return {
    state,
    /** Changes one choice; a CSV setting keeps the others the user made. */
    change: (next: ReadingChoices) =>
      setState((before) => ({
        ...before,
        status: 'reading',
        rows: 0,
        choices: {
          encoding: next.encoding ?? before.choices.encoding,
          csv: next.csv ? { ...before.choices.csv, ...next.csv } : before.choices.csv,
          qif: next.qif ?? before.choices.qif,
        },
      })),
  }
}

/** The columns that keep wrong money out: a row's status, its fee, its currency. */
const SAFETY_COLUMNS = ['status', 'fee', 'currency'] as const

/**
 * Remembered settings with the columns that keep wrong money out taken from this file's reading
 * where the remembered ones name none: a layout kept before bookkit read a status, fee or currency
 * column would otherwise import a Revolut file's pending rows, without their fees, in any currency.
 */
function withSafetyColumns(remembered: RememberedCsvSettings, inferred: CsvColumns): RememberedCsvSettings {
  const columns: CsvColumns = { ...remembered.columns }
  for (const role of SAFETY_COLUMNS) if (columns[role] === undefined && inferred[role] !== undefined) columns[role] = inferred[role]
  return { ...remembered, columns }
}
