import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BankStatementImport } from '../src/components/BankStatementImport'
import { SANDBOX } from '../src/sandbox'
import { inPhone } from './support/phone'
import { storySandbox } from './support/sandbox'
import { wholeText } from './support/sentences'
import { CHECKING, chooseFile, forgetRememberedSettings, importArgs, importButton, SAVINGS, statementFile } from './support/statementFiles'

const bakery = SANDBOX.companies.bakery
const TRANSACTIONS_PATH = '/v6/banks/transactions'
/** Chooses `name` and imports every new row of it: the done step. */
async function importedFile(canvasElement: HTMLElement, name: string) {
  await chooseFile(canvasElement, await statementFile(name))
  await userEvent.click(await importButton(canvasElement))
  await within(canvasElement).findByText(wholeText(/transactions imported into Business Checking/))
}

/**
 * The service never answers the import's second batch (stored or not, as `stored` says), as when
 * the connection drops mid-import: the story's sandbox hangs on that request.
 */
function answerNoSecondBatch(storyId: string, { stored }: { stored: boolean }) {
  const sandbox = storySandbox(storyId)
  let batches = 0
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === TRANSACTIONS_PATH && ++batches === 2)
      sandbox.failNext({ hang: true, stored, path: TRANSACTIONS_PATH, method: 'POST' })
    return handle(request)
  }
}

