/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BankStatementImport } from '../src/components/BankStatementImport'
import type { StatementImportResult } from '../src/react'
import { SANDBOX, type Sandbox } from '../src/sandbox'
import { germanImportMessages } from './support/importMessages'
import { intlMoney } from './support/intlMoney'
import { inPhone } from './support/phone'
import { recordStoryBodies, storySandbox } from './support/sandbox'
// Story-only wrapper (the 390 px phone); the component stylesheets come from the preview.
import './statements.stories.css'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const SAVINGS = bakery.bankAccounts.savings
/** The bakery's accounts as its host lists them (the sandbox's own names). */
const ACCOUNTS = [
  { id: CHECKING, name: 'Business Checking' },
  { id: SAVINGS, name: 'Reserve Savings' },
]
const TRANSACTIONS_PATH = '/v6/banks/transactions'
/** A file is read, the account's transactions synced and the preview made: well over a second on a busy machine. */
const LONG = { timeout: 10_000 }

/** The statement fixtures of the import's tests, served as files (the German one is Windows-1252 bytes: no text import would keep them). */
const FIXTURES = import.meta.glob<string>('../test/fixtures/statements/*.{csv,pdf,ofx}', { query: '?url', import: 'default', eager: true })

/** A fixture as the File a user picks: its bytes exactly, its name, the type a browser gives it. */
async function statementFile(name: string, type = 'text/csv'): Promise<File> {
  const url = FIXTURES[`../test/fixtures/statements/${name}`]
  if (!url) throw new Error(`No statement fixture named ${name}`)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The fixture ${name} could not be fetched (${response.status})`)
  return new File([await response.arrayBuffer()], name, { type })
}

/** A UTF-8 fixture's records after its header, each split into its fields (quotes kept out). */
async function fixtureRecords(name: string, delimiter = ','): Promise<string[][]> {
  const text = await (await statementFile(name)).text()
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => fieldsOf(line, delimiter))
}

/** One CSV line's fields, a quoted delimiter kept in its field. */
function fieldsOf(line: string, delimiter: string): string[] {
  const fields = ['']
  let quoted = false
  for (const char of line) {
    if (char === '"') quoted = !quoted
    else if (char === delimiter && !quoted) fields.push('')
    else fields[fields.length - 1] += char
  }
  return fields
}

/** Chooses a file in the first step's input, as a user does (the input's `accept` applies, as in a browser's picker). */
async function chooseFile(canvasElement: HTMLElement, file: File, { user = userEvent, label = 'Statement file' }: { user?: Pick<typeof userEvent, 'upload'>; label?: string } = {}) {
  await user.upload(within(canvasElement).getByLabelText(label), file)
}

/** The preview's button, once the rows are checked against the account: "Import 22 transactions". */
const importButton = (canvasElement: HTMLElement, name: RegExp | string = /^Import \d+ transactions?$/) => within(canvasElement).findByRole('button', { name }, LONG)

/** The counts of what happens, as the list under "Check the rows" says them: `['New: 22', …]`. */
async function countsOf(canvasElement: HTMLElement, name = 'What happens'): Promise<string[]> {
  const list = await within(canvasElement).findByRole('list', { name }, LONG)
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

/** The grid's rows as shown: each body row's cells' text. */
async function gridRows(canvasElement: HTMLElement, name = 'Rows of the file'): Promise<HTMLElement[]> {
  const grid = await within(canvasElement).findByRole('grid', { name }, LONG)
  await waitFor(() => expect(grid.querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(0), LONG)
  return [...grid.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]')]
}

/**
 * The grid's rows whose description is `description`, once `count` of them are in the DOM: the grid
 * is virtualized, so the region is scrolled a screen at a time (round to the top again) until they are.
 */
async function gridRowsNamed(canvasElement: HTMLElement, description: string, { count = 1, name }: { count?: number; name?: string } = {}): Promise<HTMLElement[]> {
  let found: HTMLElement[] = []
  await waitFor(async () => {
    const rows = await gridRows(canvasElement, name)
    found = rows.filter((row) => cellOf(row, 'description')?.textContent?.trim() === description)
    if (found.length < count) {
      const region = rows[0]?.closest<HTMLElement>('.bk-grid-region')
      if (region) region.scrollTop = region.scrollTop + region.clientHeight >= region.scrollHeight ? 0 : region.scrollTop + region.clientHeight
    }
    await expect(found.length).toBeGreaterThanOrEqual(count)
  }, LONG)
  return found
}

/** The grid's row whose description is `description` (the first, when two are alike). */
const gridRow = async (canvasElement: HTMLElement, description: string, name?: string) => (await gridRowsNamed(canvasElement, description, { name }))[0] as HTMLElement

/** A cell of a grid row by its column. */
const cellOf = (row: HTMLElement, column: string) => row.querySelector<HTMLElement>(`[data-column="${column}"]`)

/** The bank transactions this story's imports stored: live records with the import's `apiName`. */
const imported = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')

/** Amounts of a US file, exact cents. */
const cents = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100)
const usd = (minor: number) => intlMoney('en-US', 'USD', minor)
/** A day as the grid writes it in `locale` (Intl's medium style, as the component's dates are). */
/** Text as `toHaveTextContent` compares it: a no-break space (Intl's, in `1 240,00 $`) is a space there. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const dayIn = (locale: string, isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${isoDate}T00:00:00Z`))

