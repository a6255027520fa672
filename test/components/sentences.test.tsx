// Every summary, status line and notice whose text is composed of several messages (or a message
// and data) reads as sentences: what a screen reader hears is the text content, so two parts side by
// side need a full stop and a space between them ("38 of 400 shown. Filters apply…"), not a run-on
// ("38 of 400 shown Filters apply…") or words glued together ("Not savedThe books…").
import { render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { BookkeepingProvider } from '../../src'
import { bankTransactionListMessages } from '../../src/messages/queue/bankTransactionList'
import { notificationSettingsFormMessages } from '../../src/messages/forms/notificationSettingsForm'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { ActionOutcome, RowResult } from '../../src/core/queue/review/actionResults'
import { CategoryCell } from '../../src/components/BankTransactionList/rows/CategoryCell'
import { DescriptionCell } from '../../src/components/BankTransactionList/rows/DescriptionCell'
import { QueueNotices } from '../../src/components/BankTransactionList/review/QueueNotices'
import type { QueueRowContext } from '../../src/components/BankTransactionList/rows/rowContext'
import { RowStatus } from '../../src/components/BankTransactionList/rows/RowStatus'
import { TransactionFilters } from '../../src/components/BankTransactionList/TransactionFilters'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { errorMessage } from '../../src/components/shared/text/errorMessage'
import { sharedMessages } from '../../src/messages/shared'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { seededInvoices } from '../support/invoices'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const messages = bankTransactionListMessages
const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })
const inProvider = (ui: ReactElement) =>
  render(
    <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken}>
      {ui}
    </BookkeepingProvider>,
  )

/** An element's text as it is read out: its text content with the whitespace collapsed. */
const spoken = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The prose of `element`: its text without its buttons, which are read out as controls of their own. */
function prose(element: Element | null | undefined): string {
  const copy = element?.cloneNode(true) as Element | undefined
  for (const button of copy?.querySelectorAll('button') ?? []) button.remove()
  return spoken(copy)
}

/**
 * Fails when the prose of `element` (see `prose`) runs two sentences together: a word directly followed by another that starts with a
 * capital ("savedThe"), or a word, a space and a capital with no full stop between ("shown Filters").
 * `names` are the capitalized words the text may hold mid-sentence (proper nouns, chosen values).
 */
