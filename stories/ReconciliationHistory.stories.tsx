import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { ReconciliationHistory } from '../src/components/BankReconciliation/history/ReconciliationHistory'
import { reconciliationsKey } from '../src/core/reconcile/book'
import { SANDBOX } from '../src/sandbox'
import { inPhone } from './support/phone'
import { BAKERY_MONTHS, ReconciledFirst, type Reconciling } from './support/reconciled'
import { storySandbox } from './support/sandbox'
import { wholeText } from './support/sentences'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking

const MONTHS = BAKERY_MONTHS

/** The story renders once its months are really reconciled in its sandbox, through the finish hook. */
const reconciled =
  (reconciling: Partial<Reconciling> = {}): Decorator =>
  (Story) => (
    <ReconciledFirst {...MONTHS} {...reconciling}>
      <Story />
    </ReconciledFirst>
  )

const meta = {
  title: 'Components/BankReconciliation/History',
  component: ReconciliationHistory,
  // A part: `<BankReconciliation>`'s root gives it the theme's text and background; here a root of its own does.
  decorators: [
    (Story) => (
      <div className="bk-root">
        <Story />
      </div>
    ),
  ],
  args: { companyId: bakery.id, bankAccountId: CHECKING, bankAccountName: 'Everyday checking', headingLevel: 2 },
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'The history part of `<BankReconciliation>`, loaded after the worksheet: the account’s reconciliations newest first with their balances, what cleared, the outcome and who finished each when; a month whose transactions changed since is marked. Each has a printable report and a CSV; the last can be undone.',
      },
    },
  },
} satisfies Meta<typeof ReconciliationHistory>

export default meta
type Story = StoryObj<typeof meta>

const listShown = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Reconciliations, newest first' })

/** May balanced, June with a discrepancy. */
export const History: Story = {
  decorators: [reconciled()],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** May adjusted: the $12.34 the books lacked booked to suspense by a journal entry. */
export const Adjusted: Story = {
  tags: ['!autodocs'],
  decorators: [
    reconciled({
      months: [
        {
          endDate: '2026-05-31',
          difference: 1_234,
          choice: {
            outcome: 'adjusted',
            glAccountId: bakery.glAccounts.suspense,
            glAccountName: 'Suspense',
            bankGlAccountId: bakery.glAccounts.checking,
          },
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(await listShown(canvasElement)).findByText(wholeText('Adjusted by $12.34 to Suspense'))
  },
}

/** June's report: summary first, then the cleared money in and out. */
export const Report: Story = {
  tags: ['!autodocs'],
  decorators: [reconciled()],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' }))
    await within(canvasElement).findByRole('dialog', { name: 'Reconciliation report' })
  },
}

/** June's report scrolled to what had not cleared by June 30 (the transactions still to review, kept by the finish) and the register balance they make. */
export const ReportNotCleared: Story = {
  name: 'Report: items not cleared',
  tags: ['!autodocs'],
  decorators: [reconciled()],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' }))
    const report = within(await within(canvasElement).findByRole('dialog', { name: 'Reconciliation report' }))
    report.getByRole('table', { name: /^Not cleared as of Jun 30, 2026/ }).scrollIntoView({ block: 'start' })
  },
}

/** A May transaction's amount was changed after May was reconciled. */
export const ChangedSince: Story = {
  tags: ['!autodocs'],
  decorators: [reconciled({ editAfter: 250 })],
  play: async ({ canvasElement }) => {
    await within(await listShown(canvasElement)).findByText('Changed since it was reconciled')
  },
}

/** Undo the last: what happens, asked plainly first. */
export const Undo: Story = {
  tags: ['!autodocs'],
  decorators: [reconciled()],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Undo the last reconciliation' }))
    await within(canvasElement).findByRole('dialog', { name: 'Undo the reconciliation ending Jun 30, 2026?' })
  },
}

/** The closed period refuses the undo: which transactions did not go back, and why. */
export const UndoRefused: Story = {
  tags: ['!autodocs'],
  decorators: [reconciled()],
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    storySandbox(id).failNext({
      method: 'POST',
      path: '/v6/banks/transactions',
      status: 400,
      body: JSON.stringify({
        result: 'FAILURE',
        error: [
          {
            type: 'NOT_MODIFIABLE',
            message: 'The books are closed through 2026-06-30; records dated on or before it cannot be changed.',
            param: 'date',
          },
        ],
      }),
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Undo the last reconciliation' }))
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Undo it' }))
    await canvas.findByText(/transactions did not go back, so the reconciliation is kept/)
  },
}

/** June was closed since it was reconciled: the undo is refused before anything is marked, and says why. */
export const UndoClosedSince: Story = {
  name: 'Undo of a month closed since',
  tags: ['!autodocs'],
  decorators: [reconciled()],
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    storySandbox(id).closeBooks('2026-06-30', bakery.id)
    await userEvent.click(canvas.getByRole('button', { name: 'Undo the last reconciliation' }))
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Undo it' }))
    await canvas.findByText(/It cannot be undone: the books are closed through Jun 30, 2026/)
  },
}

/** No reconciliation of the account yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No reconciliation of this account yet')
  },
}

/** The stored record was edited by hand: the field is named, nothing is overwritten. */
export const Unreadable: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).store.put(reconciliationsKey(bakery.id, CHECKING), {
      format: 'bookkit.reconciliations',
      formatVersion: 1,
      reconciliations: [{ id: 'rec_may', bankAccountId: CHECKING, endDate: '31/05/2026' }],
    })
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
  },
}

/** A phone's 390 px: the figures wrap to one column. */
export const Narrow: Story = {
  decorators: [inPhone, reconciled()],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** The dark theme. */
export const Dark: Story = {
  decorators: [reconciled()],
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** German dates and euros (the strings stay the host's to translate). */
export const GermanFormats: Story = {
  tags: ['!autodocs'],
  decorators: [reconciled()],
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR' } },
  play: async ({ canvasElement }) => {
    await within(await listShown(canvasElement)).findByText('Statement ending 30.06.2026')
  },
}
