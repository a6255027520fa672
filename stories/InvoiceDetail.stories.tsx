import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { InvoiceDetail, type InvoiceDetailProps } from '../src/components/InvoiceDetail'
import { SEEDED, SeededInvoice } from './support/SeededInvoice'

type Canvas = ReturnType<typeof within>
const shown = (canvas: Canvas) => canvas.findByRole('heading', { level: 2, name: /^Invoice / }, { timeout: 10_000 })
const section = (canvas: Canvas, name: string) => canvas.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement

const meta = {
  title: 'Components/InvoiceDetail',
  component: InvoiceDetail,
  tags: ['autodocs'],
  args: { invoiceId: 'inv_000001', onLoadStart: fn(), onLoadError: fn() },
  argTypes: {
    invoice: { control: false, description: 'The invoice to show, as the invoice query answered it.' },
    invoiceId: { control: 'text', description: 'The id to look up through the invoice query (walks its pages).' },
    lookupFilter: { control: 'object', description: 'A filter the invoice is known to match, narrowing the lookup.' },
    onClose: { control: false, description: 'Shows a Close button and closes on Escape.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One invoice in full: who owes what by when first (balance due, due date, status, customer), then installments, lines, totals, payments, activity, collection, dimensions and notes. Sections with nothing in them are left out. Each story picks its invoice from the seeded sandbox.',
      },
    },
  },
} satisfies Meta<typeof InvoiceDetail>

export default meta
type Story = StoryObj<typeof meta>

/** The detail of the first seeded invoice `pick` accepts. */
function seeded(pick: (typeof SEEDED)[keyof typeof SEEDED]) {
  return ({ className, onLoadStart, onLoadError }: InvoiceDetailProps) => (
    <SeededInvoice pick={pick}>{(invoice) => <InvoiceDetail className={className} onLoadStart={onLoadStart} onLoadError={onLoadError} invoice={invoice} />}</SeededInvoice>
  )
}

/** A paid, recurring invoice: two payments, its activity, nothing left to pay. */
export const Paid: Story = {
  render: seeded(SEEDED.paid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(canvas.getByRole('banner')).toHaveTextContent(/Balance due\$0\.00/)
    await expect(within(section(canvas, 'Payments')).getAllByRole('row').length).toBeGreaterThan(2)
    await expect(canvas.getByRole('banner')).toHaveTextContent('Repeats')
  },
}

/** Partly paid: the deposit installment settled, the balance installment still due. */
export const PartiallyPaidWithInstallments: Story = {
  render: seeded(SEEDED.partiallyPaid),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(within(canvas.getByRole('banner')).getByText('Partially paid')).toBeVisible()
    await expect(within(section(canvas, 'Installments')).getAllByRole('row')).toHaveLength(3)
  },
}

/** Overdue, and the late reminder did not reach the customer: the timeline says why. */
export const OverdueWithFailedReminder: Story = {
  render: seeded(SEEDED.overdueFailedReminder),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(within(canvas.getByRole('banner')).getByText('Overdue')).toBeVisible()
    await expect(section(canvas, 'Activity')).toHaveTextContent("Why: The customer's mailbox is full.")
  },
}

/** A percent discount taken after sales tax, with the taxed totals. */
export const DiscountedAndTaxed: Story = {
  render: seeded(SEEDED.discountedTaxed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(section(canvas, 'Totals')).toHaveTextContent(/Discount \([\d.]+%, after sales tax\)/)
    await expect(section(canvas, 'Totals')).toHaveTextContent('After discount')
  },
}

/** A draft: no payments and no activity yet, so neither section shows. */
export const Draft: Story = {
  render: seeded(SEEDED.draft),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(within(canvas.getByRole('banner')).getByText('Draft')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Payments' })).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Activity' })).toBeNull()
  },
}

/** Given only an id: the detail walks the invoice query's pages to find it. */
export const ById: Story = {
  args: { invoiceId: 'inv_000001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await shown(canvas)
    await expect(args.onLoadStart).toHaveBeenCalled()
  },
}

/** An id no page holds. */
export const NotFound: Story = {
  args: { invoiceId: 'inv_999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This invoice was not found.', {}, { timeout: 10_000 })).toBeVisible()
  },
}
