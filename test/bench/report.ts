import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One line of the bench table. */
export interface BenchRow {
  group: string
  measure: string
  value: string
}

/** Prints the table and writes the same figures as JSON to bench-results/ (git-ignored). */
export function report(rows: BenchRow[], figures: unknown): string {
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => [row.group, row.measure, row.value][column]!.length), 5))
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
  const table = [
    line(['group', 'measure', 'value']),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map((row) => line([row.group, row.measure, row.value])),
  ].join('\n')
  const folder = fileURLToPath(new URL('../../bench-results/', import.meta.url))
  mkdirSync(folder, { recursive: true })
  writeFileSync(`${folder}bench.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`)
  writeFileSync(`${folder}bench.md`, `${table}\n`)
  return table
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
