// React Server Components. A Next.js App Router page (a Server Component) renders bookkit's
// components inside the partner's own 'use client' provider; that works only if every built module
// that runs React code says `'use client'`, while `bookkit/server` and `bookkit/sandbox` stay plain
// server code that never loads React. The directive is added at build time (vite.config.ts,
// clientDirective), so this reads dist/ as a partner's framework does.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist')

/** Imports of packages that only run in a client React tree. */
const CLIENT_IMPORT = /^\s*import\b[^;]*?\bfrom\s*["'](react|react-dom|react\/jsx-runtime|@tanstack\/react-[\w-]+|react-hook-form)["']/m
/** The directive as the first statement of the module (only comments may come before it). */
const DIRECTIVE_FIRST = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["'];?/
const DIRECTIVE_ANYWHERE = /["']use client["']/

function builtModules(): string[] {
  if (!existsSync(path.join(DIST, 'index.js'))) {
    throw new Error(`dist/index.js is missing: run \`npm run build\` first (\`npm test\` builds before Vitest). Looked in ${DIST}`)
  }
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8')

/** Every built module reachable from `entry` through relative imports and re-exports. */
function reachableFrom(entry: string): string[] {
  const seen = new Set([entry])
  const queue = [entry]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const match of read(file).matchAll(
      /\b(?:import|export)\b[^'";]*?\bfrom\s*["'](\.[^"']+)["']|\bimport\s*\(?\s*["'](\.[^"']+)["']/g,
    )) {
      const target = path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? '')
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }
  return [...seen]
}

describe("'use client' in the built package", () => {
  const modules = builtModules()

  it('opens every module that imports React or a React binding', () => {
    const clientModules = modules.filter((file) => CLIENT_IMPORT.test(read(file)))
    // The walk is real: the provider, the context and each component are among them.
    expect(clientModules).toEqual(
      expect.arrayContaining([
        'react/provider/BookkeepingProvider.js',
        'react/provider/context.js',
        'react/provider/provided.js',
        'components/InvoiceList/InvoiceList.js',
        'components/GeneralLedger/GeneralLedger.js',
        'components/BankTransactionEditor/BankTransactionEditor.js',
        'components/ManualJournalEntryForm/ManualJournalEntryForm.js',
        'components/NotificationSettingsForm/NotificationSettingsForm.js',
      ]),
    )
    expect(clientModules.filter((file) => !DIRECTIVE_FIRST.test(read(file)))).toEqual([])
  })

  it('leaves the entry unmarked, so server code may import the framework-free client through it', () => {
    // The build folds the src/*/index.ts barrels into dist/index.js: it re-exports the marked modules.
    expect(read('index.js')).not.toMatch(DIRECTIVE_ANYWHERE)
    expect(read('index.js')).toMatch(/from\s*["']\.\/components\/InvoiceList\/InvoiceList\.js["']/)
  })

  it('never marks framework-free modules: the API client, formatting, messages', () => {
    const plain = modules.filter((file) => file.startsWith('api/') || file.startsWith('format/') || file.startsWith('messages/'))
    expect(plain.length).toBeGreaterThan(5)
    expect(plain.filter((file) => DIRECTIVE_ANYWHERE.test(read(file)))).toEqual([])
  })

  it.each(['server/index.js', 'sandbox/index.js', 'sandbox/cli.js'])(
    'keeps %s and everything it imports free of the directive and of React',
    (entry) => {
      const reached = reachableFrom(entry)
      expect(reached.length).toBeGreaterThan(entry.startsWith('sandbox') ? 10 : 1)
      expect(reached.filter((file) => DIRECTIVE_ANYWHERE.test(read(file)))).toEqual([])
      expect(reached.filter((file) => CLIENT_IMPORT.test(read(file)))).toEqual([])
    },
  )

  it('would notice a module whose directive comes after an import (the check is not vacuous)', () => {
    expect(DIRECTIVE_FIRST.test('"use client";\nimport { useState } from "react";')).toBe(true)
    expect(DIRECTIVE_FIRST.test('/* banner */\n\'use client\'\nimport x from "y"')).toBe(true)
    expect(DIRECTIVE_FIRST.test('import { useState } from "react";\n"use client";')).toBe(false)
    expect(CLIENT_IMPORT.test('import { jsx } from "react/jsx-runtime";')).toBe(true)
    expect(CLIENT_IMPORT.test('import { useForm } from "react-hook-form";')).toBe(true)
    expect(CLIENT_IMPORT.test('import { x } from "./react/provider/provided.js";')).toBe(false)
  })
})
