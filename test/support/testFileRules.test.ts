// A test that sleeps, then asserts that nothing happened, passes on a slow machine without checking
// anything: the event it meant to wait for may not have come yet. Such a test waits for that event
// instead (a request seen, a render awaited, a fake clock moved on, `settled(queryClient)`). This
// reads every test file and names each assertion that follows an awaited bare sleep, so a new one
// is noticed. Line by line, on purpose simple:
// - a sleep is a statement that awaits `new Promise(… setTimeout(…))`, `sleep(`, `delay(`, `wait(`
//   or `pause(`, or a function of the file defined as such a promise (`const aWhile = () => new Promise(…)`);
// - after it, up to WINDOW lines are read while they stay in the sleep's block (indented at least as
//   deep); a line that awaits anything else ends them, as does a line that leaves the block;
// - any `expect(` among them, outside a `waitFor`, is named: after a sleep, `toEqual(before)` (nothing
//   changed) reads like any other assertion, so every assertion there is one to look at.
// A sleep that is the behaviour under test (a delay in a mock service, a pause between clicks) is
// followed by no assertion in its block. Nothing is allowed by name.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const WINDOW = 6

/** A line that defines a function that sleeps: its name. */
const SLEEP_DEFINITION = /\b(?:const|let|var|function)\s+(\w+)\b.*\bnew Promise\b.*\bsetTimeout\(/
/** What a bare sleep awaits. */
const SLEEPS = [/\bnew Promise\b.*\bsetTimeout\(/, /\b(?:sleep|delay|wait|pause)\(/]

const indentOf = (line: string) => line.length - line.trimStart().length
const isQuiet = (line: string) => line.trim() === '' || line.trimStart().startsWith('//')

/** Each assertion after a bare sleep in `text`: its line and the sleep's (1-based). */
function assertionsAfterSleeps(text: string): Array<{ line: number; sleep: number }> {
  const lines = text.split('\n')
  const helpers = lines.flatMap((line) => SLEEP_DEFINITION.exec(line)?.slice(1, 2) ?? [])
  const sleeps = [...SLEEPS, ...helpers.map((name) => new RegExp(`\\b${name}\\(`))]
  const isSleep = (line: string) => /^\s*await\b/.test(line) && sleeps.some((sleep) => sleep.test(line))
  const found: Array<{ line: number; sleep: number }> = []
  lines.forEach((sleepLine, at) => {
    if (!isSleep(sleepLine)) return
    for (let next = at + 1; next <= at + WINDOW && next < lines.length; next++) {
      const line = lines[next]!
      if (isQuiet(line)) continue
      if (indentOf(line) < indentOf(sleepLine)) break
      if (/\bexpect\(/.test(line) && !/\bwaitFor\(/.test(line)) found.push({ line: next + 1, sleep: at + 1 })
      else if (/\bawait\b/.test(line) && !isSleep(line)) break
    }
  })
  return found
}

/** Every test file under test/, relative to the repository. */
function testFiles(): string[] {
  return readdirSync(path.join(ROOT, 'test'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort()
}

describe('no test asserts after a bare sleep', () => {
  it('finds test files to read', () => {
    expect(testFiles().length).toBeGreaterThan(50)
  })

  it('names every assertion that follows an awaited sleep, by file:line', () => {
    const found = testFiles().flatMap((file) =>
      assertionsAfterSleeps(readFileSync(path.join(ROOT, file), 'utf8')).map(
        ({ line, sleep }) => `${file}:${line} asserts after the sleep on line ${sleep}`,
      ),
    )
    expect(found, 'Wait for the event the assertion is about (see test/support/settled.ts) instead of sleeping.').toEqual([])
  })
})

describe('the scan', () => {
  it('names an assertion after a sleep, through a sleeping helper too, and says where the sleep is', () => {
    expect(assertionsAfterSleeps('  await new Promise((resolve) => setTimeout(resolve, 200))\n  expect(sent).toEqual([])')).toEqual([
      { line: 2, sleep: 1 },
    ])
    expect(assertionsAfterSleeps('await sleep(50)\n\n// a while\nexpect(asked).toHaveLength(1)')).toEqual([{ line: 4, sleep: 1 }])
    expect(
      assertionsAfterSleeps('const aWhile = () => new Promise((r) => setTimeout(r, 300))\nawait aWhile()\nexpect(pages()).toBe(2)'),
    ).toEqual([{ line: 3, sleep: 2 }])
  })

  it('leaves an assertion that follows another wait, one in a waitFor, one outside the block and one too far', () => {
    expect(assertionsAfterSleeps('await sleep(50)\nawait settled(queryClient)\nexpect(sent).toHaveLength(1)')).toEqual([])
    expect(assertionsAfterSleeps('await sleep(50)\nawait waitFor(() => expect(row).toBeNull())')).toEqual([])
    expect(assertionsAfterSleeps('    await delay(ms)\n    return answer\n  })\nexpect(saved).toBe(1)')).toEqual([])
    expect(assertionsAfterSleeps(`await sleep(50)\n${'step()\n'.repeat(WINDOW)}expect(sent).toEqual([])`)).toEqual([])
  })
})

// The files of a worker share their modules, so a file that replaces a module for the whole file
// (`vi.mock`, hoisted) would replace it for the files after it: such a file is named
// `*.mocking.test.tsx` and runs alone. A `vi.doMock` undone in its own test is fine.
describe('a file that replaces a module says so in its name', () => {
  it('names every file with vi.mock that is not a *.mocking test', () => {
    const mocking = testFiles().filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(mocking.length, 'the mocking tests are found').toBeGreaterThan(0)
    expect(mocking.filter((file) => !file.endsWith('.mocking.test.tsx') && !file.endsWith('.mocking.test.ts'))).toEqual([])
  })
})

// A component or a hook is tested whole on one service profile, `BOOKKIT`, with one smoke test per
// component on `DESCRIBED`; where the profiles decide differently is proved in Node
// (test/support/profiles.ts). A jsdom or Chromium file takes both profiles only for what they decide
// apart on the screen, in a block that says so in its title ("… the profiles decide apart …").
const EACH_PROFILE = /\.each\(PROFILES\)\(\s*(['"`])(.*?)\1/g

/** Each use of both profiles in `text` that is not a block on what the profiles decide apart. */
function wholeOnBothProfiles(text: string): string[] {
  const blocks = [...text.matchAll(EACH_PROFILE)].map((block) => block[2]!)
  const imported = /import\s*\{[^}]*\bPROFILES\b[^}]*\}/.test(text) ? 1 : 0
  const elsewhere = (text.match(/\bPROFILES\b/g) ?? []).length - imported - blocks.length
  return [
    ...blocks.filter((title) => !/the profiles decide apart/.test(title)),
    ...(elsewhere > 0 ? ['PROFILES outside a .each block'] : []),
  ]
}

describe('a component or hook test runs on one service profile', () => {
  it('names every .tsx test file that runs whole on both profiles', () => {
    const both = testFiles().flatMap((file) =>
      file.endsWith('.tsx') ? wholeOnBothProfiles(readFileSync(path.join(ROOT, file), 'utf8')).map((title) => `${file}: ${title}`) : [],
    )
    expect(both, 'Take BOOKKIT, and DESCRIBED in the component’s one smoke test; prove the difference in Node.').toEqual([])
  })

  it('tells a block on what the profiles decide apart from a whole run on both', () => {
    const head = "import { BOOKKIT, PROFILES } from '../support/profiles'\n"
    expect(
      wholeOnBothProfiles(`${head}describe.each(PROFILES)('claims the profiles decide apart, on the $profile service', () => {})`),
    ).toEqual([])
    expect(wholeOnBothProfiles(`${head}describe.each(PROFILES)('InvoiceList on the $profile service', () => {})`)).toEqual([
      'InvoiceList on the $profile service',
    ])
    expect(wholeOnBothProfiles(`${head}for (const each of PROFILES) render(each)`)).toEqual(['PROFILES outside a .each block'])
  })

  it('finds the Node tests that prove where the profiles differ', () => {
    const node = testFiles().filter((file) => file.endsWith('.ts') && /\bPROFILES\b/.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(node.length).toBeGreaterThan(0)
  })
})
