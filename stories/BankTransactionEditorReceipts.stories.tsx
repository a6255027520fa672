import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn, userEvent, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { isolate } from '../src/format/isolate'
import { SANDBOX } from '../src/sandbox'
import { bakeryCategories } from './support/hostOptions'
import { fakeHostUpload, type Outcome } from './support/hostUpload'
import { storySandbox } from './support/sandbox'
import { wholeText } from './support/sentences'

const bakery = SANDBOX.companies.bakery

function ReceiptEditor({
  storyId,
  outcome,
  stepMs,
  onSaved,
}: {
  storyId: string
  outcome: Outcome
  stepMs: number
  onSaved: (saved: BankTransaction) => void
}) {
  const [sandbox] = useState(() => storySandbox(storyId))
  const [transaction] = useState(() => {
    const closing = sandbox.inspect.closing(bakery.id).date
    const all = sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
    return all.find((record) => record.date > closing && !record.children?.length && !record.attachments?.length) as BankTransaction
  })
  const [upload] = useState(() => fakeHostUpload(sandbox, outcome, stepMs))
  return (
    <BankTransactionEditor
      transaction={transaction}
      options={{ categories: bakeryCategories }}
      onUploadAttachment={upload}
      onSaved={onSaved}
    />
  )
}

const receipt = () => new File([new Uint8Array(2400)], 'flour-receipt.pdf', { type: 'application/pdf' })

const meta = {
  title: 'Components/BankTransactionEditor/Receipts',
  component: ReceiptEditor,
  tags: ['!autodocs'],
  args: { storyId: '', outcome: 'succeeds', stepMs: 60, onSaved: fn() },
  argTypes: { storyId: { control: false }, outcome: { control: 'select', options: ['succeeds', 'fails', 'slow'] } },
  parameters: { sandbox: { volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } } },
  render: (args, { id }) => <ReceiptEditor {...args} storyId={id} />,
} satisfies Meta<typeof ReceiptEditor>

export default meta
type Story = StoryObj<typeof meta>

/** Attaches the receipt once the editor is shown. */
async function attachReceipt(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('form', { name: 'Bank transaction' })
  await userEvent.upload(canvas.getByLabelText('Attach receipt'), receipt())
  return canvas
}

/** The host's upload succeeds: progress, then the file listed with its size, and saved on the record. */
export const UploadSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await attachReceipt(canvasElement)
    await canvas.findByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })
  },
}

/** The host's upload fails: a clear message, everything else kept, and a retry. */
export const UploadFails: Story = {
  args: { outcome: 'fails' },
  play: async ({ canvasElement }) => {
    const canvas = await attachReceipt(canvasElement)
    await canvas.findByText(wholeText(/^flour-receipt\.pdf was not attached: The file store refused it/))
  },
}

/** A slow upload shows its progress and can be cancelled. */
export const SlowUpload: Story = {
  args: { outcome: 'slow', stepMs: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = await attachReceipt(canvasElement)
    await canvas.findByRole('progressbar', { name: `Uploading ${isolate('flour-receipt.pdf')}` })
  },
}