const meta = {
  title: 'Components/BankStatementImport',
  component: BankStatementImport,
  argTypes: {
    bankAccountId: {
      control: 'select',
      options: [undefined, CHECKING, SAVINGS],
      description: 'The account the statement is of. With `bankAccounts` as well, the one chosen first; without `bankAccounts`, the only one, and no account is asked.',
    },
    bankAccounts: {
      control: false,
      description:
        'Accounts to choose from, `{ id, name, description?, accountNumber? }[]`, as the host lists them: a labelled select "Bank account" comes first, and the chosen one is named in what the import says ("22 transactions imported into Business Checking"). In a file of several accounts, the chosen one’s statement is preselected by its `accountNumber`, else by the last digits in its name or description.',
    },
    bankAccountNumber: {
      control: 'text',
      description: 'The number (or IBAN) of `bankAccountId`’s account as the bank writes it: in a file of several accounts, its statement is preselected (a masked `XXXX4821` matches by its last digits).',
    },
    columns: {
      control: 'check',
      options: ['line', 'date', 'description', 'moneyIn', 'moneyOut', 'state'],
      description: 'The columns of the preview’s grid, in this order (the preview’s, not the CSV file’s); default every one of `STATEMENT_IMPORT_COLUMN_IDS`. The user may still hide, reorder and widen them in the Columns menu.',
    },
    columnLabels: { control: 'object', description: 'Header text per column of the preview’s grid, in place of the default (and the provider’s `messages`).' },
    onImported: { control: false, description: 'An import ended with transactions created (also after "Import the rest"): the `StatementImportResult`, each created transaction with its row.' },
    onReviewImported: {
      control: false,
      description: 'The user chose "Review them": show the review queue (`<BankTransactionList>`), where the imported transactions wait to be categorized. Without it, no such button.',
    },
    headingLevel: { control: { type: 'select' }, options: [2, 3, 4, 5, 6], description: 'The level of the title, `2` to `6`; default 2, under the host’s `h1`. Each step’s heading is one below.' },
    'aria-label': { control: 'text', description: 'The name of the component’s landmark in place of its title: give each of two on one page its own.' },
    'aria-labelledby': { control: false, description: 'The id of the host’s element that names the landmark; `aria-label` wins.' },
    onLoadStart: { control: false, description: 'Reading started: the account’s transactions and the closing, to tell what each row of a file becomes.' },
    onLoadError: { control: false, description: 'What the account holds could not be read (after the retries): the preview says so with "Try again", and nothing can be imported.' },
    onError: { control: false, description: 'A render error inside the import: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { bankAccounts: ACCOUNTS, bankAccountId: CHECKING, onImported: fn(), onReviewImported: fn(), onLoadStart: fn(), onLoadError: fn() },
  // What an account's last import chose is kept in this browser: each story starts without it.
  beforeEach: () => {
    for (const { id } of ACCOUNTS) localStorage.removeItem(`bookkit:statementImport:${id}`)
  },
  parameters: {
    docs: {
      description: {
        component:
          'A bank statement brought in from a file: CSV, OFX, QFX or CAMT.053, read in the browser; every row previewed with what becomes of it (new, already imported, a likely duplicate, cannot be read, in a closed period); imported through the bank-transaction save path in batches, safe to repeat; undone in one step. Each story has its own sandbox: the bakery’s 500 bank transactions, the books closed through Apr 30, 2026. *Docs › Importing statements* has the whole of it.',
      },
    },
  },
} satisfies Meta<typeof BankStatementImport>

export default meta
type Story = StoryObj<typeof meta>

/** The first step: the account, then the file. The file input waits for an account; the hint says so. */
export const ChooseFile: Story = {
  name: 'Choose a file',
  args: { bankAccountId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Import a bank statement' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Choose a statement file' })).toBeVisible()
    const input = canvas.getByLabelText('Statement file')
    await expect(input).toBeDisabled()
    await expect(input).toHaveAccessibleDescription('Choose the account the statement is of first.')
    const account = canvas.getByRole('combobox', { name: 'Bank account' })
    await expect(within(account).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an account', 'Business Checking', 'Reserve Savings'])
    await userEvent.selectOptions(account, 'Reserve Savings')
    await expect(input).toBeEnabled()
    await expect(input).toHaveAccessibleDescription('A CSV, OFX, QFX or CAMT.053 file as your bank exports it. Choose it, or drop it here.')
  },
}

/**
 * A US bank's CSV: read as the file is written (commas, a header on line 1, `MM/DD/YYYY`, signed
 * amounts), every setting a labelled choice; every row new, counted and totalled, and in the grid
 * with its money in or out, the two equal coffees of Jun 3 both kept.
 */
