// What a save answered 429 says about the wait, for any `Retry-After` a service may send: a wait
// past any date (`99999999999999` seconds, or 400 digits) says busy, try later, with no clock time,
// and the review queue stays on screen; a wait of a day (`86400`) names tomorrow's weekday with the
// time; a value that is no wait at all (`soon`) is read as none given: the queue says when it sends
// again, and does.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { ryeFlourOptions, typeRyeFlour } from '../support/bankTransaction'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const options: BankTransactionEditorOptions = { categories: [{ id: bakery.categories.ingredients, name: 'Ingredients' }] }
const BUSY_LATER = 'The bookkeeping service is busy. Try again later.'
/** A clock time as en-US shows it: `3:26:28 PM`. */
const CLOCK = String.raw`\d{1,2}:\d{2}:\d{2}\s[AP]M`
/** Tomorrow's weekday as en-US names it, a day from now. */
const tomorrow = () => new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(Date.now() + 86_400_000)

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('a save told to wait, whatever Retry-After says', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  /** Answers the next save (a POST with a body: the described service also lists with a bodiless POST) 429 with `retryAfter`. */
  function tooManyRequests(retryAfter: string) {
    let answered = false
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, ({ request }) => {
        if (answered || !request.headers.has('content-type')) return undefined
        answered = true
        return HttpResponse.json(
          { result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: '' }] },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        )
      }),
    )
  }

  /** The queue, its first row marked reviewed and answered 429 with `retryAfter`: that row. */
  async function markReviewedTold(retryAfter: string): Promise<HTMLElement> {
    renderWithSandbox(<BankTransactionList options={options} editor={false} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await screen.findByRole('grid', { name: 'Bank transactions' })
    const row = document.querySelector<HTMLElement>('[role="row"][data-id]') as HTMLElement
    tooManyRequests(retryAfter)
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Mark reviewed: / }))
    return row
  }

  it.each([
    ['99999999999999', '99999999999999'],
    ['a number of 400 digits', '9'.repeat(400)],
  ])(
    'the queue, Retry-After: %s: the row says busy, try again later, with no clock time, and the queue stays',
    async (_case, retryAfter) => {
      const row = await markReviewedTold(retryAfter)
      await waitFor(() => expect(row).toHaveAttribute('data-result', 'unknown'))
      const message = row.querySelector('.bk-row-status__message')
      expect(message).toHaveTextContent(BUSY_LATER)
      expect(message?.textContent).not.toMatch(new RegExp(CLOCK))
      expect(screen.getByRole('grid', { name: 'Bank transactions' })).toBeInTheDocument()
      expect(screen.queryByText('This part of the page could not be shown.')).not.toBeInTheDocument()
    },
  )

  it('the queue, Retry-After: 86400: the row names tomorrow’s weekday with the time', async () => {
    const row = await markReviewedTold('86400')
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'unknown'))
    expect(row.querySelector('.bk-row-status__message')?.textContent).toMatch(
      new RegExp(`^The bookkeeping service is busy: it asked to wait until ${tomorrow()},? ${CLOCK}\\.$`),
    )
  })

  it('the queue, Retry-After: soon (no wait at all): it says when it sends again, then saves once more', async () => {
    const requests = recordRequests(state.server)
    const row = await markReviewedTold('soon')
    expect(await screen.findByText(new RegExp(`^The bookkeeping service is busy: sending again at ${CLOCK}…$`))).toBeInTheDocument()
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(
      requests.filter(
        (request) => request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type'),
      ),
    ).toHaveLength(2)
  })

  it.each([
    ['99999999999999', () => new RegExp(`^${BUSY_LATER}$`)],
    ['86400', () => new RegExp(`^The bookkeeping service is busy: it asked to wait until ${tomorrow()},? ${CLOCK}\\.$`)],
  ])('the editor, Retry-After: %s: the save is not known, and says until when as well as it can', async (retryAfter, reason) => {
    const user = userEvent.setup()
    renderWithSandbox(<BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
    })
    await typeRyeFlour(user)
    tooManyRequests(retryAfter)
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect([...alert.querySelectorAll('li, p')].map((part) => part.textContent?.trim())).toContainEqual(expect.stringMatching(reason()))
    expect(screen.getByLabelText('Description')).toHaveValue('Rye flour')
  })
})
