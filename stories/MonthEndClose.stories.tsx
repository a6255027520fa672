import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { MonthEndClose } from '../src/components/MonthEndClose'
import { isolate } from '../src/format/isolate'
import { SANDBOX } from '../src/sandbox'
import { inPhone } from './support/phone'
import { SignedOffFirst, SIGNED_BY, SIGNED_MONTH, type SigningOff } from './support/signedOff'
import { bakeryChart, TODAY } from './support/statements'
import { viewerToday } from './support/viewerToday'

const bakery = SANDBOX.companies.bakery
/** The last month before the sandbox's today (Jun 30, 2026): nothing of it is closed by the service. */
const MAY = '2026-05'

const meta = {
  title: 'Components/MonthEndClose',
  component: MonthEndClose,
  tags: ['autodocs'],
  // Every story gets the host's chart of accounts (the story sandbox's); *Without Accounts* renders its own.
  render: (args, { id }) => <MonthEndClose {...args} accounts={bakeryChart(id)} />,
  argTypes: {
    month: {
      control: 'text',
      description:
        'The month to close, `YYYY-MM`. Without it, the last twelve months before this one, newest first, each with its state and opening its own checklist. The stories pin the sandbox’s today, Jun 30, 2026.',
    },
    companyId: {
      control: 'text',
      description:
        'The company whose books are checked and whose store keeps the sign-off (a bookkeeper’s token sees several); default the one the bank transactions name.',
    },
    accounts: {
      control: false,
      description:
        'The host’s chart of accounts, `{ id, name, accountNo?, type, subtype? }[]` (the service lists none). Without it no statement’s total is final, so the ledger’s items (suspense, receivables, the balances) are not known and say so.',
    },
    userName: {
      control: 'text',
      description: 'Who signs off or reopens, as the host names the signed-in user: kept with the sign-off and shown in the history.',
    },
    onOpen: {
      control: false,
      description:
        'The user chose where an item is fixed: `(item, { from, to, bankAccountId?, glAccountId? })`, for the host’s own screen (the queue filtered to the month, the account’s reconciliation, a ledger, the trial balance). Without it, the bookkit component opens in a dialog.',
    },
    onReadyToClose: {
      control: false,
      description:
        'A month was signed off: `{ companyId, through }` (its last day), for the host to lock the service’s period itself; bookkit only reads the service’s closing.',
    },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: 'The level of the title, `2` to `6`; default 2, under the host’s `h1`. The items’ titles are one level below.',
    },
    'aria-label': { control: 'text', description: 'The region’s name, when the host’s page names it otherwise than the title does.' },
    'aria-labelledby': { control: 'text', description: 'The id of the host’s element that names the region.' },
    onLoadStart: { control: false, description: 'Reading started: the month’s figures are being counted.' },
    onLoadError: { control: false, description: 'The month’s record, or a figure it needs, could not be read (after the retries).' },
    onError: { control: false, description: 'A render error inside the component: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  // Where the user is, it is the sandbox's today: the twelve months are those before June 2026.
  beforeEach: viewerToday(TODAY),
  args: { month: MAY, companyId: bakery.id, userName: 'Avery at the bakery', onReadyToClose: fn(), onLoadStart: fn(), onLoadError: fn() },
  // What axe checks in every story: the checklist once its figures are counted. A story showing another moment waits for it in its own play.
  play: async ({ canvasElement }) => {
    await checklistSettled(canvasElement)
  },
  parameters: {
    // Two years of books, from Jul 1, 2024, without the 3,200 small purchases on the busiest expense
    // account (the books of *Statements › TrialBalance* hold them): every item reads the same kinds of
    // records, and the checklist syncs the bakery's 1,041 bank transactions, not 4,241.
    sandbox: { years: 2, volume: { extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'Whether a month’s books are done: eight items (transactions reviewed, questions waiting for the owner, bank accounts reconciled, deposits matched and transfers paired, nothing in suspense, receivables agreeing with the open invoices, the trial balance and balance sheet balancing, no change since the sign-off), each done only when its figures are final, each opening where it is fixed; the month’s sign-off (with a reason for each item not done) and reopening kept in the host’s store with their history. Without `month`, the last twelve months. The story sandbox’s today is 2026-06-30; the bakery’s books are closed by the service through Apr 30, 2026.',
      },
    },
  },
} satisfies Meta<typeof MonthEndClose>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The checklist, once each item's figures are counted: `items` of them (seven before the month's
 * first sign-off, with no change to tell; eight after), none still counting; `unknown` of them not
 * known (without the chart).
 */
