import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { BankReconciliation } from '../src/components/BankReconciliation'
import { isolate } from '../src/format/isolate'
import { readBankStatement } from '../src/core/import'
import { SANDBOX } from '../src/sandbox'
import { inPhone } from './support/phone'
import { draftOf } from '../src/core/reconcile/draft'
import { reconciliationDraftKey } from '../src/core/reconcile/key'
import {
  ACCOUNT,
  JUNE_NET,
  JUNE_REVIEWED_NET,
  MAY_CLOSING,
  juneOfx,
  seedImportedJune,
  seedInterruptedJune,
  seedJune,
  seedJuneIds,
  seedMay,
  shop,
} from './support/reconciliation'
import { storySandbox } from './support/sandbox'

const bakery = SANDBOX.companies.bakery
const LIST_PATH = '/v5/banks/transactions'
const bankAccounts = [
  { id: ACCOUNT, name: 'Reserve savings', glAccountId: shop.glAccounts.savings },
  { id: shop.bankAccounts.checking, name: 'Shop checking', glAccountId: shop.glAccounts.checking },
]

/** The shop's categories, for the editor a row to review opens in. */
const options = {
  categories: [
    { id: shop.categories.parts, name: 'Parts' },
    { id: shop.categories.rent, name: 'Rent' },
    { id: shop.categories.utilities, name: 'Utilities' },
    { id: shop.categories.deposits, name: 'Deposits' },
  ],
}

const meta = {
  title: 'Components/BankReconciliation',
  component: BankReconciliation,
  tags: ['autodocs'],
  args: {
    bankAccounts,
    bankAccountId: ACCOUNT,
    companyId: shop.id,
    userName: 'Robin at the shop',
    options,
    onFinished: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  // The host's chart of accounts, as a host passes it: for the adjustment's pickers.
  render: (args, { id }) => <BankReconciliation {...args} accounts={storySandbox(id).inspect.glAccounts(args.companyId ?? shop.id)} />,
  parameters: {
    bookkit: { userId: SANDBOX.users.bikeShopOwner },
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'A bank account reconciled to its statement: its figures in the order a statement prints them (beginning date and balance, ending date and balance; from a statement read or imported, or typed), the account’s transactions up to that date ticked as cleared in two grids, the difference live and announced politely, and the finish: to zero, with a difference after a plain warning, or with the difference booked as a journal entry. The beginning balance is the last reconciliation’s ending balance; the first time it is typed. Finish later keeps the worksheet in the host’s store until it is finished or discarded. Money out is shown negative everywhere.',
      },
    },
  },
} satisfies Meta<typeof BankReconciliation>

export default meta
type Story = StoryObj<typeof meta>

const difference = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.bk-reconcile__difference')!

/** Types the statement's end date, its opening balance (the first time) and its closing balance. */
async function typeStatement(
  canvasElement: HTMLElement,
  { endDate, opening, closing }: { endDate: string; opening?: string; closing: string },
) {
  const canvas = within(canvasElement)
  fireEvent.change(await canvas.findByLabelText('Ending date'), { target: { value: endDate } })
  if (opening !== undefined) await userEvent.type(await canvas.findByLabelText('Beginning balance'), opening)
  await userEvent.type(canvas.getByLabelText('Ending balance'), closing)
}

/** Ticks the money in and out that cleared in June. */
async function tickJune(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Tick all money out' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Tick all money in' }))
}

/** The account’s first reconciliation: the opening balance typed (and said so), every reviewed row ticked, the difference $0.00 and Finish ready. */
export const FirstReconciliation: Story = {
  beforeEach: seedJune,
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, {
      endDate: '2026-06-30',
      opening: '2,000.00',
      closing: ((200_000 + JUNE_REVIEWED_NET) / 100).toFixed(2),
    })
    await tickJune(canvasElement)
    await expect(difference(canvasElement)).toHaveTextContent('Difference: $0.00')
    await expect(within(canvasElement).getByRole('button', { name: 'Finish reconciliation' })).toBeEnabled()
  },
}