const meta = {
  title: 'Components/BankStatementImport',
  component: BankStatementImport,
  argTypes: {
    bankAccountId: {
      control: 'select',
      options: [undefined, CHECKING, SAVINGS],
      description:
        'The account the statement is of. With `bankAccounts` as well, the one chosen first; without `bankAccounts`, the only one, and no account is asked.',
    },
    bankAccounts: {
      control: false,
      description:
        'Accounts to choose from, `{ id, name, description?, accountNumber? }[]`, as the host lists them: a labelled select "Bank account" comes first, and the chosen one is named in what the import says ("22 transactions imported into Business Checking"). In a file of several accounts, the chosen one’s statement is preselected by its `accountNumber`, else by the last digits in its name or description.',
    },
    bankAccountNumber: {
      control: 'text',
      description:
        'The number (or IBAN) of `bankAccountId`’s account as the bank writes it: in a file of several accounts, its statement is preselected (a masked `XXXX4821` matches by its last digits).',
    },
    columns: {
      control: 'check',
      options: ['line', 'date', 'description', 'moneyIn', 'moneyOut', 'rule', 'state'],
      description:
        'The columns of the preview’s grid, in this order (the preview’s, not the CSV file’s); default every one of `STATEMENT_IMPORT_COLUMN_IDS`. The user may still hide, reorder and widen them in the Columns menu.',
    },
    companyId: {
      control: 'text',
      description:
        'The company whose categorization rules categorize the rows (the store’s `rules:<companyId>`); default the one company the account’s transactions name.',
    },
    categories: {
      control: false,
      description:
        'Category names for what the rules give (`{ id, name }[]` or a search function), as for the queue; without it, the names the account’s transactions carry.',
    },
    columnLabels: {
      control: 'object',
      description: 'Header text per column of the preview’s grid, in place of the default (and the provider’s `messages`).',
    },
    onImported: {
      control: false,
      description:
        'An import ended with transactions created (also after "Import the rest"): the `StatementImportResult`, each created transaction with its row.',
    },
    onReviewImported: {
      control: false,
      description:
        'The user chose "Review them": show the review queue (`<BankTransactionList>`), where the imported transactions wait to be categorized. Without it, no such button.',
    },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: 'The level of the title, `2` to `6`; default 2, under the host’s `h1`. Each step’s heading is one below.',
    },
    'aria-label': {
      control: 'text',
      description: 'The name of the component’s landmark in place of its title: give each of two on one page its own.',
    },
    'aria-labelledby': { control: false, description: 'The id of the host’s element that names the landmark; `aria-label` wins.' },
    onLoadStart: {
      control: false,
      description: 'Reading started: the account’s transactions and the closing, to tell what each row of a file becomes.',
    },
    onLoadError: {
      control: false,
      description:
        'What the account holds could not be read (after the retries): the preview says so with "Try again", and nothing can be imported.',
    },
    onError: { control: false, description: 'A render error inside the import: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: importArgs(),
  beforeEach: forgetRememberedSettings,
  parameters: {
    // The bakery's 500 everyday bank transactions, without the 3,200 small purchases on its busiest
    // expense account: each file's rows read exactly as against the whole ledger (the same states), and
    // the preview checks them against 541 transactions instead of 3,741.
    sandbox: { volume: { extraGlLinesPerCompany: 0 } },
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
}

/**
 * A US bank's CSV: read as the file is written (commas, a header on line 1, `MM/DD/YYYY`, signed
 * amounts), said in one line, "Read as Date · Description · Amount (negative = money out) ·
 * MM/DD/YYYY · UTF-8", whose Change opens every setting as a labelled choice; the file's name
 * beside the input; every row new, counted and totalled, and in the grid with its money in or out,
 * the two equal coffees of Jun 3 both kept.
 */
export const Preview: Story = {
  name: 'How a US CSV is read',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await importButton(canvasElement)
  },
}

/** The bakery's categorization rules, as stored under `rules:co_1` in the host's store: rent, card payouts (money in) and a split coffee. */
const BAKERY_RULES = {
  format: 'bookkit.rules',
  formatVersion: 1,
  rules: [
    {
      id: 'rule_rent',
      name: 'Shop rent',
      enabled: true,
      confirm: false,
      createdAt: '2026-05-01T09:00:00Z',
      conditions: { description: { match: 'contains', text: 'Oakhill Properties' }, direction: 'out' },
      actions: { categoryId: bakery.categories.rent, vendorId: bakery.vendors.harborRowProperties, memo: 'Monthly rent' },
    },
    {
      id: 'rule_payouts',
      name: 'Card payouts',
      enabled: true,
      confirm: false,
      createdAt: '2026-05-01T09:00:00Z',
      conditions: { description: { match: 'startsWith', text: 'TillPoint' }, direction: 'in' },
      actions: { categoryId: bakery.categories.retailSales },
    },
    {
      id: 'rule_coffee',
      enabled: true,
      confirm: false,
      createdAt: '2026-05-01T09:00:00Z',
      conditions: { description: { match: 'is', text: 'Corner Cup Coffee' } },
      actions: {
        split: [
          { categoryId: bakery.categories.marketing, percent: 50 },
          { categoryId: bakery.categories.ingredients, percent: 50 },
        ],
      },
    },
  ],
}

/**
 * The company's categorization rules at work: each row a rule categorizes shows the category it
 * gives and the rule (a split says "Split", its lines one click away), and the preview counts them:
 * "Rules categorize 9 of 22 rows". The import sends each with its category, vendor and memo; a row
 * no rule matches arrives as before, to be categorized in the queue. The host names the categories
 * through `categories`.
 */
export const WithRules: Story = {
  name: 'With categorization rules',
  args: {
    categories: [
      { id: bakery.categories.rent, name: 'Rent' },
      { id: bakery.categories.retailSales, name: 'Retail sales' },
      { id: bakery.categories.marketing, name: 'Marketing' },
      { id: bakery.categories.ingredients, name: 'Ingredients' },
    ],
  },
  play: async ({ canvasElement, id }) => {
    storySandbox(id).store.put('rules:co_1', BAKERY_RULES)
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await within(canvasElement).findByText(/^Rules categorize \d+ of \d+ rows$/)
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
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await importButton(canvasElement)
    const paidOut = within(canvasElement).getByRole('columnheader', { name: 'Paid out' })
    await userEvent.click(within(paidOut).getByRole('button'))
    // Sorted by what was paid out, the biggest payment first.
    await waitFor(() => expect(paidOut).toHaveAttribute('aria-sort', 'ascending'))
  },
}

/**
 * A file with problems: each unreadable row is named with its line and why, as a button that shows
 * the unreadable rows and puts the focus on that one. A row dated in the closed period is read, and
 * not imported.
 */
export const FileWithProblems: Story = {
  name: 'A file with problems',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
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
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('ofx-accounts.ofx', 'application/x-ofx'))
    // The chosen account's statement, preselected, and its preview.
    await importButton(canvasElement)
  },
}