export const Preview: Story = {
  name: 'How a US CSV is read',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const lines = await fixtureRecords('us-checking.csv')
    const amounts = lines.map(([, , amount]) => cents(amount ?? ''))
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    const button = await importButton(canvasElement, `Import ${lines.length} transactions`)

    await step('how the file is read: each inferred setting, a choice of its own', async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'How the file is read' })).toBeVisible()
      await expect(canvas.getByText(`us-checking.csv: CSV, ${lines.length} rows`)).toBeVisible()
      await expect(canvas.getByRole('combobox', { name: 'Fields are separated by' })).toHaveDisplayValue('Commas')
      await expect(canvas.getByRole('combobox', { name: 'Column names' })).toHaveDisplayValue('Line 1: Date · Description · Amount')
      await expect(canvas.getByRole('combobox', { name: 'Date' })).toHaveDisplayValue('Date')
      await expect(canvas.getByRole('combobox', { name: 'Description' })).toHaveDisplayValue('Description')
      await expect(canvas.getByRole('combobox', { name: 'Amounts are' })).toHaveDisplayValue('In one column, negative for money out')
      await expect(canvas.getByRole('combobox', { name: 'Amount' })).toHaveDisplayValue('Amount')
      await expect(canvas.getByRole('combobox', { name: 'Numbers are written as' })).toHaveDisplayValue('1,234.56')
      await expect(canvas.getByRole('combobox', { name: 'Dates are written as' })).toHaveDisplayValue('MM/DD/YYYY')
    })

    await step('every row is new: counted, and money in and out totalled', async () => {
      await expect(await countsOf(canvasElement)).toEqual([`New: ${lines.length}`])
      const moneyIn = amounts.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0)
      const moneyOut = amounts.filter((amount) => amount < 0).reduce((sum, amount) => sum - amount, 0)
      await expect(canvas.getByText(`${lines.length} transactions to import`).closest('p')).toHaveTextContent(`${lines.length} transactions to import · Money in ${usd(moneyIn)} · Money out ${usd(moneyOut)}`)
      await expect(button).not.toHaveAttribute('aria-disabled')
    })

    await step('the grid: each row with its date, description, money in or out, and what happens to it', async () => {
      const dairy = await gridRow(canvasElement, 'Dairy Lane Farms, Inc.')
      await expect(cellOf(dairy, 'date')).toHaveTextContent('May 4, 2026')
      await expect(cellOf(dairy, 'moneyOut')).toHaveTextContent('$312.75')
      await expect(cellOf(dairy, 'moneyIn')).toHaveTextContent(/^$/)
      await expect(cellOf(dairy, 'state')).toHaveTextContent('Imported as new')
      const payout = await gridRow(canvasElement, 'TillPoint card payout')
      await expect(cellOf(payout, 'moneyIn')).toHaveTextContent('$1,286.40')
      const coffees = await gridRowsNamed(canvasElement, 'Corner Cup Coffee', { count: 2 })
      await expect(coffees.map((row) => cellOf(row, 'moneyOut')?.textContent)).toEqual(['$4.50', '$4.50'])
    })
  },
}

/**
 * The host's columns of the preview (`columns`, `columnLabels`: the preview's columns, not the
 * file's): the date, description, money out and in as "Paid out" and "Paid in", and what happens,
 * the line number left out. A header sorts every row of the file: Paid out puts the biggest payment
 * first, a second click the biggest money in; `aria-sort` says which column and which way.
 */
export const SortedWithHostColumns: Story = {
  name: 'Sorted, with the host’s columns',
  args: { columns: ['date', 'description', 'moneyOut', 'moneyIn', 'state'], columnLabels: { moneyOut: 'Paid out', moneyIn: 'Paid in' } },
  play: async ({ canvasElement, step }) => {
    const lines = await fixtureRecords('us-checking.csv')
    const amounts = lines.map(([, , amount]) => cents(amount ?? ''))
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await importButton(canvasElement, `Import ${lines.length} transactions`)
    const grid = await within(canvasElement).findByRole('grid', { name: 'Rows of the file' }, LONG)
    const header = (name: string) => within(grid).getByRole('columnheader', { name })
    /** The first row the grid shows (the rows are positioned, so by their index, not their place in the DOM). */
    const firstRow = async () => (await gridRows(canvasElement)).find((row) => row.getAttribute('aria-rowindex') === '2') as HTMLElement

    await step('the host’s columns, in its order and under its labels, the file’s order unsorted', async () => {
      await expect(within(grid).getAllByRole('columnheader').map((cell) => cell.getAttribute('aria-label'))).toEqual(['Date', 'Description', 'Paid out', 'Paid in', 'What happens'])
      await expect(cellOf(await firstRow(), 'description')).toHaveTextContent(lines[0]?.[1] ?? '')
      await expect(header('Paid out')).toHaveAttribute('aria-sort', 'none')
    })

    await step('Paid out: the biggest payment first', async () => {
      await userEvent.click(within(header('Paid out')).getByRole('button'))
      await waitFor(async () => expect(cellOf(await firstRow(), 'moneyOut')).toHaveTextContent(usd(-Math.min(...amounts))), LONG)
      await expect(header('Paid out')).toHaveAttribute('aria-sort', 'ascending')
    })

    await step('again: the other way, the biggest money in first', async () => {
      await userEvent.click(within(header('Paid out')).getByRole('button'))
      await waitFor(async () => expect(cellOf(await firstRow(), 'moneyIn')).toHaveTextContent(usd(Math.max(...amounts))), LONG)
      await expect(header('Paid out')).toHaveAttribute('aria-sort', 'descending')
    })
  },
}

/**
 * A date format the file leaves open: every day is 12 or less, so `05/02/2026` is May 2 or Feb 5.
 * Asked, with the file's own dates read each way, never guessed: nothing is imported until answered.
 */
