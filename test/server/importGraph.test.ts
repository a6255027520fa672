// The browser entry (`bookkit`) must never pull in the backend helper (which handles the client
// secret) or the sandbox (a whole fake service): walk its relative imports from src/index.ts.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only ones included. */
const SPECIFIER = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g

function resolveModule(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  const found = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep) && /\.(tsx?|css)$/.test(candidate))
  if (!found) throw new Error(`${path.relative(SRC, fromFile)} imports ${specifier}, which does not resolve`)
  return found
}

/** Every source file reachable from `entry` through relative imports, with who imported it. */
function importGraph(entry: string): Map<string, string | null> {
  const importedBy = new Map<string, string | null>([[entry, null]])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file.endsWith('.css')) continue
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2]
      if (!specifier?.startsWith('.')) continue
      const target = resolveModule(file, specifier)
      if (importedBy.has(target)) continue
      importedBy.set(target, file)
      queue.push(target)
    }
  }
  return importedBy
}

describe("the browser entry's import graph", () => {
  const graph = importGraph(path.join(SRC, 'index.ts'))
  const files = [...graph.keys()].map((file) => path.relative(SRC, file).split(path.sep).join('/'))

  it('reaches the client, the provider and the hooks (the walk follows imports)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'index.ts',
        'api/client.ts',
        'api/transport/tokens.ts',
        'react/provider/BookkeepingProvider.tsx',
        'react/query/reads.ts',
      ]),
    )
  })

  it('imports nothing from src/server or src/sandbox', () => {
    const offending = files
      .filter((file) => file.startsWith('server/') || file.startsWith('sandbox/'))
      .map((file) => `${file} (imported by ${path.relative(SRC, graph.get(path.join(SRC, file)) ?? '')})`)
    expect(offending).toEqual([])
  })

  it('would notice such an import, in any of its forms', () => {
    const source = [
      "import { createAccessToken } from '../server'",
      'export * from "./sandbox"',
      "import type {\n  Sandbox,\n} from './sandbox/index'",
      "import './styles.css'",
      "const lazy = await import('./sandbox/cli')",
    ].join('\n')
    const found = [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2])
    expect(found).toEqual(['../server', './sandbox', './sandbox/index', './styles.css', './sandbox/cli'])
  })
})
