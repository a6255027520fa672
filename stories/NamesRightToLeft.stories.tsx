import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor, ProfitAndLoss, SpendingByCategory } from '../src/components'
import { SANDBOX } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { answerOverriddenNames, overridden } from './support/hostileNames'
import { storySandbox } from './support/sandbox'

const bakery = SANDBOX.companies.bakery

const meta = {
  title: 'Locale/Names written right to left',
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 80, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'A service whose every name starts with a right-to-left override (U+202E), as a description copied from a payer’s reference can: each name is drawn reversed, and nothing of bookkit’s after it is. Each name is isolated: `<bdi>` in markup, first-strong isolate marks in labels, titles and announcements; never in a CSV cell.',
      },
    },
  },
  beforeEach: ({ id }) => answerOverriddenNames(storySandbox(id)),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The summary names the largest category: its amount and share still read after it, left to right. */
export const SpendingSummary: Story = {
  render: () => <SpendingByCategory period="2026-06" onSelectCategory={() => {}} />,
  play: async ({ canvasElement }) => {
    const summary = await waitFor(() => {
      const found = canvasElement.querySelector('.bk-chart__summary bdi')
      expect(found).not.toBeNull()
      return found!.closest('p')!
    })
    expect(summary.textContent).toMatch(/the largest is \u202E.+ at \$[\d,.]+ \(\d+%\)\.$/)
  },
}

/** Each account is "4000 · name", the name in `<bdi>`; a figure's button names its account, isolated. */
export const StatementAccounts: Story = {
  render: () => <ProfitAndLoss period="2026-Q2" onSelectAccount={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first] = await canvas.findAllByRole('button', { name: /open the ledger of \u2068\u202E/ })
    expect(first!.getAttribute('aria-label')).toMatch(/\u2069, /)
  },
}

/** A transaction of the books, its description as the hostile service sends it. */
function OverriddenTransaction({ storyId }: { storyId: string }) {
  const [transaction] = useState(() => {
    const sandbox = storySandbox(storyId)
    const open = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (one) => one.date > sandbox.inspect.closing(bakery.id).date && one.type === 'EXPENSE' && !one.children?.length,
    )!
    return { ...open, description: overridden(open.description ?? 'Flour delivery') }
  })
  return <BankTransactionEditor transaction={transaction} options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }} />
}

/** The review's case: the delete confirmation quotes the description, and its amount and date still read left to right after it. */
export const DeleteConfirmation: Story = {
  render: (_args, { id }) => <OverriddenTransaction storyId={id} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Bank transaction' })
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this bank transaction?' })
    const name = dialog.querySelector('bdi')!
    expect(name.textContent).toMatch(/^\u202E/)
    expect(name.closest('p')!.textContent).toMatch(/\(-?\$[\d,.]+, [A-Z][a-z]{2} \d{1,2}, \d{4}\) will be removed/)
  },
}