export const AmbiguousDates: Story = {
  name: 'Ambiguous dates',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('ambiguous-dates.csv'))
    const question = await canvas.findByRole('group', { name: /^Dates such as .+ can be read two ways\. Which does your bank mean\?$/ }, LONG)
    const radios = within(question).getAllByRole('radio')
    await expect(radios.map((radio) => radio.closest('label')?.textContent?.trim())).toEqual(['MM/DD/YYYY: 05/02/2026 is May 2, 2026', 'DD/MM/YYYY: 05/02/2026 is Feb 5, 2026'])
    await expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    await expect(await importButton(canvasElement)).toHaveAttribute('aria-disabled', 'true')

    await userEvent.click(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ }))
    await waitFor(() => expect(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ })).toBeChecked(), LONG)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Import 6 transactions' })).not.toHaveAttribute('aria-disabled'), LONG)
    await expect(cellOf(await gridRow(canvasElement, 'Green Valley Eggs'), 'date')).toHaveTextContent('Jun 3, 2026')
  },
}

/**
 * A card's export: most amounts positive, charges written positive. Whether they are money out is
 * asked (a checking account of mostly deposits looks the same), and the import waits for the answer.
 */
export const CardExport: Story = {
  name: 'Card export',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('card-export.csv'))
    const question = await canvas.findByRole('group', { name: 'Most amounts in this file are positive, as on a card statement, where charges are positive. What are its positive amounts?' }, LONG)
    await expect(within(question).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    await expect(await importButton(canvasElement)).toHaveAttribute('aria-disabled', 'true')

    await userEvent.click(within(question).getByRole('radio', { name: 'Money out: charges, as on a card statement' }))
    await waitFor(() => expect(within(question).getByRole('radio', { name: 'Money out: charges, as on a card statement' })).toBeChecked(), LONG)
    await waitFor(async () => expect(await importButton(canvasElement)).not.toHaveAttribute('aria-disabled'), LONG)
    await expect(cellOf(await gridRow(canvasElement, 'Ovenworks Repair'), 'moneyOut')).toHaveTextContent('$215.00')
    const [payment] = await gridRowsNamed(canvasElement, 'Payment Thank You')
    await expect(cellOf(payment as HTMLElement, 'moneyIn')).toHaveTextContent('$1,200.00')
  },
}

/**
 * A file with problems: each unreadable row is named with its line and why, as a button that shows
 * the unreadable rows and puts the focus on that one. A row dated in the closed period is read, and
 * not imported.
 */
export const FileWithProblems: Story = {
  name: 'A file with problems',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
    const alert = (await canvas.findByText(/rows cannot be read, and will not be imported:$/, {}, LONG)).closest('.bk-alert') as HTMLElement

    await step('the unreadable rows, each by its line and why', async () => {
      await expect(within(alert).getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Line 3: “06/31/2026” is not a date written as chosen',
        'Line 4: no amount',
        'Line 5: “12.345” is not an amount written as chosen',
        'Line 7: no date',
        'Line 11: the line is cut off',
      ])
      await expect(await countsOf(canvasElement)).toEqual(['New: 3', 'In a closed period: 1', 'Cannot be read: 5'])
    })

    await step('a line’s button shows the unreadable rows and moves the focus to its row', async () => {
      await userEvent.click(within(alert).getByRole('button', { name: 'Line 5: “12.345” is not an amount written as chosen' }))
      await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Cannot be read: 5')
      await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('Green Valley Eggs'), LONG)
      const row = document.activeElement?.closest<HTMLElement>('[role="row"]') as HTMLElement
      await expect(cellOf(row, 'state')).toHaveTextContent('“12.345” is not an amount written as chosen')
    })

    await step('the row of Apr 20 is in the closed period: not imported', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'In a closed period: 1')
      const closed = await gridRow(canvasElement, 'Packwell Boxes order 1101')
      await expect(cellOf(closed, 'state')).toHaveTextContent('The books are closed through Apr 30, 2026: not imported')
      await expect(canvas.getByRole('button', { name: 'Import 3 transactions' })).toBeVisible()
    })
  },
}

/**
 * A bank's "all accounts" OFX download: checking, savings and a card in one file. Each statement is
 * shown with its kind, masked number, currency and size; the chosen account's is preselected by the
 * number the host gives for it, only it is previewed and imported, and the other two are named as
 * left out, in the preview and with the outcome.
 */
export const SeveralAccounts: Story = {
  name: 'A file of several accounts',
  args: {
    bankAccounts: [
      { id: CHECKING, name: 'Business Checking', accountNumber: '000123456789' },
      { id: SAVINGS, name: 'Reserve Savings', accountNumber: '000555504321' },
    ],
  },
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('ofx-accounts.ofx', 'application/x-ofx'))
    const question = await canvas.findByRole('group', { name: /^This file holds the statements of 3 accounts\. Which one is of Business Checking\?/ }, LONG)

    await step('each statement named, the account’s preselected by its number', async () => {
      await expect(within(question).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
        'Bank account ••••6789, in USD: 4 transactions',
        'Bank account ••••4321, in USD: 2 transactions',
        'Credit card ••••4821, in USD: 3 transactions',
      ])
      await expect(within(question).getByRole('radio', { name: 'Bank account ••••6789, in USD: 4 transactions' })).toBeChecked()
      await expect(within(question).getByText(/^Chosen because its number matches/)).toBeVisible()
    })

    await step('only its rows previewed, its own balance stated, the others left out', async () => {
      await expect(await importButton(canvasElement, 'Import 4 transactions')).toBeVisible()
      await expect(await countsOf(canvasElement)).toEqual(['New: 4'])
      await expect(canvas.getByText(`The file states a balance of ${usd(612013)} on ${dayIn('en-US', '2026-05-31')}.`)).toBeVisible()
      await expect(canvas.getByText('2 other statements of this file are left out and not imported:')).toBeVisible()
    })

    await step('imported into checking alone, the left-out statements said again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import 4 transactions' }))
      await expect(await canvas.findByText('4 transactions imported into Business Checking. They are in the review queue, to be categorized.', {}, LONG)).toBeVisible()
      await expect(canvas.getByText('2 other statements of this file were left out and not imported:')).toBeVisible()
      const stored = imported(storySandbox(id))
      await expect(stored).toHaveLength(4)
      await expect(stored.every((record) => record.bankAccount?.id === CHECKING)).toBe(true)
      await expect(stored.map((record) => record.description).sort()).toEqual(['Millstone Flour Co. · Invoice 7712', 'Riverside Power & Light · Utility', 'Square Deposit · Card sales 05/06', 'Transfer to savings 4321'])
    })
  },
}