function expectSentences(element: Element | string | null | undefined, names: readonly string[] = []) {
  const text = typeof element === 'string' ? element : prose(element)
  expect(text).not.toBe('')
  expect(text, 'two words glued together').not.toMatch(/[\p{Ll}\p{N}]\p{Lu}/u)
  const runOn = [...text.matchAll(/[\p{L}\p{N}] (\p{Lu}[\p{L}’']*)/gu)].filter((match) => !names.includes(match[1] as string))
  expect(
    runOn.map((match) => match[0]),
    `a run-on in "${text}"`,
  ).toEqual([])
}

const transaction = {
  id: 'btx_1',
  date: '2026-04-02',
  amount: -1250,
  description: 'Rye flour',
  status: 'ACTIVE',
  type: 'EXPENSE',
} as BankTransaction
const item = { id: transaction.id, categoryId: 'cat_1' }

describe('the review queue (against the sandbox)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 } })
  beforeEach(() => giveGridsAViewport())
  afterEach(() => vi.restoreAllMocks())

  it('says how many of the synced transactions a filter shows, then what filters apply to, as two sentences', async () => {
    renderWithSandbox(<BankTransactionList defaultFilter={{ direction: 'in' }} editor={false} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await screen.findByRole('grid', { name: 'Bank transactions' })
    const summary = document.querySelector('.bk-transaction-filters__summary')
    // Its prose: the transfers' part, once loaded, puts its "Pair 4 transfers…" button at the end.
    expect(prose(summary)).toMatch(/^\d+ shown · [\d,]+ transactions in all\. Filters apply to the transactions synced to this page\.$/)
    expectSentences(summary)
    // The filter hides some rows: the count is of a part.
    const [shown, total] =
      prose(summary)
        .match(/[\d,]+/g)
        ?.map((count) => Number(count.replace(/,/g, ''))) ?? []
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(total as number)
  })
})

describe('sentences composed of several messages', () => {
  it('says so while older transactions are still arriving', () => {
    inProvider(
      <TransactionFilters
        filter={{ search: 'rye' }}
        onChange={() => {}}
        counts={{ toReview: 300, reviewed: 100, waiting: 0 }}
        bankAccounts={[]}
        summary={messages['bankTransactionList.shownSoFar']('38', '400')}
        soFar
        locale="en-US"
        messages={messages}
      />,
    )
    const summary = document.querySelector('.bk-transaction-filters__summary')
    expect(spoken(summary)).toBe(
      '38 of the 400 loaded so far shown. Search and filters apply to what has arrived; older transactions are still loading.',
    )
    expectSentences(summary)
  })

  it.each<[string, RowResult, string]>([
    [
      'refused, in the service’s words',
      {
        state: 'failed',
        item,
        outcome: {
          status: 'refused',
          statusCode: 400,
          kind: 'service',
          errors: [{ type: 'INVALID_VALUE', message: 'This category is not allowed here.' }],
        },
      },
      'Not saved. This category is not allowed here. Retry',
    ],
    [
      'refused without words',
      { state: 'failed', item, outcome: { status: 'refused', statusCode: 400, kind: 'service', errors: [] } },
      'Not saved. Something went wrong. Retry',
    ],
    [
      'not sent',
      { state: 'failed', item, outcome: { status: 'notSent' } },
      'Not saved. Not sent: the action stopped before this row. Retry',
    ],
    [
      'not known',
      { state: 'unknown', item, outcome: { status: 'unknown', reason: 'noAnswer', canCheck: true, errors: [] } },
      'Not known if saved. The connection was lost before the bookkeeping service answered. Check again',
    ],
  ])('reads a row’s status (%s) as its title, a full stop, and why', (_, result, expected) => {
    inProvider(<RowStatus result={result} name="Rye flour" tabIndex={0} onRetry={() => {}} messages={messages} />)
    const status = document.querySelector('.bk-row-status')
    expect(spoken(status)).toBe(expected)
    expectSentences(status)
    // On screen the title stays a label of its own.
    expect(within(status as HTMLElement).getByText(expected.slice(0, expected.indexOf('.')))).toHaveClass('bk-row-status__title')
  })

  it('reads a receipt that was not uploaded as its title, a full stop, and why, apart from the row’s description', () => {
    const context = {
      onOpen: undefined,
      receiptsOf: () => ({ state: 'failed', files: [], reason: 'The file is larger than 10 MB.' }),
      onRetryReceipts: () => {},
      onDismissReceipts: () => {},
      questionOf: () => undefined,
    } as unknown as QueueRowContext
    const { container } = inProvider(<DescriptionCell transaction={transaction} context={context} messages={messages} />)
    const receipt = container.querySelector('.bk-row-receipt')
    expect(spoken(receipt)).toBe('Receipt not uploaded. The file is larger than 10 MB. Retry Dismiss')
    expectSentences(receipt, ['MB'])
    expect(spoken(container)).toBe('Rye flour Receipt not uploaded. The file is larger than 10 MB. Retry Dismiss')
  })

  it('keeps a locked row’s category apart from the badge that says why it cannot change', () => {
    const context = {
      lockOf: () => ({ reason: 'closed', closingDate: '2026-04-30' }),
      categoryName: () => undefined,
      resultOf: () => undefined,
      transferWaiting: () => undefined,
    } as unknown as QueueRowContext
    const { container } = inProvider(
      <CategoryCell
        transaction={{ ...transaction, category: { id: 'cat_rent', name: 'Rent' } } as BankTransaction}
        context={context}
        messages={messages}
      />,
    )
    expect(spoken(container)).toBe('Rent Closed period')
  })

  it('announces an action whose refusal has no words, and the rows it did not send, as sentences', () => {
    const outcome: ActionOutcome = {
      kind: 'done',
      counts: { saved: 0, refused: 1, unknown: 0, notSent: 2 },
      refusal: { status: 'refused', statusCode: 400, kind: 'service', errors: [] },
    }
    const noop = () => {}
    inProvider(
      <QueueNotices
        readOnly={false}
        closedThrough={undefined}
        outcome={outcome}
        undoCount={0}
        busy={false}
        progress={undefined}
        unfinished={2}
        onCancel={noop}
        onSendAnyway={noop}
        onResume={noop}
        refreshing={false}
        receivedSoFar={undefined}
        reachedSoFar={undefined}
        onUndo={noop}
        onRefresh={noop}
        onShowShortcuts={noop}
        messages={messages}
      />,
    )
    const announcement = screen.getByRole('status')
    expect(spoken(announcement)).toBe('1 refused, 2 not sent: Something went wrong. “Try again” sends only the rows not saved.')
    expectSentences(announcement)
  })

  it('says why a notification setting was not changed, then what it is back to, as sentences', () => {
    const failed = notificationSettingsFormMessages['notificationSettingsForm.failed'](
      'Financial summaries',
      'Off',
      errorMessage(new Error('unexpected'), sharedMessages),
      'Email',
    )
    expect(failed).toBe('Financial summaries could not be changed to Off. Something went wrong. It is back to Email.')
    expectSentences(failed, ['Off', 'Email'])
  })
})

describe('the invoice detail (against the sandbox)', () => {
  const state = useSandboxServer()

  it('keeps the customer’s name apart from the email, and each activity’s event, time, status and why apart', async () => {
    const invoices = await seededInvoices(state.sandbox)
    const invoice = invoices.find(
      (candidate) => candidate.customer.email && (candidate.activity ?? []).some((entry) => entry.error && entry.type === 'REMINDER_SENT'),
    )
    if (!invoice) throw new Error('the seed has no invoice with an email and a failed reminder')
    renderWithSandbox(<InvoiceDetail invoice={invoice} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await waitFor(() => expect(document.querySelector('.bk-invoice-detail__customer')).not.toBeNull())
    expect(spoken(document.querySelector('.bk-invoice-detail__customer'))).toBe(
      `Billed to ${invoice.customer.name} ${invoice.customer.email}`,
    )
    const events = [...document.querySelectorAll('.bk-invoice-detail__event')]
    expect(events.length).toBe(invoice.activity?.length)
    for (const event of events) expect(spoken(event)).toBe([...event.children].map((part) => spoken(part)).join(' '))
    const failed = events.find((event) => event.querySelector('.bk-invoice-detail__event-error'))
    expect(spoken(failed)).toMatch(/^Reminder sent .+ (AM|PM) Failed Why: /)
  })
})
