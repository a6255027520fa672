/**
 * The settings a user chose to read one account's statements (encoding, a CSV's columns, its date
 * and number formats, the card switch), kept in this browser for that user's next import into that
 * account, under `bookkit:statementImport:<digest>:<bankAccountId>` (src/core/store/browserStorage.ts):
 * they hold the file's column names, so the next user of a shared browser never reads them, and a
 * sign-out removes them. A CSV's settings come back only for a file of the same shape (the same
 * header), so a different export of the same bank is inferred afresh. The header's line is no part
 * of them: next month's preamble may be shorter, and its header is found again.
 */
import { useCallback } from 'react'
import { ownStorage, type OwnStorage } from '../../core/store/browserStorage'
import type { CsvSettings, StatementEncoding, BankStatementReading } from '../../core/import/types'
import { useBookkeepingContext } from '../provider/context'

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

function readRemembered(storage: OwnStorage, bankAccountId: string): RememberedImportSettings | undefined {
  try {
    const text = storage.read('statementImport', bankAccountId)
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

/**
 * `recall()`: the settings the signed-in user's last import into `bankAccountId` was read with, and
 * `remember(reading)` to keep a reading's. Both wait for the user's digest (which part of the
 * storage is theirs), so they are called once a file is chosen, never during a render.
 */
export function useRememberedImportSettings(bankAccountId: string | undefined): {
  recall: () => Promise<RememberedImportSettings | undefined>
  remember: (reading: BankStatementReading) => void
} {
  const { owner } = useBookkeepingContext()
  const recall = useCallback(
    async () => (bankAccountId === undefined ? undefined : readRemembered(await ownStorage(owner), bankAccountId)),
    [owner, bankAccountId],
  )
  const remember = useCallback(
    (reading: BankStatementReading) => {
      if (bankAccountId === undefined) return
      void ownStorage(owner).then((storage) => {
        const settings: RememberedImportSettings = reading.csv
          ? {
              encoding: reading.encoding,
              csv: layoutOf(reading.csv.settings),
              header: reading.csv.header,
              columnCount: reading.csv.columnCount,
            }
          : { ...readRemembered(storage, bankAccountId), encoding: reading.encodingGiven ? reading.encoding : undefined }
        try {
          storage.write('statementImport', bankAccountId, JSON.stringify(settings))
        } catch {
          // Full, refused or signed out: the next import infers its settings again.
        }
      })
    },
    [owner, bankAccountId],
  )
  return { recall, remember }
}
