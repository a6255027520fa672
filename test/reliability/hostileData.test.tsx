// Hostile data from the service: javascript:, data: and vbscript: URLs never become a link or an
// image source; HTML in any text field renders as text; and a field of a type the service never
// promised is contained by the component's error boundary and reported through onError, while
// sibling components and the host page keep working.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { http, HttpResponse } from 'msw'
import type { BankTransaction, ManualJournalEntry } from '../../src/api/types'
import { BankTransactionEditor, GeneralLedger, InvoiceList, ManualJournalEntryForm, NotificationSettingsForm } from '../../src/components'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import { giveGridsAViewport } from '../support/gridViewport'
import { bakery, editorOptions, entryOptions, LEDGER_ACCOUNT, PATHS, rootOf } from './components'

const state = useSandboxServer({ volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 10 } })
const tally = createTally('reliability/hostileData')

beforeEach(() => giveGridsAViewport())
afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { hostilePayloadRan?: unknown }).hostilePayloadRan
})

const UNSAFE_URLS = [
  'javascript:window.hostilePayloadRan=1',
  ' JaVaScRiPt:window.hostilePayloadRan=1',
  'java\tscript:window.hostilePayloadRan=1',
  '\u0001javascript:window.hostilePayloadRan=1',
  'javascript&colon;window.hostilePayloadRan=1',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'data:image/svg+xml,<svg onload="window.hostilePayloadRan=1"/>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  '//evil.example/x',
  'file:///etc/passwd',
]

const HTML_PAYLOADS = [
  '<img src=x onerror="window.hostilePayloadRan=1">',
  '<script>window.hostilePayloadRan=1</script>',
  '<a href="javascript:window.hostilePayloadRan=1">click</a>',
  '"><svg onload="window.hostilePayloadRan=1">',
  "'><iframe src=javascript:window.hostilePayloadRan=1>",
  '<b onmouseover="window.hostilePayloadRan=1">bold</b>',
  '{{constructor.constructor("window.hostilePayloadRan=1")()}}',
  '&lt;i&gt;entity&lt;/i&gt; &amp; <style>*{display:none}</style>',
]

const URL_KEYS = new Set(['customerInvoiceUrl', 'url', 'iconUrl', 'href', 'link'])
/** Values the components need to work: ids, dates, cursors, the envelope. */
const KEEP =
  /^(id|.*Id|cursor|after|before|date|dueDate|.*Date|.*DateTime|.*At|result|type|status|invoiceStatus|accountingMethod|requiredness|frequency|updateType)$/

/** `value` with every URL made unsafe and every other free-text string made HTML. */
function poison(value: unknown, key = '', counter = { n: 0 }): unknown {
  if (typeof value === 'string') {
    if (URL_KEYS.has(key)) return UNSAFE_URLS[counter.n++ % UNSAFE_URLS.length]
    if (KEEP.test(key)) return value
    return `${HTML_PAYLOADS[counter.n++ % HTML_PAYLOADS.length]} ${value}`
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, counter))
  if (typeof value === 'object' && value !== null) {
    const poisoned = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name, counter)]))
    // Every record that may carry a link gets one.
    if ('invoiceNumber' in value && !('customerInvoiceUrl' in value))
      poisoned.customerInvoiceUrl = UNSAFE_URLS[counter.n++ % UNSAFE_URLS.length]
    return poisoned
  }
  return value
}

/** Answers `method path` from the sandbox, poisoned. */
function poisonAnswers(path: string, method: 'get' | 'post', transform: (body: any) => unknown = (body) => poison(body)): void {
  state.server.use(
    http[method](`${TEST_BASE_URL}${path}`, async ({ request }) => {
      const answer = await state.sandbox.handle(request)
      const body = (await answer.json()) as unknown
      tally.inputs++
      return HttpResponse.json(transform(body) as never, { status: answer.status })
    }),
  )
}

/** Browsers ignore tabs, newlines and leading control characters in a URL scheme. */
const unsafeScheme = (url: string) =>
  /^(javascript|data|vbscript|file):/i.test([...url].filter((char) => char.charCodeAt(0) > 0x20).join(''))

/** Nothing in the page runs or loads what the service sent. */
function expectNothingExecutable(): void {
  const all = [...document.querySelectorAll('*')]
  for (const element of all) {
    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute) ?? ''
      expect(attribute, `${element.tagName} has ${attribute}`).not.toMatch(/^on/i)
      if (
        ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'ping'].includes(
          attribute.toLowerCase(),
        )
      ) {
        expect(unsafeScheme(value), `${element.tagName} ${attribute}="${value}"`).toBe(false)
        expect(value, `${element.tagName} ${attribute}`).not.toMatch(/^\/\/|^file:/i)
      }
      if (attribute === 'style') expect(value).not.toMatch(/url\(|expression\(/i)
    }
  }
  expect(document.querySelectorAll('script, iframe, object, embed, img, svg, style, link, meta, base, frame, form[action]')).toHaveLength(0)
  expect((window as { hostilePayloadRan?: unknown }).hostilePayloadRan).toBeUndefined()
}