/** June’s OFX statement, imported before: its closing balance and end date fill the form, its rows tick the transactions they are by import id, and the opening balance is May’s closing. */
export const FromImportedOfx: Story = {
  name: 'From an imported OFX statement',
  tags: ['!autodocs'],
  // June comes from the import (the loader), not the bank feed.
  beforeEach: async ({ id }) => {
    seedMay(id)
    await seedImportedJune(juneOfx(MAY_CLOSING + JUNE_REVIEWED_NET))
  },
  // The host's reading of the same file, as it would pass what it imported.
  loaders: [async () => ({ reading: await readBankStatement(juneOfx(MAY_CLOSING + JUNE_REVIEWED_NET)) })],
  render: (args, { id, loaded }) => (
    <BankReconciliation {...args} statement={loaded.reading} accounts={storySandbox(id).inspect.glAccounts(shop.id)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Difference: $0.00')
    await expect(canvas.getByLabelText('Ending balance')).toHaveValue(
      ((MAY_CLOSING + JUNE_REVIEWED_NET) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    )
    await expect(canvas.getAllByText('On the statement').length).toBeGreaterThan(0)
  },
}

/** June's statement holds every row of the bank feed's June, and one more: the bank's service charge on the 30th. */
const JUNE_WITH_CHARGE = MAY_CLOSING + JUNE_NET - 1_250

/**
 * June's statement read while the books, fed by the bank, lack its service charge: the row is listed
 * with Add it (categorized in place, or left to review), and the summary says the statement row whose
 * transaction is still to review is not cleared yet.
 */
export const StatementRowsNotInBooks: Story = {
  name: 'Statement rows not in the books',
  tags: ['!autodocs'],
  beforeEach: async ({ id }) => {
    seedMay(id)
    await seedJune()
  },
  loaders: [
    async () => {
      const reading = await readBankStatement(juneOfx(JUNE_WITH_CHARGE))
      const charge = {
        line: reading.rows.length + 1,
        date: '2026-06-30',
        amount: -1_250,
        description: 'Service charge',
        bankId: 'JUN-0006',
      }
      return { reading: { ...reading, rows: [...reading.rows, charge] } }
    },
  ],
  render: (args, { id, loaded }) => (
    <BankReconciliation {...args} statement={loaded.reading} accounts={storySandbox(id).inspect.glAccounts(shop.id)} />
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'On the statement, not in the books' })
    await expect(within(list).getByRole('button', { name: 'Add it' })).toBeEnabled()
  },
}

/** A difference left: the finish offers to accept it (after a warning) or to book it. */
export const DifferenceLeft: Story = {
  beforeEach: seedJune,
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, { endDate: '2026-06-30', opening: '2,000.00', closing: '2,400.00' })
    await tickJune(canvasElement)
    await within(canvasElement).findByRole('button', { name: 'Book an adjustment' })
  },
}

/** Finishing with a difference asks first, plainly: the rows would be saved with a discrepancy and the books keep the difference. */
export const DiscrepancyWarning: Story = {
  beforeEach: seedJune,
  name: 'Finish with a difference: the warning',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, { endDate: '2026-06-30', opening: '2,000.00', closing: '2,400.00' })
    await tickJune(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finish with a difference' }))
    await within(canvasElement).findByRole('dialog', { name: 'Finish with a difference?' })
  },
}

/** The difference booked as a journal entry: the account it goes to picked, the bank’s own ledger account filled from `bankAccounts`. */
export const AdjustmentDialog: Story = {
  beforeEach: seedJune,
  name: 'Book an adjustment',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, { endDate: '2026-06-30', opening: '2,000.00', closing: '2,400.00' })
    await tickJune(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book an adjustment' }))
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Book the difference as an adjustment' }))
    await userEvent.selectOptions(dialog.getByLabelText('Book the difference to'), shop.glAccounts.suspense)
  },
}

/**
 * Finish later: a June started on Tuesday and saved, reopened. The figures typed, the ticks and the
 * statement file's name come back from the host's store, and the worksheet says when they were saved.
 */
export const FinishLater: Story = {
  name: 'Finish later: the saved work restored',
  beforeEach: async ({ id }) => {
    const [lube, fleet, , interest, transfer] = await seedJuneIds()
    const draft = draftOf(
      {
        bankAccountId: ACCOUNT,
        fields: { beginDate: '2026-06-01', endDate: '2026-06-30', opening: '2,000.00', closing: '2,400.00' },
        ticked: [lube!, fleet!, interest!],
        unticked: [transfer!],
        statementFile: 'reserve-savings-2026-06.pdf',
      },
      new Date('2026-06-30T20:05:00.000Z'),
    )
    storySandbox(id).store.put(reconciliationDraftKey(shop.id, ACCOUNT), draft)
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^Saved .+; your ticks and balances are restored\.$/)
    await within(canvasElement).findByText(/^Difference: /)
  },
}

