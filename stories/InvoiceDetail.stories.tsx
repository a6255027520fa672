import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import type { InvoiceQuery } from '../src/api/types'
import { InvoiceDetail, type InvoiceDetailProps } from '../src/components/InvoiceDetail'
import type { Sandbox } from '../src/sandbox'
import { storySandbox } from './support/sandbox'
import { SEEDED, SeededInvoice } from './support/SeededInvoice'

const INVOICES_PATH = '/v6/invoicing/invoices/query'

type Canvas = ReturnType<typeof within>
const shown = (canvas: Canvas) => canvas.findByRole('heading', { level: 2, name: /^Invoice / })

const meta = {
  title: 'Components/InvoiceDetail',
  component: InvoiceDetail,
  tags: ['autodocs'],
  args: { invoiceId: 'inv_000001', onLoadStart: fn(), onLoadError: fn() },
  argTypes: {
    invoice: { control: false, description: 'The invoice to show, as the invoice query answered it.' },
    invoiceNumber: { control: 'text', description: 'The number to look up in one request (wins over `invoiceId`).' },
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
    <SeededInvoice pick={pick}>
      {(invoice) => <InvoiceDetail className={className} onLoadStart={onLoadStart} onLoadError={onLoadError} invoice={invoice} />}
    </SeededInvoice>
  )
}

/** A paid, recurring invoice: two payments, its activity, nothing left to pay. */
export const Paid: Story = {
  render: seeded(SEEDED.paid),
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** Partly paid: the deposit installment settled, the balance installment still due. */
export const PartiallyPaidWithInstallments: Story = {
  render: seeded(SEEDED.partiallyPaid),
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** Overdue, and the late reminder did not reach the customer: the timeline says why. */
export const OverdueWithFailedReminder: Story = {
  render: seeded(SEEDED.overdueFailedReminder),
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** A percent discount taken after sales tax, with the taxed totals. */
export const DiscountedAndTaxed: Story = {
  render: seeded(SEEDED.discountedTaxed),
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** A draft: no payments and no activity yet, so neither section shows. */
export const Draft: Story = {
  render: seeded(SEEDED.draft),
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** Given only an id: the detail walks the invoice query's pages to find it. */
export const ById: Story = {
  args: { invoiceId: 'inv_000001' },
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** Given its number: one request, the invoice query filtered by that number. */
export const ByNumber: Story = {
  args: { invoiceId: undefined, invoiceNumber: 'MCB-1135' },
  play: async ({ canvasElement }) => shown(within(canvasElement)),
}

/** By number against a service that does only what its description shows: the number filter is described, so one request still does it. */
export const ByNumberOnTheDescribedService: Story = {
  ...ByNumber,
  tags: ['!autodocs'],
  parameters: { sandbox: { profile: 'described' } },
}

/** A number no invoice has: not found, after one request. */
export const NumberNotFound: Story = {
  args: { invoiceId: undefined, invoiceNumber: 'MCB-9999' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This invoice was not found.')
  },
}

/** From now on the sandbox answers an invoice query's first page only: every later page is held. */
function holdLaterInvoicePages(sandbox: Sandbox) {
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const later = new URL(request.url).pathname === INVOICES_PATH && Boolean(((await request.clone().json()) as InvoiceQuery).cursor)
    if (!later) return handle(request)
    return new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(Response.error())))
  }
}

/**
 * Given only an id, on page 3 of 600 invoices, while the service holds page 2: the detail keeps its
 * skeleton and says how many invoices it has searched (the service has no read by id).
 */
export const ByIdStillLooking: Story = {
  tags: ['!autodocs'],
  args: { invoiceId: 'inv_000001' },
  parameters: { sandbox: { volume: { invoicesPerCompany: 600, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } } },
  beforeEach: ({ id }) => holdLaterInvoicePages(storySandbox(id)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Looking for the invoice… 250 invoices searched')
  },
}

/** An id no page holds. */
export const NotFound: Story = {
  args: { invoiceId: 'inv_999999' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This invoice was not found.')
  },
}