/**
 * The same file, imported into the checking account: the savings statement it also holds is
 * offered for the savings account, found by its number ("Import ••••4321 into Reserve Savings
 * next"); the card's, of no account listed, is only named as left out.
 */
export const SeveralAccountsOneAfterAnother: Story = {
  name: 'A file of several accounts, the next one offered',
  args: SeveralAccounts.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await chooseFile(canvasElement, await statementFile('ofx-accounts.ofx', 'application/x-ofx'))
    await userEvent.click(await importButton(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Import ••••4321 into Reserve Savings next' })).toBeVisible()
  },
}

/** Import: every new row sent, the done step names the account; Review them hands the import to the host, for the review queue. */
export const ImportAndReview: Story = {
  name: 'Import, then Review them',
  play: async ({ canvasElement }) => {
    await importedFile(canvasElement, 'us-checking.csv')
  },
}

/** Undo import: every transaction the import created is deleted, in batches, and the result says how many. */
export const Undo: Story = {
  name: 'Undo import',
  parameters: { bookkit: { maxBatchSize: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await importedFile(canvasElement, 'us-checking.csv')
    await userEvent.click(canvas.getByRole('button', { name: 'Undo import' }))
    await canvas.findByText(/^Import undone: \d+ transactions deleted\.$/)
  },
}

/**
 * The same file again, on the described service (which stores a repeated `apiSourceId` instead of
 * refusing it): every row shows as already imported, nothing is to import, and nothing is sent.
 */
export const AlreadyImported: Story = {
  name: 'Already imported',
  parameters: { sandbox: { profile: 'described' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await importedFile(canvasElement, 'us-checking.csv')
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }))
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await canvas.findByText('Nothing to import: no row is new to the account.')
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
  play: async ({ canvasElement, id }) => {
    answerNoSecondBatch(id, { stored: true })
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement))
    // Cut off once the save gives up: what may have arrived, and "Import the rest".
    await within(canvasElement).findByRole('button', { name: 'Import the rest' })
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
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    answerNoSecondBatch(id, { stored: false })
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await userEvent.click(await importButton(canvasElement))
    await canvas.findByText(/^Importing: 5 of \d+ done…$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Import the rest' }))
    // The hold: its time left, and the warning beside "Import them now anyway".
    await canvas.findByRole('button', { name: 'Import them now anyway' })
  },
}

/**
 * The account's next file: read as the last one was (the date format the user chose is remembered
 * for files of the same shape, so it is not asked again), and each row like a transaction the
 * first file brought (the same amount within 7 days, a similar description) is a likely duplicate:
 * shown with what it looks like, never merged, imported only when ticked.
 */
export const NextFileOfTheAccount: Story = {
  name: 'The account’s next file',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first file: its date format asked and answered, then imported.
    await chooseFile(canvasElement, await statementFile('ambiguous-dates.csv'))
    const question = await canvas.findByRole('group', { name: /can be read two ways/ })
    await userEvent.click(within(question).getByRole('radio', { name: /^MM\/DD\/YYYY/ }))
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Import \d+ transactions$/ })).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(canvas.getByRole('button', { name: /^Import \d+ transactions$/ }))
    await canvas.findByText(wholeText(/transactions imported into Business Checking/))
    // The next file, read with the account's settings: its likely duplicates.
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }))
    await chooseFile(canvasElement, await statementFile('us-checking.csv'))
    await importButton(canvasElement)
  },
}

/** In a phone's 390 px: the settings stack, the grid keeps the date, description, amounts and state in view, and nothing scrolls sideways. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [inPhone],
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
  },
}

/** `data-bk-theme="dark"`: the file with problems, its warning, question-free states and grid, every text's contrast checked by axe. */
export const Dark: Story = {
  name: 'Dark',
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('problems.csv'))
    await importButton(canvasElement)
  },
}
