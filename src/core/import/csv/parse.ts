/**
 * A CSV's text into records, through papaparse, on the main thread in chunks with a turn for the
 * browser between them (a chunk is a few milliseconds of parsing), so no task holds the page
 * however long the file. Not in papaparse's worker: it runs its own source turned back into text
 * as a script, which a partner's minifier can break (Vite 8's renamed a block's function over the
 * settings it reads: the worker threw, and papaparse told nobody, so the read hung). Blank lines
 * are dropped here, after each record's line number is known. A line or a quoted field far longer
 * than any transaction makes the file `tooLong`: papaparse parses again, at each chunk, a record it
 * has not finished, so one 20 MB line would hold it for seconds.
 */
import Papa, { type ParseResult, type Parser } from 'papaparse'
import { FileProblemError } from '../fileProblem'
import { lineNumberAt } from '../limits'
import type { CsvDelimiter } from '../types'
import { sliceTimer } from '../slices'
import { yieldToMain } from '../../yieldToMain'
import { isBlank, type CsvRecord } from './record'

/** Characters parsed between two turns of the main thread (a few milliseconds of parsing). */
const CHUNK_SIZE = 256 * 1024

const LINE_BREAK = /\r\n|\r|\n/g

/**
 * The longest line read. A bank's transaction line is a few hundred characters (the longest seen,
 * SEPA remittance text and all, under 2,000): 64 KB is thirty times that, and papaparse reads it
 * in well under a millisecond, so no statement is refused and no line holds the page.
 */
const MAX_LINE_LENGTH = 64 * 1024

/**
 * The 1-based number of the first line longer than `MAX_LINE_LENGTH`, or `undefined`. Cheap: it
 * jumps a whole maximum ahead each time and looks back for a line break within the window it
 * jumped (a slice, which V8 shares with the text: `lastIndexOf` on the whole text would search back
 * to its start each time), so a file of short lines costs two native searches per 64 KB, in slices
 * with turns for the browser between them.
 */
async function firstLongLine(text: string, signal?: AbortSignal): Promise<number | undefined> {
  const slice = sliceTimer(signal)
  let lineStart = 0
  while (text.length - lineStart > MAX_LINE_LENGTH) {
    const turn = slice()
    if (turn) await turn
    const ahead = text.slice(lineStart, lineStart + MAX_LINE_LENGTH + 1)
    const lastBreak = Math.max(ahead.lastIndexOf('\n'), ahead.lastIndexOf('\r'))
    if (lastBreak < 0) return lineNumberAt(text, lineStart)
    lineStart += lastBreak + 1
  }
  return undefined
}

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
function lineCounter(): { count: (rows: readonly string[][]) => CsvRecord[]; next: () => number } {
  let line = 1
  const next = () => line
  const count = (rows: readonly string[][]) => {
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
  return { count, next }
}

/**
 * The file's non-blank records with their line numbers. Rejects with the signal's reason when it
 * aborts, and with a `FileProblemError` of `tooLong` (the line's number as its detail) for a line
 * longer than `MAX_LINE_LENGTH` or a record (an unclosed quote) longer than a chunk of parsing.
 */
export async function parseRecords(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  signal?.throwIfAborted()
  const longLine = await firstLongLine(text, signal)
  if (longLine !== undefined) throw tooLong(longLine)
  return parseOnMainThread(text, delimiter, signal)
}

const tooLong = (line: number) => new FileProblemError({ code: 'tooLong', detail: String(line) })

function parseOnMainThread(text: string, delimiter: CsvDelimiter, signal?: AbortSignal): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = []
    const { count, next } = lineCounter()
    let parsed = 0
    parseInChunks(text, {
      delimiter,
      chunkSize: CHUNK_SIZE,
      chunk(results, parser) {
        // One by one: spreading a chunk of 100,000 short lines into push overflows the stack.
        for (const record of count(results.data)) records.push(record)
        parsed += CHUNK_SIZE
        // A whole chunk without the end of a record: a quoted field that never closes, read again at every chunk.
        if (results.data.length === 0 && parsed < text.length) {
          reject(tooLong(next()))
          parser.abort()
          return
        }
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
