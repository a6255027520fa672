// The statement files of test/fixtures/statements, as bytes and as the `File` a user would choose.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StatementRow } from '../../../src/core/import/types'

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/statements')

/** A fixture's bytes as stored (no decoding). */
export function fixtureBytes(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(FIXTURES, name)))
}

/** A fixture as a `File` named after it. */
export function fixtureFile(name: string): File {
  return new File([fixtureBytes(name)], name)
}

/** A fixture's text, for a test that feeds a reader directly (`encoding` as the file is written). */
export function fixtureText(name: string, encoding = 'utf-8'): string {
  return new TextDecoder(encoding).decode(fixtureBytes(name))
}

/** A row as the tests compare it: line, date, amount and description. */
export type ExpectedRow = readonly [line: number, date: string, amount: number, description: string]

/** Rows without problems, as tuples, to compare with a table written from the file by hand. */
export function asTuples(rows: readonly StatementRow[]): ExpectedRow[] {
  for (const row of rows) expect(row.problem, `line ${row.line}`).toBeUndefined()
  return rows.map((row) => [row.line, row.date as string, row.amount as number, row.description])
}
