/**
 * A CSV's text into records, through papaparse, on the main thread in chunks with a turn for the
 * browser between them (a chunk is a few milliseconds of parsing), so no task holds the page
 * however long the file. Not in papaparse's worker: it runs its own source turned back into text
 * as a script, which a partner's minifier can break (Vite 8's renamed a block's function over the
 * settings it reads: the worker threw, and papaparse told nobody, so the read hung). Blank lines
 * are dropped here, after each record's line number is known.
 */
import Papa, { type ParseResult, type Parser } from 'papaparse'
import type { CsvDelimiter } from '../types'
import { yieldToMain } from '../yieldToMain'
import { isBlank, type CsvRecord } from './record'

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
  chunk(results: ParseResult<string[]>, parser: Parser): void
  complete(): void
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
 * The file's non-blank records with their line numbers. Rejects with the signal's reason when it aborts.
 */
export function parseRecords(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  signal?.throwIfAborted()
  return parseOnMainThread(text, delimiter, signal)
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
