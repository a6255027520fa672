/**
 * A CSV's text into records, through papaparse: in a worker for a large file (so parsing never
 * holds the page), otherwise on the main thread in chunks with a turn for the browser between
 * them. Blank lines are dropped here, after each record's line number is known.
 */
import Papa, { type ParseResult, type Parser } from 'papaparse'
import type { CsvDelimiter } from '../types'
import { yieldToMain } from '../yieldToMain'
import { isBlank, type CsvRecord } from './record'

/** Above this many characters, and where workers exist, the file is parsed in a worker. */
export const WORKER_THRESHOLD = 1_000_000

/** Characters parsed between two turns of the main thread (a few milliseconds of parsing). */
const CHUNK_SIZE = 256 * 1024

const LINE_BREAK = /\r\n|\r|\n/g

/**
 * The papaparse options used here. Its type declarations allow `chunk` only for files and URLs,
 * but its string streamer reads a string in chunks the same way (pausing and resuming included).
 */
interface ChunkedParseConfig {
  delimiter: CsvDelimiter
  chunkSize: number
  worker?: true
  chunk(results: ParseResult<string[]>, parser: Parser): void
  complete(): void
  error?(error: Error): void
}

const parseInChunks = Papa.parse as unknown as (text: string, config: ChunkedParseConfig) => void

/**
 * Numbers records by the line each starts on. papaparse gives no per-record position in chunk
 * mode, but its fields keep every character between the delimiters and quotes, so a record spans
 * one line plus the line breaks inside its quoted fields. Blank records are counted, then dropped.
 */
function lineCounter(): (rows: readonly string[][]) => CsvRecord[] {
  let line = 1
  return (rows) => {
    const records: CsvRecord[] = []
    for (const row of rows) {
      const last = row.length - 1
      // A CRLF line in a file papaparse split on LF leaves the CR on its last field: one break, not two.
      if (row[last]?.endsWith('\r')) row[last] = (row[last] as string).slice(0, -1)
      if (!isBlank(row)) records.push({ fields: row, line })
      line += 1
      for (const field of row) if (field.includes('\n') || field.includes('\r')) line += field.match(LINE_BREAK)?.length ?? 0
    }
    return records
  }
}

/**
 * The file's non-blank records with their line numbers. Rejects with the signal's reason when it
 * aborts, and with papaparse's error when the worker fails.
 */
export function parseRecords(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  signal?.throwIfAborted()
  const useWorker = text.length > WORKER_THRESHOLD && typeof Worker !== 'undefined' && Papa.WORKERS_SUPPORTED
  return useWorker ? parseInWorker(text, delimiter, signal) : parseOnMainThread(text, delimiter, signal)
}

function parseOnMainThread(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = []
    const count = lineCounter()
    parseInChunks(text, {
      delimiter,
      chunkSize: CHUNK_SIZE,
      chunk(results, parser) {
        records.push(...count(results.data))
        parser.pause()
        yieldToMain(signal).then(
          () => parser.resume(),
          (reason: unknown) => {
            // Rejected first: aborting calls `complete`, which would resolve with the records so far.
            reject(reason)
            parser.abort()
          },
        )
      },
      complete: () => resolve(records),
    })
  })
}

function parseInWorker(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = []
    const count = lineCounter()
    const onAbort = (): void => reject(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    parseInChunks(text, {
      worker: true,
      delimiter,
      chunkSize: CHUNK_SIZE,
      chunk(results, parser) {
        // The worker cannot be reached before its first chunk arrives: it is stopped here.
        if (signal?.aborted) return parser.abort()
        records.push(...count(results.data))
      },
      complete() {
        signal?.removeEventListener('abort', onAbort)
        resolve(records)
      },
      error(error) {
        signal?.removeEventListener('abort', onAbort)
        reject(error)
      },
    })
  })
}
