/**
 * The settings a user chose to read one account's statements (encoding, a CSV's columns, its date
 * and number formats, the card switch), kept in this browser for the next import into that account.
 * Kept by account alone: which columns a bank's export has is nothing personal, and an account's id
 * is the service's own. A CSV's settings come back only for a file of the same shape
 * (the same header), so a different export of the same bank is inferred afresh. The header's
 * line is no part of them: next month's preamble may be shorter, and its header is found again.
 */
import { useCallback, useMemo } from 'react'
import type { CsvSettings, StatementEncoding, BankStatementReading } from '../import/types'

/** A CSV's layout as remembered: its settings but where its header is, which each file says for itself. */
export type RememberedCsvSettings = Omit<CsvSettings, 'headerRow'>

/** What is kept for one account: the encoding, and a CSV's layout with the header it was chosen for. */
export interface RememberedImportSettings {
  encoding?: StatementEncoding
  csv?: RememberedCsvSettings
  /** The header the CSV settings were chosen for (`undefined`: a file without one, matched by its column count). */
  header?: string[]
  columnCount?: number
}

const storageKey = (bankAccountId: string) => `bookkit:statementImport:${bankAccountId}`

/** The browser's storage, or nothing where a page may not use it (a sandboxed frame, storage turned off). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function readRemembered(key: string): RememberedImportSettings | undefined {
  try {
    const text = storage()?.getItem(key)
    const value: unknown = text ? JSON.parse(text) : undefined
    if (!value || typeof value !== 'object') return undefined
    const remembered = value as RememberedImportSettings
    // Kept before the header was found in each file, a value may still hold its line number: never applied to another file.
    return remembered.csv ? { ...remembered, csv: layoutOf(remembered.csv) } : remembered
  } catch {
    return undefined
  }
}

/** The settings without the header's line. */
function layoutOf(settings: RememberedCsvSettings & { headerRow?: number }): RememberedCsvSettings {
  const { headerRow: _line, ...layout } = settings
  return layout
}

/** Whether remembered CSV settings fit a file: the same header, or the same number of columns for files without one. */
export function fitsFile(remembered: RememberedImportSettings, header: readonly string[] | undefined, columnCount: number): boolean {
  if (!remembered.csv) return false
  if (remembered.header === undefined || header === undefined) return remembered.header === header && remembered.columnCount === columnCount
  return (
    remembered.header.length === header.length &&
    remembered.header.every((name, index) => name.trim().toLowerCase() === header[index]?.trim().toLowerCase())
  )
}

/** The settings remembered for `bankAccountId`, and `remember(reading)` to keep a reading's. */
export function useRememberedImportSettings(bankAccountId: string | undefined): {
  remembered: RememberedImportSettings | undefined
  remember: (reading: BankStatementReading) => void
} {
  const key = bankAccountId === undefined ? undefined : storageKey(bankAccountId)
  const remembered = useMemo(() => (key === undefined ? undefined : readRemembered(key)), [key])
  const remember = useCallback(
    (reading: BankStatementReading) => {
      if (key === undefined) return
      const settings: RememberedImportSettings = reading.csv
        ? {
            encoding: reading.encoding,
            csv: layoutOf(reading.csv.settings),
            header: reading.csv.header,
            columnCount: reading.csv.columnCount,
          }
        : { ...readRemembered(key), encoding: reading.encodingGiven ? reading.encoding : undefined }
      try {
        storage()?.setItem(key, JSON.stringify(settings))
      } catch {
        // Full or refused: the next import infers its settings again.
      }
    },
    [key],
  )
  return { remembered, remember }
}
