import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SANDBOX } from '../src/sandbox'
import { ApiExplorer } from './explorer/ApiExplorer'
import { SANDBOX_BASE_URL } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'

const bakery = SANDBOX.companies.bakery

/** Ids the explorer's sample requests refer to, from the sandbox's seeded books. */
const placeholders = {
  glAccountId: bakery.glAccounts.busyExpense,
  bankAccountId: bakery.bankAccounts.checking,
  debitGlAccountId: bakery.glAccounts.utilities,
  creditGlAccountId: bakery.glAccounts.rent,
  bankTransactionId: 'btxn_unknown',
}

const meta = {
  title: 'Sandbox/Service explorer',
  component: ApiExplorer,
  args: { baseUrl: SANDBOX_BASE_URL, fetchToken: sandboxFetchToken(SANDBOX.users.bakeryOwner), placeholders },
  parameters: {
    bookkit: { noProvider: true },
    docs: {
      description: {
        component:
          'Calls every endpoint of the service against the embedded sandbox and shows the answer as it came: the envelope, cursors, per-item batch results and errors. Everything runs in the browser; nothing leaves it.',
      },
    },
  },
} satisfies Meta<typeof ApiExplorer>

export default meta
type Story = StoryObj<typeof meta>

/** Queries the ledger of the bakery's busiest expense account. */
export const GeneralLedgerQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('Operation'), 'queryGeneralLedger')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByTestId('explorer-status')).toHaveTextContent('200')
    const answer = canvas.getByRole('region', { name: 'Answer' })
    await expect(answer).toHaveTextContent('"result": "SUCCESS"')
    await expect(answer).toHaveTextContent('"beginningBalance"')
    await expect(answer).toHaveTextContent('"after"')
  },
}

/** An unknown id answers 404 in the envelope. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('Operation'), 'deleteBankTransaction')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByTestId('explorer-status')).toHaveTextContent('404')
    await expect(canvas.getByRole('region', { name: 'Answer' })).toHaveTextContent('"type": "NOT_FOUND"')
  },
}

/** A journal entry whose lines do not balance is refused for that item, inside a SUCCESS envelope. */
export const UnbalancedJournalEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('Operation'), 'saveManualJournalEntries')
    const body = canvas.getByLabelText('Request body')
    const unbalanced = (body as HTMLTextAreaElement).value.replace('"crAmount": 12500', '"crAmount": 12000')
    await userEvent.clear(body)
    // userEvent.type treats { and [ as key descriptors; paste the JSON instead.
    body.focus()
    await userEvent.paste(unbalanced)
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(await canvas.findByTestId('explorer-status')).toHaveTextContent('200')
    const answer = canvas.getByRole('region', { name: 'Answer' })
    await expect(answer).toHaveTextContent('"statusCode": 400')
    await expect(answer).toHaveTextContent('"type": "INVALID_VALUE"')
  },
}