describe('hostile data from the service', () => {
  it('the lists and the settings: no unsafe link or source, and every HTML payload shown as text', async () => {
    poisonAnswers(PATHS.invoices, 'post')
    poisonAnswers(PATHS.ledger, 'post')
    poisonAnswers(PATHS.settings, 'get', (body) => ({
      ...body,
      data: { financialSummaries: HTML_PAYLOADS[0], bankConnectionErrors: 'javascript:alert(1)', conversations: 'EMAIL' },
    }))
    const onError = vi.fn()
    renderWithSandbox(
      <>
        <InvoiceList onError={onError} />
        <GeneralLedger glAccountId={LEDGER_ACCOUNT} onError={onError} />
        <NotificationSettingsForm onError={onError} />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    const invoices = await within(rootOf('InvoiceList')).findByRole('grid', { name: 'Invoices' })
    await within(invoices).findAllByRole('row')
    await within(await within(rootOf('GeneralLedger')).findByRole('grid')).findAllByRole('row')
    await within(rootOf('NotificationSettingsForm')).findByRole('group', { name: 'Financial summaries' })

    // The payloads are on screen, as text.
    const text = document.body.textContent ?? ''
    const shown = HTML_PAYLOADS.filter((payload) => text.includes(payload))
    expect(shown.length).toBeGreaterThanOrEqual(4)
    tally.inputs += shown.length
    // No invoice got a link: every customerInvoiceUrl was unsafe.
    expect(within(rootOf('InvoiceList')).queryAllByRole('link')).toHaveLength(0)
    expectNothingExecutable()
    expect(onError).not.toHaveBeenCalled()
  })

  it('still links an invoice whose URL is https (the check above is not vacuous)', async () => {
    poisonAnswers(PATHS.invoices, 'post', (body) => ({
      ...body,
      data: body.data.map((invoice: object, index: number) => ({
        ...invoice,
        customerInvoiceUrl: index === 0 ? 'https://pay.example/inv/1' : UNSAFE_URLS[index % UNSAFE_URLS.length],
      })),
    }))
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await within(await screen.findByRole('grid', { name: 'Invoices' })).findAllByRole('row')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', 'https://pay.example/inv/1')
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expectNothingExecutable()
  })

  it('the editors: a poisoned record and its attachments are shown as text, with no unsafe link', async () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const transaction = state.sandbox.inspect
      .bankTransactions(bakery.id)
      .find((record) => (record.date ?? '') > closing && (record.children ?? []).length === 0)
    const entry = state.sandbox.inspect.journalEntries(bakery.id).find((record) => (record.date ?? '') > closing)
    if (!transaction || !entry) throw new Error('the seed has no open transaction or entry')
    const attachments = UNSAFE_URLS.slice(0, 4).map((url, index) => ({
      id: bakery.attachments[index % 3] + (index < 3 ? '' : '_x'),
      url,
      iconUrl: UNSAFE_URLS[index + 4],
      fileName: HTML_PAYLOADS[index] as string,
      fileSize: HTML_PAYLOADS[index + 4],
    }))
    const hostileTransaction = { ...(poison(transaction) as BankTransaction), attachments }
    const hostileEntry = { ...(poison(entry) as ManualJournalEntry), attachments }
    tally.inputs += 2
    const onError = vi.fn()
    renderWithSandbox(
      <>
        <BankTransactionEditor transaction={hostileTransaction} options={editorOptions} onError={onError} />
        <ManualJournalEntryForm entry={hostileEntry} options={entryOptions} onError={onError} />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await within(rootOf('BankTransactionEditor')).findByRole('form', { name: /bank transaction/i })
    await within(rootOf('ManualJournalEntryForm')).findByRole('form', { name: /journal entry/i })

    // The description is a field value, shown as typed text.
    expect(within(rootOf('BankTransactionEditor')).getByLabelText('Description')).toHaveValue(hostileTransaction.description)
    expect(within(rootOf('ManualJournalEntryForm')).getByLabelText('Description')).toHaveValue(hostileEntry.description)
    for (const root of [rootOf('BankTransactionEditor'), rootOf('ManualJournalEntryForm')]) {
      for (const attachment of attachments) expect(within(root).getAllByText(attachment.fileName).length).toBeGreaterThan(0)
      expect(within(root).queryAllByRole('link')).toHaveLength(0)
    }
    expectNothingExecutable()
    expect(onError).not.toHaveBeenCalled()
  })

  it('an error message with HTML is shown as text', async () => {
    const message = HTML_PAYLOADS[0] as string
    state.sandbox.failNext({
      status: 500,
      times: 3,
      path: PATHS.invoices,
      body: JSON.stringify({ result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message }] }),
    })
    renderWithSandbox(<InvoiceList />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expectNothingExecutable()
  })
})

/** A host page around the components: a counter the user can click, whatever happens inside bookkit. */
function HostPage({ onError }: { onError: (error: Error) => void }) {
  const [clicks, setClicks] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Host clicks: {clicks}
      </button>
      <InvoiceList onError={onError} />
      <GeneralLedger glAccountId={LEDGER_ACCOUNT} onError={onError} />
      <NotificationSettingsForm />
    </main>
  )
}