async function checklistSettled(canvasElement: HTMLElement, unknown = 0, items = 7): Promise<HTMLElement> {
  const canvas = within(canvasElement)
  await canvas.findByRole('heading', { level: 2, name: /^Closing / })
  return waitFor(() => {
    const page = canvasElement.querySelector<HTMLElement>('.bk-close__page')!
    expect(page).not.toHaveAttribute('aria-busy')
    expect(page.querySelectorAll('.bk-close__item')).toHaveLength(items)
    expect(page.querySelectorAll('.bk-close__item[data-state="unknown"]')).toHaveLength(unknown)
    return page
  })
}

/** The story renders once April is signed off in its store (the story's chart reads the trial balance's totals it keeps). */
const signedOff =
  (signing: Omit<SigningOff, 'accounts'> = {}): Decorator =>
  (Story, { id }) => (
    <SignedOffFirst storyId={id} accounts={bakeryChart(id)} {...signing}>
      <Story />
    </SignedOffFirst>
  )

/**
 * May 2026 at the bakery, with the host's chart: transactions still to review, the three bank
 * accounts never reconciled (each name on its line's baseline, beside its own Reconcile button), a
 * transfer to pair (said alone: no "0 deposits pay an open invoice") and money in the uncategorized
 * account are to do, each with the button that opens where it is fixed; receivables agree with the
 * open invoices and the statements balance. The month has never been signed off, so there is no
 * "No change since sign-off" item, and the sign-off says it does not lock the month.
 *
 * A bookkeeper's token, which sees the bakery and the bike shop, gets this same checklist for
 * `companyId` the bakery's: every item counts the bakery's records only
 * (test/react/close/monthEndCloseEdges.test.tsx). With `onOpen`, each item's button hands the
 * host the item and where it is fixed instead of opening bookkit's component in a dialog
 * (test/components/monthEndClose.test.tsx).
 */
export const Checklist: Story = {
  play: async ({ canvasElement }) => {
    await checklistSettled(canvasElement)
    await within(canvasElement).findByText('4 items to do before the month is done.')
  },
}

/**
 * No `month`: the twelve months before June 2026 (the viewer's this month), newest first, April
 * signed off and the others with what the queue's sync and the store tell (review, reconciliation,
 * suggestions, changes);
 * the ledger's checks are made when a month is opened. Each month's name opens its checklist,
 * and "All months" comes back to the same row.
 */
export const Overview: Story = {
  args: { month: undefined },
  decorators: [signedOff()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(13)
      expect(table.querySelectorAll('tr[data-state="counting"]')).toHaveLength(0)
    })
    const months = within(table).getAllByRole('rowheader')
    await expect(months[0]).toHaveTextContent('May 2026')
    await expect(months[11]).toHaveTextContent('June 2025')
    await within(table).findByText(/^Signed off on May 8, 2026/)
  },
}

/**
 * April 2026, signed off by a bookkeeper on May 8: the summary says who and when; the two items
 * not done then (the accounts, whose statements came later, and the money in suspense) are
 * "Signed off with a reason", the reason beside each. The history lists the first sign-off, its
 * reopening for a refund booked late, and the sign-off in force, newest first, with the trial
 * balance's totals each kept. The service's own closing (through Apr 30) is told, read-only.
 */
