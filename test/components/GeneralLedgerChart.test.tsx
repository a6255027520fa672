// <GeneralLedger chart>: the balance over time above the lines, read from the ledger's own query
// (every page once, for both), with figures that are the sandbox's own running balances.
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GeneralLedgerQuery } from '../../src/api/types'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { settled } from '../support/settled'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const FROM = '2026-03-01'
const TO = '2026-05-31'

describe('GeneralLedger chart', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 560 } })
  let sent: GeneralLedgerQuery[] = []

  beforeEach(() => {
    sent = []
    state.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/generalLedger')) sent.push((await request.clone().json()) as GeneralLedgerQuery)
    })
    giveGridsAViewport()
  })
  afterEach(() => state.server.events.removeAllListeners())

  const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)

  /** Each day's closing balance of the account within the dates, and the balance before them, as the sandbox stores its lines (an expense: debit minus credit). */
  function storedBalances(): { before: number; days: Map<string, number> } {
    let balance = 0
    let before = 0
    const days = new Map<string, number>()
    for (const line of state.sandbox.inspect.glLines(ACCOUNT)) {
      balance += line.drAmount - line.crAmount
      if (line.date < FROM) before = balance
      else if (line.date <= TO) days.set(line.date, balance)
    }
    return { before, days }
  }

  it('draws the balance above the lines from the same pages, each read once, to the cent', async () => {
    renderWithSandbox(
      <GeneralLedger
        glAccountId={ACCOUNT}
        glAccount={{ id: ACCOUNT, name: 'Ingredients' }}
        chart
        pageSize={100}
        defaultFilter={{ beginDate: FROM, endDate: TO }}
      />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    const { before, days } = storedBalances()
    const last = [...days.values()].at(-1)!
    const chart = await screen.findByRole('figure', {
      name: new RegExp(
        `^Balance of Ingredients, Mar 1, 2026 to May 31, 2026: from ${usd(before).replace('$', '\\$')} to ${usd(last).replace('$', '\\$')}`,
      ),
    })
    // The pages were read to the end for the chart, once each: the lines below hold them all.
    expect(days.size).toBeGreaterThan(30)
    await waitFor(() => expect(screen.getByText(/lines loaded$/)).toBeInTheDocument())
    const cursors = sent.map((query) => query.cursor ?? 'first')
    expect(new Set(cursors).size).toBe(cursors.length)
    expect(sent.length).toBeGreaterThan(1)

    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }))
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').slice(1)
    const shown = rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(shown[0]).toEqual(['Beginning balance', usd(before)])
    const expected = [...days].map(([date, balance]) => [
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`)),
      usd(balance),
    ])
    expect(shown.slice(1)).toEqual(expected)
  })

  it('loads no chart, and no more pages than the lines ask for, without `chart`', async () => {
    const queryClient = new QueryClient()
    renderWithSandbox(
      <GeneralLedger glAccountId={ACCOUNT} pageSize={100} defaultFilter={{ beginDate: FROM, endDate: TO }} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner, provider: { queryClient } },
    )
    await screen.findByRole('button', { name: 'Load more' })
    await settled(queryClient)
    expect(screen.queryByRole('figure')).toBeNull()
    expect(sent).toHaveLength(1)
  })
})
