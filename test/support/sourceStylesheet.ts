import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const STYLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/styles')

/** bookkit/styles.css as the build makes it, for a page built from source: tokens first, then each stylesheet in name order. */
export function sourceStylesheet(): string {
  return readdirSync(STYLES)
    .filter((file) => file.endsWith('.css'))
    .sort((a, b) => (a === 'tokens.css' ? -1 : b === 'tokens.css' ? 1 : a.localeCompare(b)))
    .map((file) => readFileSync(path.join(STYLES, file), 'utf8'))
    .join('\n')
}
