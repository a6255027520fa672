/**
 * Reading a statement file: bytes → what kind of file → text → the reader of its format, each
 * loaded only when a file of its kind is chosen (the CSV reader brings papaparse). A file that
 * cannot be read is answered with its `problem`, never thrown.
 */
import type { StatementContent } from './content'
import { decodeStatement, fitsEncoding } from './decode'
import { FileProblemError } from './fileProblem'
import { formatFromName, sniffStatement } from './sniff'
import type { ReadStatementOptions, BankStatementReading, StatementEncoding, StatementRow, StatementSummary } from './types'

/** The currency a file states that is not the books', if any: its rows cannot be imported into them. */
function foreignCurrency(currencies: readonly string[], booksCurrency: string): string | undefined {
  return currencies.find((currency) => currency !== booksCurrency)
}

/**
 * Reads a statement file (see `readBankStatement`). Rejects only when `options.signal` aborts
 * (with its reason) or the file's bytes cannot be had; every fault of the file is a `problem`.
 *
 * A file refused before its text is read (empty, PDF, image, workbook, unknown markup) has the
 * `format` its name suggests (`csv` when it suggests none) and the given encoding, else UTF-8; so
 * has a file a reader refuses by throwing (a CSV line too long: `tooLong`) or fails on
 * unexpectedly (`unknown`): a file's content never makes the reading reject.
 */
export async function read(file: Blob & { name?: string }, options: ReadStatementOptions = {}): Promise<BankStatementReading> {
  const { signal } = options
  signal?.throwIfAborted()
  const bytes = new Uint8Array(await file.arrayBuffer())
  const fileName = file.name ?? ''
  try {
    return await readBytes(bytes, fileName, options)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    const problem = error instanceof FileProblemError ? error.problem : { code: 'unknown' as const }
    return {
      format: formatFromName(fileName),
      fileName,
      encoding: options.encoding ?? 'utf-8',
      encodingGiven: options.encoding !== undefined,
      rows: [],
      problem,
    }
  }
}

/** UTF-16 without a byte order mark, as the user chose it or as remembered when the bytes fit it: the only encoding sniffing must be told. */
function wideEncoding(bytes: Uint8Array, { encoding, rememberedEncoding }: ReadStatementOptions): 'utf-16le' | 'utf-16be' | undefined {
  const wide = (candidate: StatementEncoding | undefined) => (candidate === 'utf-16le' || candidate === 'utf-16be' ? candidate : undefined)
  if (encoding !== undefined) return wide(encoding)
  const remembered = wide(rememberedEncoding)
  return remembered && fitsEncoding(bytes, remembered) ? remembered : undefined
}

/** Reads the bytes of a file (see `read`); may throw for a file a reader cannot handle. */
async function readBytes(bytes: Uint8Array, fileName: string, options: ReadStatementOptions): Promise<BankStatementReading> {
  const { signal } = options
  signal?.throwIfAborted()

  const sniffed = sniffStatement(bytes, fileName, wideEncoding(bytes, options))
  if (sniffed.problem) {
    const encodingGiven = options.encoding !== undefined
    return { format: sniffed.format, fileName, encoding: options.encoding ?? 'utf-8', encodingGiven, rows: [], problem: sniffed.problem }
  }

  const { text, encoding, source } = decodeStatement(bytes, options.encoding, options.rememberedEncoding)
  const reading: BankStatementReading = { format: sniffed.format, fileName, encoding, encodingGiven: source === 'choice', rows: [] }
  if (source === 'byteOrderMark' || source === 'remembered') reading.encodingFrom = source
  switch (sniffed.format) {
    case 'csv': {
      const { readCsv } = await import('./csv')
      const csv = await readCsv(text, options)
      signal?.throwIfAborted()
      Object.assign(reading, csv)
      break
    }
    case 'ofx':
    case 'qfx': {
      const { readOfx } = await import('./formats/ofx')
      withContent(reading, await readOfx(text, options), options)
      break
    }
    case 'qif': {
      const { readQif } = await import('./formats/qif')
      const { qif, ...content } = await readQif(text, options)
      withContent(reading, content, options)
      if (qif) reading.qif = qif
      break
    }
    case 'camt053': {
      const { readCamt } = await import('./formats/camt')
      withContent(reading, await readCamt(text, options), options)
      break
    }
    default:
      sniffed.format satisfies never
  }
  signal?.throwIfAborted()
  if (!reading.problem && reading.rows.length === 0) reading.problem = { code: 'noRows' }
  return reading
}

/**
 * Puts an OFX or CAMT reading into `reading`. A file of several statements keeps them all, and a
 * statement in another currency than the books' has each of its rows refused (`currency`), so a
 * file's other accounts never stop its account in the books' currency from being imported; only
 * when no statement is in the books' currency is the whole file refused, with no rows or balances.
 */
function withContent(reading: BankStatementReading, content: StatementContent, options: ReadStatementOptions): void {
  const { rows, problem, currencies, accountId, balances, statements } = content
  if (currencies[0] !== undefined) reading.currency = currencies[0]
  if (accountId !== undefined) reading.accountId = accountId
  if (problem) {
    reading.problem = problem
    return
  }
  const booksCurrency = (options.currency ?? 'USD').toUpperCase()
  const foreign = foreignCurrency(currencies, booksCurrency)
  const inBooksCurrency = statements?.some((statement) => statement.currency === undefined || statement.currency === booksCurrency) ?? false
  if (foreign !== undefined && !inBooksCurrency) {
    reading.problem = { code: 'currency', detail: foreign }
    return
  }
  if (statements) {
    reading.statements = statements
    for (const row of rows) refuseForeign(row, statements[row.statement ?? 0], booksCurrency)
  }
  reading.rows = rows
  if (balances) reading.balances = balances
}

/** Marks a row of a statement in another currency than the books' (a problem it already has stays). */
function refuseForeign(row: StatementRow, statement: StatementSummary | undefined, booksCurrency: string): void {
  const currency = statement?.currency
  if (currency === undefined || currency === booksCurrency || row.problem) return
  row.problem = { code: 'currency', field: 'currency', value: currency }
}
