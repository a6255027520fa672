// The one-way layers of ARCHITECTURE.md, checked on every source file's own imports (type-only
// ones included): src/format is the ground floor and imports only itself; src/api is
// framework-free; src/core is the React-free bookkeeping, each feature in its folder and the
// features in one order; src/react is bindings that never reach up into the components; and the
// strings (src/messages) sit below both. And the house stays readable: no folder of src with more
// than 20 files at its top, no hand-written file over 400 lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only ones included. */
const SPECIFIER = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g
const REACT = /^(react|react-dom|@tanstack\/react-[\w-]+|react-hook-form)(\/|$)/

/**
 * Each source file of a folder of src, with what it imports: packages by name, our files as paths
 * inside src (`imports`); and our files alone (`ours`), where `react` is src/react, never the package.
 */
function importsOf(folder: string): Array<{ file: string; imports: string[]; ours: string[] }> {
  return readdirSync(path.join(SRC, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const specifiers = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? '')
      const inSrc = (specifier: string) =>
        path
          .relative(SRC, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/')
      const imports = specifiers.map((specifier) => (specifier.startsWith('.') ? inSrc(specifier) : specifier))
      const ours = specifiers.filter((specifier) => specifier.startsWith('.')).map(inSrc)
      return { file: path.relative(SRC, file).split(path.sep).join('/'), imports, ours }
    })
}

function offending(folder: string, forbidden: (specifier: string) => boolean): string[] {
  const files = importsOf(folder)
  expect(files.length, `src/${folder} has source files`).toBeGreaterThan(2)
  return files.flatMap(({ file, imports }) => imports.filter(forbidden).map((specifier) => `${file} imports ${specifier}`))
}

/** Our modules by name (a path inside src without its extension, a folder by its index). */
const moduleOf = (file: string) => file.replace(/\.tsx?$/, '')
function resolvedModule(specifier: string): string | undefined {
  if (['.ts', '.tsx'].some((extension) => existsSync(path.join(SRC, specifier + extension)))) return specifier
  return ['.ts', '.tsx'].some((extension) => existsSync(path.join(SRC, specifier, `index${extension}`))) ? `${specifier}/index` : undefined
}

/** Every import circle of `graph`, each as the modules on it (Tarjan's strongly connected components of more than one module, or one importing itself). */
function circlesOf(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (module: string) => {
    order.set(module, order.size)
    low.set(module, order.get(module)!)
    stack.push(module)
    onStack.add(module)
    for (const next of graph.get(module) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(module, Math.min(low.get(module)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module)!, order.get(next)!))
    }
    if (low.get(module) !== order.get(module)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== module)
    if (component.length > 1 || graph.get(module)?.includes(module)) circles.push(component.sort())
  }
  for (const module of graph.keys()) if (!order.has(module)) visit(module)
  return circles
}

/** What each module of src imports of ours, type-only imports and `import()` included: a circle through types still ties the modules together. */
function importGraph(): Map<string, string[]> {
  return new Map(importsOf('.').map(({ file, ours }) => [moduleOf(file), ours.flatMap((specifier) => resolvedModule(specifier) ?? [])]))
}

/** The features of src/core from the bottom up: each may import those before it, never one after. */
const CORE_ORDER = ['store', 'forms', 'rules', 'statements', 'import', 'questions', 'queue', 'reconcile', 'close']

const intoComponents = (specifier: string) => specifier === 'components' || specifier.startsWith('components/')
const intoReact = (specifier: string) => specifier === 'react' || specifier.startsWith('react/')

describe('the layers of src', () => {
  it('src/api never imports React, a React binding, or anything above it', () => {
    expect(offending('api', (specifier) => REACT.test(specifier) || intoReact(specifier) || intoComponents(specifier))).toEqual([])
  })

  it('src/core, the React-free bookkeeping, never imports React, src/react or src/components', () => {
    expect(offending('core', (specifier) => REACT.test(specifier) || intoReact(specifier) || intoComponents(specifier))).toEqual([])
  })

  it("each feature of src/core imports only the features below it (and core's own top, src/api, src/format)", () => {
    const featureOf = (module: string) => /^core\/([^/]+)\//.exec(module)?.[1]
    const features = readdirSync(path.join(SRC, 'core'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect([...features].sort()).toEqual([...CORE_ORDER].sort())
    const upward = importsOf('core').flatMap(({ file, ours }) => {
      const own = featureOf(file)
      const below = own === undefined ? [] : CORE_ORDER.slice(0, CORE_ORDER.indexOf(own))
      return ours
        .filter((module) => {
          const feature = featureOf(module)
          return module.startsWith('core/') && feature !== undefined && feature !== own && !below.includes(feature)
        })
        .map((module) => `${file} imports ${module}`)
    })
    expect(upward).toEqual([])
  })

  it('src/react never imports src/components (the message types come from src/messages)', () => {
    expect(offending('react', intoComponents)).toEqual([])
  })

  it('src/messages imports neither React nor the layers above it', () => {
    expect(offending('messages', (specifier) => REACT.test(specifier) || intoReact(specifier) || intoComponents(specifier))).toEqual([])
  })

  it('src/format, the ground floor, imports no React and none of our modules outside src/format', () => {
    const files = importsOf('format')
    expect(files.length, 'src/format has source files').toBeGreaterThan(2)
    const outside = files.flatMap(({ file, ours }) =>
      ours.filter((module) => !module.startsWith('format/')).map((module) => `${file} imports ${module}`),
    )
    expect(outside).toEqual([])
    expect(offending('format', (specifier) => REACT.test(specifier))).toEqual([])
  })

  it("the queue's save path (its review actions, the write hooks, src/api/writes) never goes back into components/shared", () => {
    const savePath = new Set([
      'components/BankTransactionList/review/useReviewActions.ts',
      'core/queue/review/actionResults.ts',
      'core/queue/review/reviewActions.ts',
      'react/queue/bankTransactions.ts',
      'react/query/writeMutation.ts',
    ])
    const files = [...importsOf('components'), ...importsOf('core'), ...importsOf('react'), ...importsOf('api')].filter(
      ({ file }) => savePath.has(file) || file.startsWith('api/writes/'),
    )
    expect(files.length).toBeGreaterThanOrEqual(savePath.size + 4)
    expect(
      files.flatMap(({ file, imports }) =>
        imports.filter((specifier) => specifier.startsWith('components/shared')).map((specifier) => `${file} imports ${specifier}`),
      ),
    ).toEqual([])
  })

  it('has no import circles: each module can be read before the ones that import it', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(250)
    expect(graph.get('components/BankTransactionList/BankTransactionList')).toContain('react/provider/provided')
    expect(circlesOf(graph).map((circle) => circle.join(' ↔ '))).toEqual([])
  })

  it('keeps every folder of src to 20 files at its top and every hand-written file to 400 lines', () => {
    const entries = readdirSync(SRC, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    const perFolder = new Map<string, number>()
    for (const entry of entries) perFolder.set(entry.parentPath, (perFolder.get(entry.parentPath) ?? 0) + 1)
    const crowded = [...perFolder]
      .filter(([, count]) => count > 20)
      .map(([folder, count]) => `src/${path.relative(SRC, folder)}: ${count} files`)
    expect(crowded).toEqual([])
    const generated = (name: string) => name.endsWith('.gen.ts') || name === 'openapi.yaml'
    const long = entries
      .filter((entry) => !generated(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => ({ file: path.relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 400)
      .map(({ file, lines }) => `src/${file}: ${lines} lines`)
    expect(long).toEqual([])
  })

  it('would notice a circle, a long one or a module importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ])
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c'], ['e']])
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
