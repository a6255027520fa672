// STYLE.md's one-way data flow, checked on every source file's own imports (type-only ones
// included): src/api is framework-free, src/react is bindings that never reach up into the
// components, and the strings (src/messages) and formatting (src/format) sit below both.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only ones included. */
const SPECIFIER = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g
const REACT = /^(react|react-dom|@tanstack\/react-[\w-]+|react-hook-form)(\/|$)/

/** Each source file of a folder of src, with what it imports: packages by name, our files as paths inside src. */
function importsOf(folder: string): Array<{ file: string; imports: string[] }> {
  return readdirSync(path.join(SRC, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const imports = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => {
        const specifier = match[1] ?? match[2] ?? ''
        return specifier.startsWith('.') ? path.relative(SRC, path.resolve(path.dirname(file), specifier)).split(path.sep).join('/') : specifier
      })
      return { file: path.relative(SRC, file).split(path.sep).join('/'), imports }
    })
}

function offending(folder: string, forbidden: (specifier: string) => boolean): string[] {
  const files = importsOf(folder)
  expect(files.length, `src/${folder} has source files`).toBeGreaterThan(2)
  return files.flatMap(({ file, imports }) => imports.filter(forbidden).map((specifier) => `${file} imports ${specifier}`))
}

const intoComponents = (specifier: string) => specifier === 'components' || specifier.startsWith('components/')
const intoReact = (specifier: string) => specifier === 'react' || specifier.startsWith('react/')

describe('the layers of src', () => {
  it('src/api never imports React, a React binding, or anything above it', () => {
    expect(offending('api', (specifier) => REACT.test(specifier) || intoReact(specifier) || intoComponents(specifier))).toEqual([])
  })

  it('src/react never imports src/components (the message types come from src/messages)', () => {
    expect(offending('react', intoComponents)).toEqual([])
  })

  it.each(['messages', 'format'])('src/%s imports neither React nor the layers above it', (folder) => {
    expect(offending(folder, (specifier) => REACT.test(specifier) || intoReact(specifier) || intoComponents(specifier))).toEqual([])
  })

  it('the queue\'s save path (its review actions, the write hooks, src/api/writes) never goes back into components/shared', () => {
    const savePath = new Set(['components/BankTransactionList/useReviewActions.ts', 'components/BankTransactionList/actionResults.ts', 'react/bankTransactions.ts', 'react/writeMutation.ts'])
    const files = [...importsOf('components'), ...importsOf('react'), ...importsOf('api')].filter(({ file }) => savePath.has(file) || file.startsWith('api/writes/'))
    expect(files.length).toBeGreaterThanOrEqual(savePath.size + 4)
    expect(files.flatMap(({ file, imports }) => imports.filter((specifier) => specifier.startsWith('components/shared')).map((specifier) => `${file} imports ${specifier}`))).toEqual([])
  })

  it('would notice such imports (the check reads real specifiers)', () => {
    const components = importsOf('components').flatMap(({ imports }) => imports)
    expect(components).toContain('react')
    expect(components.some(intoReact)).toBe(true)
    expect(REACT.test('@tanstack/react-query')).toBe(true)
    expect(REACT.test('react-hook-form')).toBe(true)
    expect(REACT.test('react/jsx-runtime')).toBe(true)
    expect(REACT.test('@tanstack/query-core')).toBe(false)
  })
})