/**
 * A Revolut-style CSV with a `State` and a `Fee` column: the completed rows are imported, the ATM
 * withdrawal with its fee (−204.00, as the balance shows); the pending, reverted and declined rows
 * are shown as not settled, counted, and never imported.
 */
export const PendingRows: Story = {
  name: 'A file with pending rows',
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('revolut-pending.csv'))
    const button = await importButton(canvasElement, 'Import 4 transactions')

    await step('4 completed rows to import, 3 not settled', async () => {
      await expect(await countsOf(canvasElement)).toEqual(['New: 4', 'Not settled: 3'])
      await expect(cellOf(await gridRow(canvasElement, 'Cash at Elm Street ATM'), 'moneyOut')).toHaveTextContent(usd(20400))
    })

    await step('each unsettled row says why it is not imported', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show' }), 'Not settled: 3')
      await expect(cellOf(await gridRow(canvasElement, 'Millstone Flour Co.'), 'state')).toHaveTextContent('Pending at the bank, not settled: not imported')
      await expect(cellOf(await gridRow(canvasElement, 'Northgate Print Shop'), 'state')).toHaveTextContent('Reverted by the bank, not settled: not imported')
      await expect(cellOf(await gridRow(canvasElement, 'Bluebell Dairy'), 'state')).toHaveTextContent('Declined, not settled: not imported')
    })

    await step('only the completed rows are imported', async () => {
      await userEvent.click(button)
      await canvas.findByText(/^4 transactions imported into Business Checking/, {}, LONG)
      const stored = imported(storySandbox(id))
      await expect(stored.map((record) => record.description).sort()).toEqual(['Cash at Elm Street ATM', 'Copper Kettle Supplies', 'Oven Parts Direct', 'Payment from Hearthstone Bakery LLC'])
      await expect(stored.find((record) => record.description === 'Cash at Elm Street ATM')?.amount).toBe(-20400)
    })
  },
}

/** A PDF is no statement file: said in a sentence, with what to download instead; nothing is read further, nothing sent. */
export const Pdf: Story = {
  name: 'A PDF',
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const sent = recordStoryBodies(id, TRANSACTIONS_PATH)
    // As a user who switched the file picker to "All files": the input's `accept` only suggests.
    await chooseFile(canvasElement, await statementFile('statement.pdf', 'application/pdf'), { user: userEvent.setup({ applyAccept: false }) })
    await expect(await canvas.findByText('This is a PDF, which is made to be printed, not read. In your online banking, download the statement as CSV, OFX (also offered as “Money” or “Quicken”) or CAMT.053 instead.', {}, LONG)).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Check the rows' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Import/ })).toBeNull()
    await expect(sent).toEqual([])
    await expect(imported(storySandbox(id))).toEqual([])
  },
}

/** Import: every new row sent, the done step names the account; Review them hands the import to the host, for the review queue. */
export const ImportAndReview: Story = {
  name: 'Import, then Review them',
  play: async ({ canvasElement, id, args }) => {
    const canvas = within(canvasElement)
    const lines = await fixtureRecords('us-checking.csv')
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement, `Import ${lines.length} transactions`))
    await expect(await canvas.findByText(`${lines.length} transactions imported into Business Checking. They are in the review queue, to be categorized.`, {}, LONG)).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Import finished' })).toBeVisible()

    const stored = imported(storySandbox(id))
    await expect(stored).toHaveLength(lines.length)
    await expect(stored.every((record) => record.bankAccount?.id === CHECKING)).toBe(true)
    await expect(new Set(stored.map((record) => record.apiSourceId)).size).toBe(lines.length)
    await expect(args.onImported).toHaveBeenCalledTimes(1)

    await userEvent.click(canvas.getByRole('button', { name: 'Review them' }))
    await expect(args.onReviewImported).toHaveBeenCalledTimes(1)
    const [result] = (args.onReviewImported as ReturnType<typeof fn>).mock.calls[0] as [StatementImportResult]
    await expect(result.bankAccountId).toBe(CHECKING)
    await expect(result.created.map(({ transaction }) => transaction.id).sort()).toEqual(stored.map((record) => record.id).sort())
    await expect(canvas.getByRole('button', { name: 'Undo import' })).toBeVisible()
  },
}

