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
  const table = markdownTable(
    ['group', 'measure', 'value'],
    rows.map((row) => [row.group, row.measure, row.value]),
  )
  writeResults('bench', table, figures)
  return table
}

/** A Markdown table with its columns padded to line up as text too. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((cells) => cells[column]!.length), 5))
  const line = (cells: readonly string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/** Writes `<name>.md` (the printed tables) and `<name>.json` (the raw figures) to bench-results/ (git-ignored). */
export function writeResults(name: string, markdown: string, figures: unknown): void {
  const folder = fileURLToPath(new URL('../../bench-results/', import.meta.url))
  mkdirSync(folder, { recursive: true })
  writeFileSync(`${folder}${name}.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`)
  writeFileSync(`${folder}${name}.md`, `${markdown}\n`)
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const ms = (value: number) => `${value.toFixed(1)} ms`