/** A transaction still to review cannot be ticked: its box is disabled with the reason, and Categorize… opens it in the editor. */
export const ToReview: Story = {
  beforeEach: seedJune,
  name: 'A row to review',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, { endDate: '2026-06-30', opening: '2,000.00', closing: '2,000.00' })
    await expect(await within(canvasElement).findByRole('checkbox', { name: /Spoke wrench/ })).toBeDisabled()
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Categorize ${isolate('Spoke wrench')}…` }))
    await within(canvasElement).findByRole('dialog', { name: 'Categorize the transaction' })
  },
}

/**
 * The bakery’s books are closed through April 30 (modifications DISABLED): a first reconciliation
 * through May 31 lists the month’s rows first; the closed period’s follow on each side in one group,
 * opened here, with its one reason: not changeable, tickable, counted as cleared and left as they are.
 */
export const LockedPeriod: Story = {
  name: 'A locked period',
  tags: ['!autodocs'],
  args: { bankAccounts: undefined, bankAccountId: bakery.bankAccounts.checking, companyId: bakery.id },
  parameters: {
    bookkit: { userId: SANDBOX.users.bakeryOwner },
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 500, extraGlLinesPerCompany: 0 } },
  },
  play: async ({ canvasElement }) => {
    await typeStatement(canvasElement, { endDate: '2026-05-31', opening: '10,000.00', closing: '10,000.00' })
    const side = within(await within(canvasElement).findByRole('region', { name: 'Money out' }))
    await userEvent.click(await side.findByText(/^\d+ rows? in closed periods$/))
    await expect(
      side.getByText(
        'The books are closed through Apr 30, 2026: these rows cannot be changed. Ticked, each counts as cleared and is left as it is.',
      ),
    ).toBeVisible()
  },
}

/**
 * A statement that straddles the closing date: the books are closed through June 5, and June’s
 * statement starts on the 1st. The chain lube order of June 3 is ticked like any other row: it
 * counts as cleared and is never saved, so the difference comes to $0.00 with no adjustment.
 */
export const StraddlingStatement: Story = {
  name: 'A statement straddling the closing date',
  tags: ['!autodocs'],
  beforeEach: async ({ id }) => {
    await seedJune()
    storySandbox(id).closeBooks('2026-06-05', shop.id)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeStatement(canvasElement, { endDate: '2026-06-30', opening: '0', closing: '380.00' })
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Chain lube order/ }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /Fleet service payment/ }))
    await expect(difference(canvasElement)).toHaveTextContent('Difference: $0.00')
  },
}

/**
 * June’s finish stopped part-way (a refused batch, then a reload): the worksheet says how far it got
 * from the record kept before its first save, and offers Finish it (the rest, nothing twice) and
 * Undo it (what it saved goes back). Finish waits until one of them is done.
 */
export const InterruptedFinish: Story = {
  name: 'An interrupted finish',
  tags: ['!autodocs'],
  beforeEach: ({ id }) => seedInterruptedJune(id),
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'A finish was interrupted: 2 of 4 transactions saved.' })
    await expect(within(banner).getByRole('button', { name: 'Finish it' })).toBeEnabled()
  },
}

/**
 * The same interrupted finish after the books were closed through June 20: the interest of June 18
 * it had left to save is in the closed period, so it cannot be finished as it was begun, and the two
 * rows it saved are in the closed period too, so Undo it cannot put them back. The notice says so and
 * offers the way out: finish it counting the interest as cleared in a closed period (it was ticked on
 * the statement and can no longer change), saving the transfer of June 24 that is left.
 */
export const InterruptedFinishClosed: Story = {
  name: 'An interrupted finish the closing stopped',
  tags: ['!autodocs'],
  beforeEach: async ({ id }) => {
    await seedInterruptedJune(id)
    storySandbox(id).closeBooks('2026-06-20', shop.id)
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'A finish was interrupted: 2 of 4 transactions saved.' })
    await within(banner).findByText(/The books were closed through Jun 20, 2026 after this finish began/)
    await within(banner).findByText(/It cannot be undone: 2 transactions it saved are in the closed period too/)
    await expect(
      within(banner).getByRole('button', {
        name: 'Finish it, counting the 1 transaction the closing locked as cleared in a closed period',
      }),
    ).toBeEnabled()
    await expect(within(banner).queryByRole('button', { name: 'Undo it' })).toBeNull()
  },
}

/**
 * A read-only session (a token whose scope is `read`): the worksheet and the history are there to
 * read, Finish is unavailable with the reason, and the history says why it offers no Undo.
 */
export const ReadOnly: Story = {
  name: 'A read-only session',
  tags: ['!autodocs'],
  parameters: { bookkit: { userId: SANDBOX.users.bikeShopOwner, scope: 'read' } },
  beforeEach: async ({ id }) => {
    await seedJune()
    seedMay(id)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('You can view these reconciliations but not undo them.')
    await expect(canvas.queryByRole('button', { name: 'Undo the last reconciliation' })).toBeNull()
  },
}

/** The account’s transactions still arriving: no figure yet, the difference says so, Finish waits. */
export const Counting: Story = {
  tags: ['!autodocs'],
  beforeEach: async ({ id }) => {
    await seedJune()
    storySandbox(id).failNext({ hang: true, path: LIST_PATH, times: 5 })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Still reading the account’s transactions/)
  },
}

/** The account’s transactions could not be read: the error, and Try again. */
export const LoadError: Story = {
  name: 'Error',
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, path: LIST_PATH, times: 20 })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Try again' })
  },
}

/** In a phone’s 390 px: the fields and the two grids stack, the summary with the difference stays at the bottom. */
export const Narrow: Story = {
  beforeEach: seedJune,
  name: 'Narrow (390 px)',
  decorators: [inPhone],
  play: DifferenceLeft.play,
}

/** `data-bk-theme="dark"`: the worksheet with a difference left, every text’s contrast checked by axe. */
export const Dark: Story = {
  beforeEach: seedJune,
  parameters: { bookkit: { theme: 'dark' } },
  play: DifferenceLeft.play,
}