/** Undo import: every transaction the import created is deleted, in batches, and the result says how many. */
export const Undo: Story = {
  name: 'Undo import',
  parameters: { bookkit: { maxBatchSize: 10 } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const lines = await fixtureRecords('us-checking.csv')
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement, `Import ${lines.length} transactions`))
    await canvas.findByText(/transactions imported into Business Checking/, {}, LONG)
    await expect(imported(storySandbox(id))).toHaveLength(lines.length)

    await userEvent.click(canvas.getByRole('button', { name: 'Undo import' }))
    await expect(await canvas.findByText(`Import undone: ${lines.length} transactions deleted.`, {}, LONG)).toBeVisible()
    await expect(imported(storySandbox(id))).toEqual([])
    await expect(canvas.queryByRole('button', { name: 'Undo import' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Review them' })).toBeNull()
  },
}

/**
 * The same file again, on the described service (which stores a repeated `apiSourceId` instead of
 * refusing it): every row shows as already imported, nothing is to import, and nothing is sent.
 */
export const AlreadyImported: Story = {
  name: 'Already imported',
  parameters: { sandbox: { profile: 'described' } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const lines = await fixtureRecords('us-checking.csv')
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement, `Import ${lines.length} transactions`))
    await canvas.findByText(/transactions imported into Business Checking/, {}, LONG)

    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }))
    const sent = recordStoryBodies(id, TRANSACTIONS_PATH)
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await waitFor(async () => expect(await countsOf(canvasElement)).toEqual([`Already imported: ${lines.length}`]), LONG)
    const button = canvas.getByRole('button', { name: 'Import 0 transactions' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByText('Nothing to import: no row is new to the account.')).toBeVisible()
    await expect(cellOf(await gridRow(canvasElement, 'Cash deposit'), 'state')).toHaveTextContent('Already in the account: not imported again')
    await userEvent.click(button)
    await expect(sent).toEqual([])
    await expect(imported(storySandbox(id))).toHaveLength(lines.length)
  },
}

/**
 * A German bank's export, `de-DE` with euros and the import's strings in German: Windows-1252 bytes
 * read as such (umlauts and `€` right), past the bank's four lines to its header, `;` between fields,
 * `DD.MM.YYYY` dates and `-1.250,00` amounts; the closing "Saldo" line is no transaction.
 */
export const German: Story = {
  name: 'German (de-DE)',
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanImportMessages } },
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const eur = (minor: number) => spaced(intlMoney('de-DE', 'EUR', minor))
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kontoauszug importieren' })).toBeVisible()
    await chooseFile(canvasElement, await statementFile('de-girokonto.csv'), { label: 'Kontoauszugsdatei' })
    const button = await importButton(canvasElement, '18 Buchungen importieren')
    await expect(canvas.getByText('de-girokonto.csv: CSV, 18 Zeilen')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Zeichenkodierung' })).toHaveDisplayValue('Windows (Westeuropäisch)')
    await expect(canvas.getByRole('combobox', { name: 'Felder sind getrennt durch' })).toHaveDisplayValue('Semikolons')
    const header = canvas.getByRole('combobox', { name: 'Spaltennamen' })
    await expect(header).toHaveDisplayValue(/^Zeile 5: Buchungstag · Valuta · Auftraggeber\/Empfänger · /)
    await expect(header).toHaveAccessibleDescription('Die 4 Zeilen über den Spaltennamen stammen von der Bank und werden übersprungen.')
    await expect(canvas.getByRole('combobox', { name: 'Datum' })).toHaveDisplayValue('Buchungstag')
    await expect(canvas.getByRole('combobox', { name: 'Zahlen sind geschrieben als' })).toHaveDisplayValue('1.234,56 oder 1 234,56')
    await expect(canvas.getByRole('combobox', { name: 'Daten sind geschrieben als' })).toHaveDisplayValue('DD.MM.YYYY')
    await expect(await countsOf(canvasElement, 'Was geschieht')).toEqual(['Neu: 18'])

    const flour = await gridRow(canvasElement, 'Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550', 'Zeilen der Datei')
    await expect(cellOf(flour, 'date')).toHaveTextContent(dayIn('de-DE', '2026-05-04'))
    await expect(cellOf(flour, 'moneyOut')).toHaveTextContent(eur(125_000))
    await expect(cellOf(flour, 'state')).toHaveTextContent('Wird neu importiert')
    await expect(cellOf(await gridRow(canvasElement, 'Café Lindenblüte · Lieferung Brötchen April', 'Zeilen der Datei'), 'moneyIn')).toHaveTextContent(eur(84_560))

    await userEvent.click(button)
    await expect(await canvas.findByText('18 Buchungen in Business Checking importiert. Sie warten in der Prüfliste darauf, kategorisiert zu werden.', {}, LONG)).toBeVisible()
    const stored = imported(storySandbox(id))
    await expect(stored.find((record) => record.amount === -125_000)?.description).toBe('Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550')
  },
}

/**
 * A French-style file, `fr-CA` with Canadian dollars (the strings stay the host's, English here):
 * `;` between fields, débit and crédit columns, `1 240,00` grouped with a no-break space, accents
 * read as UTF-8, dates `DD/MM/YYYY` (a day over 12 settles it).
 */
