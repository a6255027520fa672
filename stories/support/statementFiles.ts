/// <reference types="vite/client" />
/**
 * What the statement import's stories share: the bakery's accounts as its host lists them, the
 * fixtures of the import's tests served as the files a user picks, and the first steps a user takes.
 */
import { fn, userEvent, within } from 'storybook/test'
import { SANDBOX } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery
export const CHECKING = bakery.bankAccounts.checking
export const SAVINGS = bakery.bankAccounts.savings
/** The bakery's accounts as its host lists them (the sandbox's own names). */
const ACCOUNTS = [
  { id: CHECKING, name: 'Business Checking' },
  { id: SAVINGS, name: 'Reserve Savings' },
]

/** The import's args in every story: the bakery's accounts, checking chosen, each callback a spy. */
export const importArgs = () => ({
  bankAccounts: ACCOUNTS,
  bankAccountId: CHECKING,
  onImported: fn(),
  onReviewImported: fn(),
  onLoadStart: fn(),
  onLoadError: fn(),
})

/** What an account's last import chose is kept in this browser, under the user and the account: each story starts without it. */
export function forgetRememberedSettings() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('bookkit:statementImport:')) localStorage.removeItem(key)
}

/** The statement fixtures of the import's tests, served as files (the German one is Windows-1252 bytes: no text import would keep them). */
const FIXTURES = import.meta.glob<string>('../../test/fixtures/statements/*.{csv,pdf,ofx,qif,txt}', {
  query: '?url',
  import: 'default',
  eager: true,
})

/** A fixture as the File a user picks: its bytes exactly, its name, the type a browser gives it. */
export async function statementFile(name: string, type = 'text/csv'): Promise<File> {
  const url = FIXTURES[`../../test/fixtures/statements/${name}`]
  if (!url) throw new Error(`No statement fixture named ${name}`)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The fixture ${name} could not be fetched (${response.status})`)
  return new File([await response.arrayBuffer()], name, { type })
}

/** Chooses a file in the first step's input, as a user does (the input's `accept` applies, as in a browser's picker). */
export async function chooseFile(
  canvasElement: HTMLElement,
  file: File,
  { user = userEvent, label = 'Statement file' }: { user?: Pick<typeof userEvent, 'upload'>; label?: string } = {},
) {
  await user.upload(within(canvasElement).getByLabelText(label), file)
}

/** The preview's button, once the rows are checked against the account: "Import 22 transactions". */
export const importButton = (canvasElement: HTMLElement, name: RegExp | string = /^Import \d+ transactions?$/) =>
  within(canvasElement).findByRole('button', { name })
