import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ProfitAndLoss, SpendingByCategory } from '../src/components'
import { answerOverriddenNames } from './support/hostileNames'
import { storySandbox } from './support/sandbox'

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