export const French: Story = {
  name: 'French (fr-CA)',
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cad = (minor: number) => spaced(intlMoney('fr-CA', 'CAD', minor))
    await chooseFile(canvasElement, await statementFile('fr-compte.csv'))
    await importButton(canvasElement, 'Import 15 transactions')
    await expect(canvas.getByRole('combobox', { name: 'Text encoding' })).toHaveDisplayValue('UTF-8')
    await expect(canvas.getByRole('combobox', { name: 'Fields are separated by' })).toHaveDisplayValue('Semicolons')
    await expect(canvas.getByRole('combobox', { name: 'Amounts are' })).toHaveDisplayValue('In two columns: money out and money in')
    await expect(canvas.getByRole('combobox', { name: 'Money out' })).toHaveDisplayValue('Débit')
    await expect(canvas.getByRole('combobox', { name: 'Money in' })).toHaveDisplayValue('Crédit')
    await expect(canvas.getByRole('combobox', { name: 'Dates are written as' })).toHaveDisplayValue('DD/MM/YYYY')
    const flour = await gridRow(canvasElement, 'PRLV MINOTERIE DU VAL')
    await expect(cellOf(flour, 'date')).toHaveTextContent(spaced(dayIn('fr-CA', '2026-05-02')))
    await expect(cellOf(flour, 'moneyOut')).toHaveTextContent(cad(124_000))
    await expect(cellOf(await gridRow(canvasElement, 'VIR ÉPICERIE LES TILLEULS'), 'moneyIn')).toHaveTextContent(cad(31_850))
    await expect(cellOf(await gridRow(canvasElement, 'VIR MAIRIE — GOÛTER DES ÉCOLES'), 'moneyIn')).toHaveTextContent(cad(64_000))
  },
}

/**
 * An import cut off: the service stops answering in the middle (the second batch of five is stored
 * and its answer never comes; the save gives up after its time limit), so the rest is not sent. The
 * result says which may or may not have arrived; "Import the rest" syncs the account first, finds
 * the batch that did arrive, and sends only what is missing: every row of the file once.
 */
export const CutOffAndResumed: Story = {
  name: 'Cut off and resumed',
  parameters: { bookkit: { maxBatchSize: 5, requestTimeout: { write: 4_000 } } },
  play: async ({ canvasElement, id, args, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const lines = await fixtureRecords('us-checking.csv')
    // The second batch is stored, then never answered.
    let batches = 0
    const handle = sandbox.handle.bind(sandbox)
    sandbox.handle = async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === TRANSACTIONS_PATH && ++batches === 2) sandbox.failNext({ hang: true, stored: true, path: TRANSACTIONS_PATH, method: 'POST' })
      return handle(request)
    }
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement, `Import ${lines.length} transactions`))

    await step('the import goes in batches of five, with its progress and Cancel', async () => {
      await expect(await canvas.findByRole('heading', { level: 3, name: 'Importing' }, LONG)).toBeVisible()
      await expect(await canvas.findByText(`Importing: 5 of ${lines.length} done…`, {}, LONG)).toBeVisible()
      await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible()
    })

    await step('cut off: five imported, five may or may not have arrived, the rest not sent', async () => {
      await expect(await canvas.findByText('5 transactions imported into Business Checking. They are in the review queue, to be categorized.', {}, LONG)).toBeVisible()
      await expect(canvas.getByText('5 rows may or may not have arrived. Import the rest to finish: what arrived is found and not imported twice.')).toBeVisible()
      await expect(canvas.getByText(`${lines.length - 10} rows were not sent.`)).toBeVisible()
      await expect(imported(sandbox)).toHaveLength(10)
    })

    await step('Import the rest: what arrived is found and counted as this import\'s, the rest sent, nothing twice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import the rest' }))
      await expect(await canvas.findByText(`${lines.length} transactions imported into Business Checking. They are in the review queue, to be categorized.`, {}, LONG)).toBeVisible()
      await expect(canvas.queryByText(/in the account already/)).toBeNull()
      await expect(canvas.queryByRole('button', { name: 'Import the rest' })).toBeNull()
      const stored = imported(sandbox)
      await expect(stored).toHaveLength(lines.length)
      await expect(new Set(stored.map((record) => record.apiSourceId)).size).toBe(lines.length)
      await expect(stored.map((record) => record.amount).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(lines.map(([, , amount]) => cents(amount ?? '')).sort((a, b) => a - b))
      await expect(args.onImported).toHaveBeenCalledTimes(2)
    })

    await step('Undo import reaches every row, the cut-off batch\'s too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo import' }))
      await expect(await canvas.findByText(`Import undone: ${lines.length} transactions deleted.`, {}, LONG)).toBeVisible()
      await expect(imported(sandbox)).toHaveLength(0)
    })
  },
}

/**
 * Cancel while a batch is on its way: that batch may still be stored by the service after the
 * page gave up on it, so "Import the rest" holds it for the settle window (saying how long, and
 * looking for it once the window has passed), sending the rows after it meanwhile only once it
 * is settled. "Import them now anyway" sends at once, beside the warning that what still arrives
 * would be booked twice.
 */