/**
 * Wrong types in invoice fields the list renders, each with what the list does with it: `shown`
 * (the list copes: the rows render and nothing is reported) or `contained` (its boundary shows the
 * fallback and reports the error). Either way the list alone is affected.
 */
const WRONG_TYPES: ReadonlyArray<[string, 'shown' | 'contained', (invoice: Record<string, unknown>) => Record<string, unknown>]> = [
  ['invoiceNumber as an object', 'contained', (invoice) => ({ ...invoice, invoiceNumber: { value: 'MCB-1' } })],
  [
    'customer.name as an array of objects',
    'contained',
    (invoice) => ({ ...invoice, customer: { ...(invoice.customer as object), name: [{ first: 'Ada' }] } }),
  ],
  ['customer as a number', 'shown', (invoice) => ({ ...invoice, customer: 42 })],
  ['totals as a string', 'shown', (invoice) => ({ ...invoice, totals: 'a lot' })],
  [
    'totals.total as a string of digits',
    'shown',
    (invoice) => ({ ...invoice, totals: { ...(invoice.totals as object), total: '12.00', balance: {} } }),
  ],
  [
    'detailedInvoiceDisplayStatus as an object',
    'contained',
    (invoice) => ({ ...invoice, detailedInvoiceDisplayStatus: { label: 'Paid' }, invoiceStatus: ['PAID'] }),
  ],
  ['date as a number', 'shown', (invoice) => ({ ...invoice, date: 20260630, collectionInfo: { term: { dueDate: true } } })],
  ['dimensionValues as an object', 'contained', (invoice) => ({ ...invoice, dimensionValues: { id: 'dv_x' } })],
  [
    'every field null',
    'contained',
    (invoice) => Object.fromEntries(Object.keys(invoice).map((key) => [key, key === 'id' ? invoice.id : null])),
  ],
  ['the invoice itself null', 'contained', () => null as unknown as Record<string, unknown>],
  ['the invoice a string', 'contained', () => '<b>invoice</b>' as unknown as Record<string, unknown>],
]

const FALLBACK = 'This part of the page could not be shown.'

describe('a field of a type the service never promised', () => {
  it.each(WRONG_TYPES)('(%s) is %s by the list; the ledger beside it and the host page keep working', async (_, outcome, change) => {
    const user = userEvent.setup()
    poisonAnswers(PATHS.invoices, 'post', (body) => ({
      ...body,
      data: body.data.map((invoice: Record<string, unknown>, index: number) => (index === 0 ? change(invoice) : invoice)),
    }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onError = vi.fn()
    renderWithSandbox(<HostPage onError={onError} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    tally.inputs++

    const list = rootOf('InvoiceList')
    switch (outcome) {
      case 'contained':
        await within(list).findByText(FALLBACK)
        expect(onError).toHaveBeenCalled()
        expect(onError.mock.calls.every(([error]) => error instanceof Error)).toBe(true)
        expect(within(list).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
        expect(within(list).queryByRole('grid')).toBeNull()
        break
      case 'shown': {
        // The invoice rows render in the same pass as the bad one: had it crashed, it would be now.
        const grid = await within(list).findByRole('grid', { name: 'Invoices' })
        await waitFor(() =>
          expect(
            within(grid)
              .getAllByRole('row')
              .filter((row) => row.closest('.bk-grid__body')).length,
          ).toBeGreaterThan(0),
        )
        expect(within(list).queryByText(FALLBACK)).toBeNull()
        expect(onError).not.toHaveBeenCalled()
        break
      }
      default:
        outcome satisfies never
    }
    // The sibling and the host page are untouched.
    await within(await within(rootOf('GeneralLedger')).findByRole('grid')).findAllByRole('row')
    expect(within(rootOf('GeneralLedger')).queryByText(FALLBACK)).toBeNull()
    await within(rootOf('NotificationSettingsForm')).findByRole('group', { name: 'Financial summaries' })
    await user.click(screen.getByRole('button', { name: 'Host clicks: 0' }))
    expect(screen.getByRole('button', { name: 'Host clicks: 1' })).toBeInTheDocument()
  })

  it('a render error is reported once through onError, with the component stack, and "Try again" renders again', async () => {
    poisonAnswers(PATHS.invoices, 'post', (body) => ({
      ...body,
      data: body.data.map((invoice: Record<string, unknown>) => ({ ...invoice, invoiceNumber: { value: 'x' } })),
    }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const onError = vi.fn()
    renderWithSandbox(<HostPage onError={onError} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const list = rootOf('InvoiceList')
    await within(list).findByText(FALLBACK)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[1]).toMatchObject({ componentStack: expect.stringContaining('InvoiceList') })
    fireEvent.click(within(list).getByRole('button', { name: 'Try again' }))
    // The same data fails the same way: contained again, reported again, never thrown to the host.
    await within(list).findByText(FALLBACK)
    expect(onError).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Host clicks: 0' })).toBeInTheDocument()
  })
})