export const SignedOff: Story = {
  args: { month: SIGNED_MONTH },
  decorators: [signedOff()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await checklistSettled(canvasElement, 0, 8)
    await canvas.findByText(new RegExp(`^Signed off on May 8, 2026, .* by .${SIGNED_BY}.\\.$`))
    await canvas.findByRole('heading', { name: 'History' })
    await expect(canvas.getByRole('button', { name: 'Reopen April 2026' })).toBeInTheDocument()
  },
}

/**
 * April as in *Signed Off*, but one of its transactions was kept at an amount $10.00 other than
 * today's: "No change since sign-off" is to do, naming the transaction and that its amount
 * changed, and the alert under the title asks for the month to be reopened, checked and signed
 * off again. The review queue and the editor flag the same transaction.
 */
export const ChangedSinceSignOff: Story = {
  name: 'Changed since sign-off',
  args: { month: SIGNED_MONTH },
  decorators: [signedOff({ amountDifference: 1_000 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await checklistSettled(canvasElement, 0, 8)
    await canvas.findByText('1 change was made to this month after it was signed off: reopen it, look again, and sign it off again.')
    const changes = canvasElement.querySelector<HTMLElement>('[data-item="changes"]')!
    await expect(changes).toHaveAttribute('data-state', 'toDo')
    await within(changes).findByText(/: its amount changed$/)
  },
}

/**
 * May, signed off with four items not done: Sign off asks why for each (the first reason field
 * focused, the count said in the status line); with every reason typed, the month is signed off,
 * the items read "Signed off with a reason", and the host's `onReadyToClose` hears the company and
 * the month's last day, to lock the service's period.
 */
export const SigningOffWithReasons: Story = {
  name: 'Signing off with reasons',
  tags: ['!autodocs'],
  // The reasons asked for, their focus and the host told are the component's tests' (jsdom, and
  // Chromium by keyboard): the story shows the steps and ends signed off, for axe.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await checklistSettled(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign off May 2026' }))
    await canvas.findByText('4 items are not done: say why for each to sign off.')
    const reasons = canvas.getAllByRole('textbox', { name: /^Why sign off without it/ })
    const why = [
      'The last week’s card payments are reviewed with the owner on Monday.',
      'The bank’s May statements arrive on June 10; the accounts are reconciled then.',
      'The transfer to savings is paired once the bank’s side arrives.',
      'The market purchases wait for the owner’s receipts.',
    ]
    // Each reason pasted into its field, as one input: typed key by key, the four cost the play most of its time.
    for (const [at, field] of reasons.entries()) {
      await userEvent.click(field)
      await userEvent.paste(why[at]!)
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Sign off May 2026' }))
    await canvas.findByText('May 2026 is signed off.')
    await expect(canvas.getAllByText('Signed off with a reason')).toHaveLength(4)
  },
}

/**
 * June 2024, a month before the bakery's books began (Jul 1, 2024): nothing is recorded, and the
 * checklist says so as the twelve months do ("Nothing recorded"), never that it is ready to sign
 * off; there is no sign-off to make.
 */
export const NothingRecorded: Story = {
  name: 'Before the books began',
  args: { month: '2024-06' },
  play: async ({ canvasElement }) => {
    await checklistSettled(canvasElement)
    await within(canvasElement).findByText(/^Nothing recorded: June 2024 ends before/)
  },
}

/**
 * May's money in the uncategorized account, opened from its item: the ledger of "Uncategorized
 * (Suspense)" by its name, from the first of the lines that hold the balance (June 2025), not May
 * alone under a beginning balance. $384.06 of its $793.23 is dated on or before Apr 30, 2026, through
 * which the service has closed the books: the dialog says how much, and "Clear it with a journal entry"
 * opens the entry that clears it, dated May 1 and filled in, the other account left to choose.
 */
export const SuspenseInAClosedPeriod: Story = {
  name: 'Suspense in a closed period',
  tags: ['!autodocs'],
  // What the dialog says and the entry holds are the component's tests' (jsdom): the story opens the entry, for axe.
  play: async ({ canvasElement }) => {
    await checklistSettled(canvasElement)
    const item = canvasElement.querySelector<HTMLElement>('[data-item="suspense"]')!
    await userEvent.click(within(item).getByRole('button', { name: 'Open the ledger' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Nothing left in uncategorized or suspense accounts',
    })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Clear it with a journal entry' }))
    await within(dialog).findByRole('form', { name: 'Clear it with a journal entry' })
  },
}

/**
 * No `accounts`: the statements are never final without the host's chart, so the ledger's items
 * (suspense, receivables, the balances) are not known, and each says the chart is needed.
 * The items from the bank transactions and the store are counted as before.
 */
export const WithoutAccounts: Story = {
  render: (args) => <MonthEndClose {...args} />,
  play: async ({ canvasElement }) => {
    const page = await checklistSettled(canvasElement, 3)
    for (const item of ['suspense', 'receivables', 'balances'])
      await expect(page.querySelector(`[data-item="${item}"] .bk-close__finding`)).toHaveTextContent(
        'Known only with the host’s chart of accounts.',
      )
  },
}

/**
 * April as in *Signed Off*, but $100.00 of its rent has gone to utilities since (a reclassifying
 * journal entry): no transaction changed and the trial balance's totals are as they were, yet "No
 * change since sign-off" is to do, listing each account with its balance at the sign-off and now.
 */
export const MoneyMovedSinceSignOff: Story = {
  name: 'Money moved between accounts since sign-off',
  args: { month: SIGNED_MONTH },
  decorators: [signedOff({ moved: { from: bakery.glAccounts.rent, to: bakery.glAccounts.utilities, amount: 10_000 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await checklistSettled(canvasElement, 0, 8)
    await canvas.findByText('2 changes were made to this month after it was signed off: reopen it, look again, and sign it off again.')
    const changes = canvasElement.querySelector<HTMLElement>('[data-item="changes"]')!
    await expect(changes.querySelectorAll('[data-change="balance"]')).toHaveLength(2)
  },
}

/**
 * A read-only session (the token's `scope` is `read`): the checklist is counted as for anyone, but
 * Sign off is disabled, and why is said beside it (and is the button's description). A month
 * signed off offers no Reopen either; `useMonthEndClose` refuses both, saving nothing.
 */
export const ReadOnly: Story = {
  name: 'Read-only session',
  parameters: { bookkit: { scope: 'read' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await checklistSettled(canvasElement)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign off May 2026' })).toBeDisabled())
    await expect(canvas.getByText('You have view-only access, so you cannot sign this month off.')).toBeVisible()
  },
}

/**
 * Business Checking's Reconcile button opens its reconciliation in a dialog as wide as a worksheet
 * (not a question's 480 px), titled by the account; with May's statement typed, each side lists the
 * month's rows first and the closed period's (the books are closed through Apr 30) in one group
 * after them, collapsed; at 390 px the rows stack with their amounts in view and the summary keeps to
 * a line or two, its totals one press away. Finished there, closing the dialog puts the focus on
 * the item.
 */
export const ReconcileAnAccount: Story = {
  name: 'Reconciling an account from the checklist',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await checklistSettled(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Reconcile ${isolate('Business Checking')}` }))
    // The dialog is in the top layer, still inside the story's root.
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: `Reconcile ${isolate('Business Checking')}` }))
    await dialog.findByRole('heading', { name: 'Reconcile Business Checking' })
    fireEvent.change(await dialog.findByLabelText('Ending date'), { target: { value: '2026-05-31' } })
    await userEvent.type(dialog.getByLabelText('Beginning balance'), '0')
    await userEvent.type(dialog.getByLabelText('Ending balance'), '1,000.00')
    await dialog.findAllByText(/^\d+ rows? in closed periods$/)
  },
}

/** In a phone's 390 px: the items stack, their buttons wrap under the sentence, and nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [inPhone],
}