export const HeldAfterCancel: Story = {
  name: 'Cancel, then the settle hold',
  parameters: { bookkit: { maxBatchSize: 5 } },
  play: async ({ canvasElement, id, step }) => {
    const canvas = within(canvasElement)
    const sandbox = storySandbox(id)
    const lines = await fixtureRecords('us-checking.csv')
    // The second batch is never answered (and not stored): the user cancels while it waits.
    let batches = 0
    const handle = sandbox.handle.bind(sandbox)
    sandbox.handle = async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === TRANSACTIONS_PATH && ++batches === 2) sandbox.failNext({ hang: true, path: TRANSACTIONS_PATH, method: 'POST' })
      return handle(request)
    }
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement, `Import ${lines.length} transactions`))

    await step('Cancel while the second batch waits: five imported, five unknown, the rest not sent', async () => {
      await canvas.findByText(`Importing: 5 of ${lines.length} done…`, {}, LONG)
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
      await expect(await canvas.findByText('5 transactions imported into Business Checking. They are in the review queue, to be categorized.', {}, LONG)).toBeVisible()
      await expect(canvas.getByText('5 rows may or may not have arrived. Import the rest to finish: what arrived is found and not imported twice.')).toBeVisible()
      await expect(canvas.getByText(`${lines.length - 10} rows were not sent.`)).toBeVisible()
    })

    await step('Import the rest holds what may still arrive, with the warning beside "Import them now anyway"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import the rest' }))
      const anyway = await canvas.findByRole('button', { name: 'Import them now anyway' }, LONG)
      await expect(anyway).toHaveAccessibleDescription('If the first save still arrives, this will be booked twice.')
      await expect(canvas.getByRole('timer')).toHaveTextContent(/left\.$/)
      await expect(imported(sandbox)).toHaveLength(5)
      await userEvent.click(anyway)
    })

    await step('sent: every row of the file once', async () => {
      await expect(await canvas.findByText(`${lines.length} transactions imported into Business Checking. They are in the review queue, to be categorized.`, {}, LONG)).toBeVisible()
      const stored = imported(sandbox)
      await expect(stored).toHaveLength(lines.length)
      await expect(new Set(stored.map((record) => record.apiSourceId)).size).toBe(lines.length)
    })
  },
}

/**
 * The account's next file: read as the last one was (the date format the user chose is remembered
 * for files of the same shape, so it is not asked again), and each row like a transaction the
 * first file brought (the same amount within 3 days, a similar description) is a likely duplicate:
 * shown with what it looks like, never merged, imported only when ticked.
 */
export const NextFileOfTheAccount: Story = {
  name: 'The account’s next file',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const lines = await fixtureRecords('us-checking.csv')

    await step('the first file: its date format asked, answered, imported', async () => {
      await chooseFile(canvasElement, await statementFile('ambiguous-dates.csv'))
      const question = await canvas.findByRole('group', { name: /can be read two ways/ }, LONG)
      await userEvent.click(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ }))
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Import 6 transactions' })).not.toHaveAttribute('aria-disabled'), LONG)
      await userEvent.click(canvas.getByRole('button', { name: 'Import 6 transactions' }))
      await canvas.findByText(/^6 transactions imported into Business Checking/, {}, LONG)
      await expect(JSON.parse(localStorage.getItem(`bookkit:statementImport:${CHECKING}`) ?? '{}')).toMatchObject({ csv: { dateFormat: 'MM/DD/YYYY' }, header: ['Date', 'Description', 'Amount'] })
    })

    await step('the next file of the same shape is read with the account’s settings: nothing is asked', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }))
      await chooseFile(canvasElement, await statementFile('us-checking.csv'))
      await importButton(canvasElement)
      await expect(canvas.getByRole('combobox', { name: 'Dates are written as' })).toHaveDisplayValue('MM/DD/YYYY')
      await expect(canvas.queryByRole('group', { name: /can be read two ways/ })).toBeNull()
    })

    await step('rows like the first file’s are likely duplicates, each imported only when ticked', async () => {
      await expect(await countsOf(canvasElement)).toEqual([`New: ${lines.length - 3}`, 'Likely duplicate: 3'])
      await expect(canvas.getByRole('button', { name: `Import ${lines.length - 3} transactions` })).toBeVisible()
      const payroll = (await gridRowsNamed(canvasElement, 'PayNest payroll', { count: 2 }))[1] as HTMLElement
      await expect(cellOf(payroll, 'date')).toHaveTextContent('Jun 12, 2026')
      await expect(cellOf(payroll, 'state')).toHaveTextContent('Looks like “PayNest payroll” of Jun 11, 2026, already in the account: not imported unless ticked')
      const line = lines.findIndex(([date, description]) => date === '06/12/2026' && description === 'PayNest payroll') + 2
      await userEvent.click(within(payroll).getByRole('checkbox', { name: `Import line ${line} anyway` }))
      await expect(canvas.getByRole('button', { name: `Import ${lines.length - 2} transactions` })).toBeVisible()
    })
  },
}

/** In a phone's 390 px: the settings stack, the grid keeps the date, description, amounts and state in view, and nothing scrolls sideways. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [inPhone],
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
    const phone = canvasElement.querySelector('.story-phone') as HTMLElement
    const root = phone.querySelector('.bk-root') as HTMLElement
    const row = await gridRow(canvasElement, 'TillPoint card payout')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    for (const region of root.querySelectorAll<HTMLElement>('.bk-grid-region')) await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
    await expect(root.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
    for (const column of ['date', 'description', 'moneyIn', 'state']) {
      const cell = cellOf(row, column) as HTMLElement
      await expect(cell).toBeVisible()
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right + 0.5)
    }
    await expect(cellOf(row, 'moneyIn')).toHaveTextContent('$1,204.55')
  },
}

/** `data-bk-theme="dark"`: the file with problems, its warning, question-free states and grid, every text's contrast checked by axe. */
export const Dark: Story = {
  name: 'Dark',
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
    await canvas.findByText(/rows cannot be read, and will not be imported:$/, {}, LONG)
    await gridRow(canvasElement, 'Packwell Boxes order 1101')
    await expect(getComputedStyle(canvasElement.querySelector('.bk-root') as HTMLElement).backgroundColor).not.toBe('rgb(255, 255, 255)')
  },
}
