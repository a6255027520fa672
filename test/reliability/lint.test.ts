// No raw HTML anywhere: the lint config makes dangerouslySetInnerHTML an error (react/no-danger),
// and this proves the rule really fires with the repository's own config, on a fixture outside
// the tree. The source is also searched for the DOM's other ways of parsing strings as HTML or code.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const OXLINT = path.join(ROOT, 'node_modules', '.bin', 'oxlint')
const CONFIG = path.join(ROOT, '.oxlintrc.json')

function lint(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(OXLINT, ['-c', CONFIG, '--deny-warnings', file], { cwd: ROOT, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      resolve({ code, output: `${stdout}${stderr}` })
    })
  })
}

describe('the lint rule against raw HTML', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookkit-lint-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const fixture = (name: string, source: string) => {
    const file = path.join(dir, name)
    writeFileSync(file, source)
    return file
  }

  it('fails on a component that uses dangerouslySetInnerHTML', async () => {
    const file = fixture(
      'Danger.tsx',
      'export function Note({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />\n}\n',
    )
    const { code, output } = await lint(file)
    expect(code).not.toBe(0)
    expect(output).toMatch(/no-danger/)
    expect(output).toMatch(/dangerouslySetInnerHTML/)
  })

  it('fails on dangerouslySetInnerHTML passed through createElement too', async () => {
    const file = fixture(
      'DangerElement.tsx',
      "import { createElement } from 'react'\nexport const note = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } })\n",
    )
    const { code, output } = await lint(file)
    expect(code).not.toBe(0)
    expect(output).toMatch(/no-danger/)
  })

  it('passes the same component rendering the text as text (the failure above is the rule, not the setup)', async () => {
    const file = fixture('Safe.tsx', 'export function Note({ html }: { html: string }) {\n  return <div>{html}</div>\n}\n')
    const { code, output } = await lint(file)
    expect(output).not.toMatch(/no-danger/)
    expect(code).toBe(0)
  })
})

describe('the source', () => {
  /** Every .ts and .tsx file under src, except the generated schema. */
  function sourceFiles(dir = path.join(ROOT, 'src')): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) return sourceFiles(file)
      return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [file] : []
    })
  }

  it('never parses strings as HTML or code (innerHTML, insertAdjacentHTML, document.write, eval, new Function)', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(50)
    const forbidden =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\s*\(|new\s+Function\s*\(|createContextualFragment|srcdoc/
    const offending = files.filter((file) => forbidden.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file))
    expect(offending).toEqual([])
  })
})
