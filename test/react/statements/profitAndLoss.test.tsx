// useProfitAndLoss against the sandbox on the bookkit service. Every figure of every revenue and
// expense account of both companies is recomputed here from the sandbox's stored lines
// (`inspect.glLines`, summed in the account's normal direction), to the cent: a year by month, a
// quarter against the year before and against the quarter before, under each accounting method,
// with the host's chart
// of accounts and with the accounts the records name. A journal entry or a bank transaction saved
// moves exactly the accounts it touched, and only their ledgers are asked again. The requests follow
// accounts: one page of lines each (a busy account's dates past it one line each), six in flight at
// most; a service without beginningBalance has its lines walked in pages of 250. While
// accounts are read nothing is final that is not; a failed account says so on its row and the
// totals leave it out until Try again reads it; an option that cannot be read is an error naming it.
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { AccountingMethod, GeneralLedgerQuery } from '../../../src/api/types'
import { bankTransactionUpdate } from '../../../src/api/writes/bankTransactionItems'
import { addDays, monthRange, monthsEnding, type DateRange } from '../../../src/format/period'
import { useBankTransactions, useProfitAndLoss, useSaveBankTransactions, useSaveManualJournalEntries } from '../../../src/react'
import type { ProfitAndLossOptions, ProfitAndLossStatement, StatementFigure } from '../../../src/react/statements/profitAndLoss'
import { QUEUE_PAGE_SIZE } from '../../../src/react/queue/queuePageSize'
import { SANDBOX, type GlLineView, type Sandbox, type SandboxGlAccount, type SandboxProfile } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { holdRequests, mostInFlight, recordRequests } from '../../support/requests'
import { renderHookWithSandbox, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { GL_PAGE, ledgerReadOf, ledgerReadsOf, sortedReads, type LedgerRead } from '../../support/ledgerReads'
import { settled } from '../../support/settled'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const COMPANIES = [
  {
    company: 'the bakery',
    companyId: bakery.id,
    userId: SANDBOX.users.bakeryOwner,
    ownMethod: bakery.accountingMethod as AccountingMethod,
  },
  {
    company: 'the bike shop',
    companyId: bikeShop.id,
    userId: SANDBOX.users.bikeShopOwner,
    ownMethod: bikeShop.accountingMethod as AccountingMethod,
  },
]
const otherMethod = (method: AccountingMethod): AccountingMethod => (method === 'CASH' ? 'ACCRUAL' : 'CASH')

/** The sandbox's books: today is 2026-06-30 (TEST_SANDBOX_DEFAULTS), and its lines start a year before. */
const YEAR: DateRange = { from: '2025-07-01', to: '2026-06-30' }
const YEAR_MONTHS: DateRange[] = monthsEnding('2026-06', 12).map(monthRange)
/** The books' last quarter, by month: enough accounts and dates to fill the six places many times over. */
const QUARTER_MONTHS: DateRange[] = monthsEnding('2026-06', 3).map(monthRange)
/** What the test's journal entry moves between two accounts. */
const AMOUNT = 12_345

const LEDGER = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`
/** The account whose ledger a request asks, or undefined for any other request. */
const ledgerOf = (request: Request) => LEDGER.exec(new URL(request.url).pathname)?.[1]
const isProfitAndLossType = (type: string) => type === 'REVENUE' || type === 'EXPENSE'

/** The GL requests among `requests`, as reads. */
const ledgerReadsIn = async (requests: readonly Request[]) =>
  (await Promise.all(requests.map(ledgerReadOf))).filter((read): read is LedgerRead => read !== undefined)

/** The bakery's closing (2026-04-30, changes disabled): a balance before a date up to the day after is locked, kept, never asked again. */
const LOCKED_THROUGH = '2026-05-01'

/** What a save asks again of the accounts it touched: each one's page, and its one-line pages of dates that are not locked. */
const readsAgain = (sandbox: Sandbox, touched: readonly string[], dates: Iterable<string>) =>
  touched.flatMap((id) => ledgerReadsOf(sandbox, id, dates)).filter((read) => read.limit !== 1 || read.beginDate > LOCKED_THROUGH)

interface ExpectedColumn extends DateRange {
  compared?: DateRange
}

/** A statement's shape: the options that ask for it and the dates of its columns, written out. */
interface Shape {
  name: string
  options: ProfitAndLossOptions
  columns: ExpectedColumn[]
  /** The sides whose revenue is more than nothing in every column, so a zero could not pass for a figure. */
  active: Array<'amount' | 'compared'>
}

const SHAPES: Shape[] = [
  { name: 'a year by month', options: { period: YEAR, columns: 'month' }, columns: YEAR_MONTHS, active: ['amount'] },
  {
    // The books hold one year, so the quarter after them is the one whose year before they hold: its
    // own figures are nothing yet, those it is compared with are the books' first quarter.
    name: 'a quarter by month against the year before',
    options: { period: '2026-Q3', columns: 'month', compareTo: 'previousYear' },
    columns: ['07', '08', '09'].map((month) => ({ ...monthRange(`2026-${month}`), compared: monthRange(`2025-${month}`) })),
    active: ['compared'],
  },
  {
    name: 'a quarter against the quarter before',
    options: { period: '2026-Q2', compareTo: 'previousPeriod' },
    columns: [{ from: '2026-04-01', to: '2026-06-30', compared: { from: '2026-01-01', to: '2026-03-31' } }],
    active: ['amount', 'compared'],
  },
]

/** Every date a balance is needed on for `columns`: each range's first day and the day after its last. */
const datesNeeded = (columns: readonly ExpectedColumn[]) =>
  new Set(
    columns.flatMap((column) => [column, ...(column.compared ? [column.compared] : [])]).flatMap(({ from, to }) => [from, addDays(to, 1)]),
  )

// The statement as a bookkeeper would add it up from the stored lines, without bookkit's code.

/**
 * Activity of revenue and expense accounts from the sandbox's lines under `method`: revenue grows
 * with its credits, an expense with its debits. Lines are read once per account.
 */
function ledgerActivity(sandbox: Sandbox, method: AccountingMethod) {
  const lines = new Map<string, GlLineView[]>()
  return (glAccountId: string, { from, to }: DateRange): number => {
    const type = sandbox.inspect.glAccountType(glAccountId)
    if (!isProfitAndLossType(type)) throw new Error(`${glAccountId} is not a revenue or expense account`)
    let stored = lines.get(glAccountId)
    if (!stored) lines.set(glAccountId, (stored = sandbox.inspect.glLines(glAccountId, method)))
    const direction = type === 'REVENUE' ? -1 : 1
    let sum = 0
    for (const line of stored) if (line.date >= from && line.date <= to) sum += direction * (line.drAmount - line.crAmount)
    return sum
  }
}

/** What the statement of `accounts` (revenue and expense, in chart order) over `columns` must show under `method`. */
function statementFromLedger(
  sandbox: Sandbox,
  method: AccountingMethod,
  accounts: readonly SandboxGlAccount[],
  columns: readonly ExpectedColumn[],
) {
  const activity = ledgerActivity(sandbox, method)
  const figures = new Map(
    accounts.map(({ id }) => [
      id,
      columns.map((column) => ({ amount: activity(id, column), compared: column.compared && activity(id, column.compared) })),
    ]),
  )
  const sum = (ids: readonly string[]): StatementFigure[] =>
    columns.map((column, index) => ({
      amount: ids.reduce((total, id) => total + figures.get(id)![index]!.amount, 0),
      compared: column.compared && ids.reduce((total, id) => total + figures.get(id)![index]!.compared!, 0),
    }))
  const revenue = accounts.filter((account) => account.type === 'REVENUE').map(({ id }) => id)
  const expenses = accounts.filter((account) => account.type === 'EXPENSE').map(({ id }) => id)
  const income = sum(revenue)
  const spent = sum(expenses)
  // Net income: the revenue of the period's lines less their expenses.
  const netIncome = income.map((figure, index) => ({
    amount: figure.amount! - spent[index]!.amount!,
    compared: figure.compared === undefined ? undefined : figure.compared - spent[index]!.compared!,
  }))
  return { columns, figures, revenue, expenses, income, spent, netIncome }
}

type LedgerStatement = ReturnType<typeof statementFromLedger>

/** Checks every account row, section total and net income of `statement` against the ledger's, to the cent, all final (partial without the host's chart). */
function expectLedgerFigures(statement: ProfitAndLossStatement, expected: LedgerStatement, accounts: readonly SandboxGlAccount[]) {
  const done = statement.accountsFrom === 'host' ? 'final' : 'partial'
  expect(statement).toMatchObject({ figures: done, isError: false, error: null, accountsFailed: 0, grossProfit: undefined })
  expect(statement.columns.map(({ from, to, compared }) => ({ from, to, compared }))).toEqual(
    expected.columns.map(({ from, to, compared }) => ({ from, to, compared })),
  )
  expect(statement.sections.map((section) => section.kind)).toEqual(['income', 'expenses'])
  const [income, expenses] = statement.sections as [ProfitAndLossStatement['sections'][number], ProfitAndLossStatement['sections'][number]]
  // In account-number order, named and typed as the chart of accounts has them.
  expect(income.accounts.map((row) => row.account)).toEqual(accounts.filter((account) => account.type === 'REVENUE'))
  expect(expenses.accounts.map((row) => row.account)).toEqual(accounts.filter((account) => account.type === 'EXPENSE'))
  for (const row of [...income.accounts, ...expenses.accounts]) {
    expect(row.figures, row.account.name).toEqual(expected.figures.get(row.account.id))
    expect(row).toMatchObject({ status: 'read', error: null })
  }
  const totalDone = { status: done, complete: done === 'final', leftOut: 0, reading: false }
  expect(income.total).toEqual({ figures: expected.income, ...totalDone })
  expect(expenses.total).toEqual({ figures: expected.spent, ...totalDone })
  expect(statement.netIncome).toEqual({ figures: expected.netIncome, ...totalDone })
  expect(statement.accountCount).toBe(accounts.length)
  expect(statement.accountsRead).toBe(accounts.length)
}

/** Each account's figures, by id. */
const figuresById = (statement: ProfitAndLossStatement) =>
  new Map(statement.sections.flatMap((section) => section.accounts.map((row) => [row.account.id, row.figures] as const)))

/**
 * The revenue and expense accounts the company's records name, as stored: each bank transaction's
 * account and its split lines' (a split named by category names the account an unsplit transaction
 * of that category shows: the service lists no categories), and each invoice line item's.
 */
function namedByRecords(sandbox: Sandbox, companyId: string): Set<string> {
  const transactions = sandbox.inspect.bankTransactions(companyId)
  const ofCategory = new Map(
    transactions.flatMap((record) => (record.category && record.glAccount ? [[record.category.id, record.glAccount.id] as const] : [])),
  )
  const named = new Set<string>()
  for (const record of transactions) {
    if (record.glAccount) named.add(record.glAccount.id)
    for (const split of record.children ?? []) {
      const glAccountId = split.glAccountId ?? (split.categoryId === undefined ? undefined : ofCategory.get(split.categoryId))
      if (glAccountId) named.add(glAccountId)
    }
  }
  for (const invoice of sandbox.inspect.invoices(companyId))
    for (const item of invoice.lineItems ?? []) if (item.glAccount) named.add(item.glAccount.id)
  return new Set([...named].filter((id) => isProfitAndLossType(sandbox.inspect.glAccountType(id))))
}

/** A sandbox of `profile` for each test, with the P&L's renderer and readers on it. */
function statementSandbox(profile: SandboxProfile = 'bookkit') {
  const state = useSandboxServer({ profile })
  const renderStatement = (options: ProfitAndLossOptions, userId: string = SANDBOX.users.bakeryOwner) =>
    renderHookWithSandbox((asked: ProfitAndLossOptions) => useProfitAndLoss(asked), state.sandbox, { userId, initialProps: options })
  // Without the host's chart a statement ends partial, never final.
  const untilFinal = (current: () => ProfitAndLossStatement) =>
    waitFor(() => expect(current().figures).toBe(current().accountsFrom === 'host' ? 'final' : 'partial'))
  const profitAndLossAccounts = (companyId: string) =>
    state.sandbox.inspect.glAccounts(companyId).filter((account) => isProfitAndLossType(account.type))
  return { state, renderStatement, untilFinal, profitAndLossAccounts }
}

// With the host's chart and no method asked, both profiles are asked for the same lines and answer
// them alike: once, on the sandbox's default profile.
describe('useProfitAndLoss', () => {
  const { state, renderStatement, untilFinal, profitAndLossAccounts } = statementSandbox()

  it('asks one page of lines per account (and a busy one’s dates past it one line each), never more than six at once, and a comparison added later nothing twice', async () => {
    // A little latency, so the requests would pile up were they not held back.
    state.reset({ latencyMs: 2 })
    const most = mostInFlight(state.server, `${TEST_BASE_URL}/v6/accounting/glAccounts/:id/generalLedger`, (request) =>
      state.sandbox.handle(request),
    )
    const requests = recordRequests(state.server)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const accounts = profitAndLossAccounts(bakery.id)
    const { result, rerender } = renderStatement({ period: '2026-Q2', columns: 'month', accounts: chart })
    await untilFinal(() => result.current)

    const quarterDates = datesNeeded(QUARTER_MONTHS)
    const sent = async (start: number) => sortedReads(await ledgerReadsIn(requests.slice(start)))
    expect(await sent(0)).toEqual(sortedReads(accounts.flatMap(({ id }) => ledgerReadsOf(state.sandbox, id, quarterDates))))
    // Far fewer than the lines they sum: the requests follow the accounts, and lines only past a busy account's page.
    const lines = accounts.reduce(
      (count, { id }) =>
        count + state.sandbox.inspect.glLines(id).filter((line) => line.date >= '2026-04-01' && line.date <= '2026-06-30').length,
      0,
    )
    expect(requests.length).toBeLessThan(lines / 10)
    expect(most()).toBe(6)

    const start = requests.length
    rerender({ period: '2026-Q2', columns: 'month', accounts: chart, compareTo: 'previousYear' })
    await untilFinal(() => result.current)
    const yearBefore = monthsEnding('2025-06', 3).map(monthRange)
    const withComparison = datesNeeded(QUARTER_MONTHS.map((month, index) => ({ ...month, compared: yearBefore[index] })))
    // A page per account over the new dates; nothing read twice but a page, and no one-line page of a date already known.
    const again = await ledgerReadsIn(requests.slice(start))
    expect(again.filter((read) => read.limit === GL_PAGE)).toHaveLength(accounts.length)
    expect(again.filter((read) => read.limit === 1 && quarterDates.has(read.beginDate) && read.beginDate <= '2026-05-01')).toEqual([])
    expect(again.length).toBeLessThanOrEqual(accounts.flatMap(({ id }) => ledgerReadsOf(state.sandbox, id, withComparison)).length)
    expect(most()).toBe(6)
  })

  it('walks the lines of each column in pages of 250 where the service sends no beginningBalance, to the same cents', async () => {
    const sent: Array<{ glAccountId: string; body: GeneralLedgerQuery }> = []
    state.server.use(
      http.post(`${TEST_BASE_URL}/v6/accounting/glAccounts/:id/generalLedger`, async ({ request, params }) => {
        sent.push({ glAccountId: String(params.id), body: (await request.clone().json()) as GeneralLedgerQuery })
        const answer = await state.sandbox.handle(request)
        const body = (await answer.json()) as Record<string, unknown>
        delete body.beginningBalance
        return HttpResponse.json(body as never, { status: answer.status })
      }),
    )
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const accounts = profitAndLossAccounts(bakery.id)
    const { result } = renderStatement({ period: '2026-Q2', columns: 'month', accounts: chart })
    await untilFinal(() => result.current)
    expectLedgerFigures(result.current, statementFromLedger(state.sandbox, bakery.accountingMethod, accounts, QUARTER_MONTHS), accounts)

    // Each account's months walked, each in as many pages of 250 as its lines need (one where it has none).
    const walks = sent.filter(({ body }) => !body.filter?.includeBeginningBalance)
    expect(walks.every(({ body }) => body.limit === GL_PAGE)).toBe(true)
    const pages = new Map<string, number>()
    for (const { glAccountId, body } of walks) {
      const key = `${glAccountId} ${body.filter?.beginDate} ${body.filter?.endDate}`
      pages.set(key, (pages.get(key) ?? 0) + 1)
    }
    const expected = new Map(
      accounts.flatMap(({ id }) =>
        QUARTER_MONTHS.map(
          ({ from, to }) =>
            [
              `${id} ${from} ${to}`,
              Math.max(
                1,
                Math.ceil(state.sandbox.inspect.glLines(id).filter((line) => line.date >= from && line.date <= to).length / GL_PAGE),
              ),
            ] as const,
        ),
      ),
    )
    expect(pages).toEqual(expected)
    // The busiest account needs more than one page in a month: the walk follows the cursor.
    expect([...expected.values()].some((count) => count > 1)).toBe(true)
  })

  it('fills in accounts as they arrive, and calls no total complete until every account in it is read', async () => {
    const held = bakery.glAccounts.rent
    const release = holdRequests(state.server, `${TEST_BASE_URL}${ledgerPath(held)}`)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const accounts = profitAndLossAccounts(bakery.id)
    const may = monthRange('2026-05')
    const { result } = renderStatement({ period: '2026-05', accounts: chart })
    // Nothing read yet: no figure, not even zero, is final.
    expect(result.current).toMatchObject({ figures: 'unknown', isPending: true, accountsRead: 0, accountCount: accounts.length })
    expect(result.current.netIncome.complete).toBe(false)
    expect(result.current.sections.every((section) => !section.total.complete)).toBe(true)

    await waitFor(() => expect(result.current.accountsRead).toBe(accounts.length - 1))
    const expected = statementFromLedger(state.sandbox, bakery.accountingMethod, accounts, [may])
    const others = statementFromLedger(
      state.sandbox,
      bakery.accountingMethod,
      accounts.filter(({ id }) => id !== held),
      [may],
    )
    expect(result.current).toMatchObject({ figures: 'counting', isPending: false, accountsFailed: 0, error: null })
    const [income, expenses] = result.current.sections
    const row = expenses?.accounts.find((candidate) => candidate.account.id === held)
    expect(row).toMatchObject({ status: 'reading', error: null, figures: [{ amount: undefined, compared: undefined }] })
    // The income is all read and final; the expenses count what has arrived, and say they are not complete.
    expect(income?.total).toEqual({ figures: expected.income, status: 'final', complete: true, leftOut: 0, reading: false })
    expect(expenses?.total).toEqual({ figures: others.spent, status: 'counting', complete: false, leftOut: 0, reading: true })
    expect(result.current.netIncome).toMatchObject({ complete: false, leftOut: 0, reading: true })
    for (const other of expenses?.accounts.filter((candidate) => candidate.account.id !== held) ?? [])
      expect(other.figures).toEqual(expected.figures.get(other.account.id))

    release()
    await untilFinal(() => result.current)
    expectLedgerFigures(result.current, expected, accounts)
  })

  it.each([
    ['a 500 each of the three times it is read', 500, 3],
    ['a 404, which is not read again', 404, 1],
  ])(
    'shows an account whose ledger answers %s as failed on its row, leaves it out of the totals, and reads it again on Try again',
    async (_, status, attempts) => {
      const failing = bakery.glAccounts.rent
      const may = monthRange('2026-05')
      // The month's page of lines, read `attempts` times.
      state.sandbox.failNext({ status, times: attempts, path: ledgerPath(failing) })
      const requests = recordRequests(state.server)
      const chart = state.sandbox.inspect.glAccounts(bakery.id)
      const accounts = profitAndLossAccounts(bakery.id)
      const { result, queryClient } = renderStatement({ period: '2026-05', accounts: chart })
      // Read to the end: every other account in, and no read of the failing one left to retry.
      await waitFor(() =>
        expect(
          queryClient.isFetching() === 0 && result.current.accountsFailed === 1 && result.current.accountsRead === accounts.length - 1,
        ).toBe(true),
      )
      await settled(queryClient)
      expect(requests.filter((request) => ledgerOf(request) === failing)).toHaveLength(attempts)

      const expected = statementFromLedger(state.sandbox, bakery.accountingMethod, accounts, [may])
      const others = statementFromLedger(
        state.sandbox,
        bakery.accountingMethod,
        accounts.filter(({ id }) => id !== failing),
        [may],
      )
      expect(result.current).toMatchObject({ figures: 'stopped', isError: true, accountsFailed: 1, accountsRead: accounts.length - 1 })
      const [income, expenses] = result.current.sections
      const row = expenses?.accounts.find((candidate) => candidate.account.id === failing)
      expect(row).toMatchObject({ status: 'failed', figures: [{ amount: undefined, compared: undefined }] })
      expect(row?.error).toMatchObject({ status })
      expect(result.current.error).toBe(row?.error)
      expect(income?.total).toEqual({ figures: expected.income, status: 'final', complete: true, leftOut: 0, reading: false })
      expect(expenses?.total).toEqual({ figures: others.spent, status: 'stopped', complete: false, leftOut: 1, reading: false })
      expect(result.current.netIncome).toEqual({
        figures: others.netIncome,
        status: 'stopped',
        complete: false,
        leftOut: 1,
        reading: false,
      })

      act(() => row?.retry())
      await untilFinal(() => result.current)
      expectLedgerFigures(result.current, expected, accounts)
    },
  )

  it('gives an option that cannot be read as its error, no figure, and asks the ledger nothing until the options can be read', async () => {
    const requests = recordRequests(state.server)
    const chart = state.sandbox.inspect.glAccounts(bakery.id)
    const readable: ProfitAndLossOptions = { period: '2026-05', accounts: chart }
    const { result, rerender, queryClient } = renderStatement({ ...readable, period: 'June' })
    // Which option each error names is the core's (test/core/statements/profitAndLoss.test.ts); here, what the hook does with one.
    const unreadables = [
      { period: 'June' },
      { accountingMethod: 'MODIFIED' },
      { by: bakery.dimensions.location.id, compareTo: 'previousYear' },
    ] as const
    for (const unreadable of unreadables) {
      rerender({ ...readable, ...unreadable } as ProfitAndLossOptions)
      expect(result.current.error).toBeInstanceOf(Error)
      expect(result.current.error, JSON.stringify(unreadable)).toMatchObject({ field: Object.keys(unreadable)[0] })
      expect(result.current).toMatchObject({
        figures: 'unknown',
        isError: true,
        isPending: false,
        range: undefined,
        columns: [],
        sections: [],
        accountCount: 0,
      })
      expect(result.current.netIncome.complete).toBe(false)
      await settled(queryClient)
    }
    expect(requests.filter((request) => ledgerOf(request) !== undefined)).toHaveLength(0)

    rerender(readable)
    await untilFinal(() => result.current)
    expect(result.current.error).toBeNull()
    const accounts = profitAndLossAccounts(bakery.id)
    expectLedgerFigures(
      result.current,
      statementFromLedger(state.sandbox, bakery.accountingMethod, accounts, [monthRange('2026-05')]),
      accounts,
    )
  })
})

describe('useProfitAndLoss', () => {
  const { service } = BOOKKIT
  const { state, renderStatement, untilFinal, profitAndLossAccounts } = statementSandbox(BOOKKIT.profile)

  describe.each(COMPANIES)('for $company', ({ companyId, userId, ownMethod }) => {
    it("gives every revenue and expense account the ledger's activity to the cent, in every shape, under each method, from the host's accounts and from the records'", async () => {
      const { sandbox } = state
      const chart = sandbox.inspect.glAccounts(companyId)
      const accounts = chart.filter((account) => isProfitAndLossType(account.type))
      const requests = recordRequests(state.server)
      let seen = 0
      /** The GL query bodies sent since the last call. */
      const newLedgerBodies = async () => {
        const fresh = requests.slice(seen).filter((request) => ledgerOf(request) !== undefined)
        seen = requests.length
        return Promise.all(fresh.map((request) => request.json() as Promise<GeneralLedgerQuery>))
      }
      const { result, rerender } = renderStatement({ ...SHAPES[0]!.options, accounts: chart }, userId)

      // None asked: the company's own. Then the other one. (Where the service carries no method, none
      // is sent: test/api/serviceProfile.test.ts; the statement then shows the company's own figures
      // with no choice of one: its smoke test on the described service in profitAndLoss.test.tsx.)
      const asked: Array<AccountingMethod | undefined> = [undefined, otherMethod(ownMethod)]
      for (const method of asked) {
        const figuresUnder = method ?? ownMethod
        for (const shape of SHAPES) {
          rerender({ ...shape.options, accounts: chart, ...(method && { accountingMethod: method }) })
          await untilFinal(() => result.current)
          const expected = statementFromLedger(sandbox, figuresUnder, accounts, shape.columns)
          for (const side of shape.active)
            expect(
              expected.income.every((figure) => figure[side]! > 0),
              `${shape.name}: revenue in every column`,
            ).toBe(true)
          expectLedgerFigures(result.current, expected, accounts)
          expect(result.current).toMatchObject({
            accountsFrom: 'host',
            accountingMethod: method,
            canChooseMethod: true,
          })
          // The method travels with each request it is asked for, and none without.
          for (const body of await newLedgerBodies()) expect(body.accountingMethod).toBe(method)
        }
      }
      // The two methods give other figures, so a statement under the wrong one could not pass.
      expect(statementFromLedger(sandbox, 'CASH', accounts, YEAR_MONTHS).figures).not.toEqual(
        statementFromLedger(sandbox, 'ACCRUAL', accounts, YEAR_MONTHS).figures,
      )

      // Fewer requests than accounts × methods × dates over every shape: each shape reads a page of each
      // account's lines.
      const dates = new Set(SHAPES.flatMap((shape) => [...datesNeeded(shape.columns)]))
      const ledgerRequests = requests.filter((request) => ledgerOf(request) !== undefined)
      expect(ledgerRequests.length).toBeLessThan(accounts.length * dates.size * asked.length)

      // Without the host's accounts: those the records name, every one of them to the cent.
      rerender(SHAPES[0]!.options)
      await untilFinal(() => result.current)
      const named = namedByRecords(sandbox, companyId)
      const fromRecords = accounts.filter((account) => named.has(account.id))
      expect(fromRecords.length).toBeGreaterThan(0)
      expect(result.current.accountsFrom).toBe('records')
      expectLedgerFigures(result.current, statementFromLedger(sandbox, ownMethod, fromRecords, YEAR_MONTHS), fromRecords)
    })
  })

  it('moves exactly the two accounts a saved journal entry names, by its amount in its month, and asks only their ledgers again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter((account) => isProfitAndLossType(account.type))
    const { result, queryClient } = renderHookWithSandbox(
      () => ({ statement: useProfitAndLoss({ period: YEAR, columns: 'month', accounts: chart }), save: useSaveManualJournalEntries() }),
      sandbox,
    )
    await untilFinal(() => result.current.statement)
    const before = figuresById(result.current.statement)
    expect(before.get(bakery.glAccounts.unused)?.every((figure) => figure.amount === 0)).toBe(true)

    const requests = recordRequests(state.server)
    const description = 'Catering deposit refunded from the misc account'
    const outcomes = await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-15',
          description,
          children: [
            { glAccountId: bakery.glAccounts.unused, drAmount: AMOUNT, crAmount: 0 },
            { glAccountId: bakery.glAccounts.cateringRevenue, drAmount: 0, crAmount: AMOUNT },
          ],
        },
      ]),
    )
    expect(
      outcomes.map((outcome) => outcome.status),
      JSON.stringify(outcomes),
    ).toEqual(['saved'])
    await settled(queryClient)

    // Where the service dates an entry itself (the described one), it is dated today: either way, a month of the year.
    const date = sandbox.inspect.journalEntries(bakery.id).find((entry) => entry.description === description)?.date
    const month = YEAR_MONTHS.findIndex(({ from, to }) => date !== undefined && date >= from && date <= to)
    expect(month).toBeGreaterThanOrEqual(0)
    expectLedgerFigures(result.current.statement, statementFromLedger(sandbox, bakery.accountingMethod, accounts, YEAR_MONTHS), accounts)
    const after = figuresById(result.current.statement)
    const touched: string[] = [bakery.glAccounts.unused, bakery.glAccounts.cateringRevenue]
    for (const { id, name } of accounts) {
      // A debit raises an expense and a credit raises revenue: both go up by the entry's amount, in its month only.
      const moved = after.get(id)!.map((figure, index) => figure.amount! - before.get(id)![index]!.amount!)
      expect(moved, name).toEqual(YEAR_MONTHS.map((_, index) => (touched.includes(id) && index === month ? AMOUNT : 0)))
    }

    // Each touched account's page of lines again, and its dates past the page that are not locked.
    const ledgers = requests.flatMap((request) => ledgerOf(request) ?? [])
    expect(new Set(ledgers)).toEqual(new Set(touched))
    expect(ledgers).toHaveLength(readsAgain(sandbox, touched, datesNeeded(YEAR_MONTHS)).length)
  })

  it('splits the bakery by location: each value the ledger’s lines under it (a parent with its sub-values’), Not specified the total less their union, the total the plain statement’s, all final; a save under a value reads it again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter((account) => isProfitAndLossType(account.type))
    const by = bakery.dimensions.location.id
    const hostValues = sandbox.inspect.dimensionValues(bakery.id)
    const quarter: DateRange = { from: '2026-04-01', to: '2026-06-30' }
    const sent = recordRequests(state.server)
    const { result, queryClient } = renderHookWithSandbox(
      () => ({
        split: useProfitAndLoss({ period: '2026-Q2', accounts: chart, by, dimensionValues: hostValues }),
        plain: useProfitAndLoss({ period: '2026-Q2', accounts: chart }),
        save: useSaveManualJournalEntries(),
      }),
      sandbox,
    )
    const untilEveryColumnFinal = () =>
      waitFor(() => {
        const { split, plain } = result.current
        expect([split.figures, plain.figures]).toEqual(['final', 'final'])
        expect(split.columns.map((column) => column.dimension?.status)).toEqual(split.columns.map(() => 'final'))
      })
    await untilEveryColumnFinal()

    // The location's values as the host gives them (a sub-value as its parent with `child`), each with those nested under it.
    const nestedUnder = new Map<string, Set<string>>()
    for (const top of hostValues.filter((path) => path.dimension.id === by)) {
      const path: string[] = []
      for (let value: (typeof hostValues)[number] | undefined = top; value; value = value.child) {
        path.push(value.id)
        for (const id of path) nestedUnder.set(id, (nestedUnder.get(id) ?? new Set()).add(value.id))
      }
    }
    const valueIds = [...nestedUnder.keys()]
    expect(valueIds.length).toBeGreaterThan(2)
    expect([...nestedUnder.values()].some((under) => under.size > 1)).toBe(true)

    /** Each account's figures as a bookkeeper adds them from the stored lines: per value, the lines filed under it or under a value nested in it; the lines of none; the total. */
    const fromLedger = () => {
      const figures = new Map<string, Map<string, number>>()
      for (const { id, type } of accounts) {
        const sign = type === 'REVENUE' ? -1 : 1
        const lines = sandbox.inspect.glLines(id).filter((line) => line.date >= quarter.from && line.date <= quarter.to)
        const sumOf = (of: (ids: readonly string[]) => boolean) =>
          lines.filter((line) => of(line.dimensionValueIds)).reduce((sum, line) => sum + sign * (line.drAmount - line.crAmount), 0)
        figures.set(
          id,
          new Map([
            ...valueIds.map(
              (valueId) => [valueId, sumOf((ids) => ids.some((lineValue) => nestedUnder.get(valueId)!.has(lineValue)))] as const,
            ),
            ['notSpecified', sumOf((ids) => !ids.some((lineValue) => nestedUnder.has(lineValue)))],
            ['total', sumOf(() => true)],
          ]),
        )
      }
      return figures
    }
    const expectLedger = () => {
      const { split, plain } = result.current
      const keys = split.columns.map((column) => column.key)
      expect(keys.slice(-2)).toEqual(['notSpecified', 'total'])
      expect(new Set(keys.slice(0, -2))).toEqual(new Set(valueIds))
      // Each parent before what is nested under it.
      for (const [parent, under] of nestedUnder) for (const id of under) expect(keys.indexOf(parent)).toBeLessThanOrEqual(keys.indexOf(id))
      expect(split.columns.every(({ from, to, compared }) => from === quarter.from && to === quarter.to && compared === undefined)).toBe(
        true,
      )
      expect(split.columns.at(-2)?.dimension).toMatchObject({ kind: 'notSpecified', derived: true })
      const expected = fromLedger()
      const plainFigures = figuresById(plain)
      for (const [id, figures] of figuresById(split)) {
        expect(
          figures.map((figure) => figure.amount),
          id,
        ).toEqual(keys.map((key) => expected.get(id)!.get(key)))
        // The total is the plain statement's, to the cent.
        expect(figures.at(-1)?.amount, id).toBe(plainFigures.get(id)![0]!.amount)
      }
      expect(split.netIncome.figures.at(-1)?.amount).toBe(plain.netIncome.figures[0]!.amount)
      // Values and the lines of none both hold money, so no column could pass empty.
      const income = split.sections.find((section) => section.kind === 'income')!.total.figures
      expect(income.filter((figure) => figure.amount! > 0).length).toBeGreaterThan(2)
      return expected
    }
    const before = expectLedger()
    // Each account with lines in the quarter is asked its lines under each value, in pages of 250; an account without any is asked nothing more.
    const bodies = await Promise.all(
      sent.flatMap((request) => {
        const glAccountId = ledgerOf(request)
        return glAccountId
          ? [
              request
                .clone()
                .json()
                .then((body) => ({ glAccountId, body: body as GeneralLedgerQuery })),
            ]
          : []
      }),
    )
    const byValue = bodies.filter(({ body }) => body.filter?.dimensionValues !== undefined)
    expect(
      byValue.every(({ body }) => body.limit === GL_PAGE && body.filter?.beginDate === quarter.from && body.filter.endDate === quarter.to),
    ).toBe(true)
    const asked = new Set(
      byValue.map(({ glAccountId, body }) => {
        const [group] = body.filter!.dimensionValues!
        return `${glAccountId} ${group!.dimensionId} ${group!.dimensionValueIds.join()}`
      }),
    )
    const active = accounts.filter(({ id }) =>
      sandbox.inspect.glLines(id).some((line) => line.date >= quarter.from && line.date <= quarter.to),
    )
    expect(active.length).toBeLessThan(accounts.length)
    expect(asked).toEqual(new Set(active.flatMap(({ id }) => valueIds.map((valueId) => `${id} ${by} ${valueId}`))))
    expect(result.current.split.by).toMatchObject({
      dimension: { id: by, name: hostValues.find((path) => path.dimension.id === by)!.dimension.name },
      more: [],
      sharedLines: 0,
    })

    // A journal entry filed under a sub-value moves that value, the value it is nested under and the total; Not specified stays.
    const [parent, under] = [...nestedUnder].find(([, nested]) => nested.size > 1)!
    const child = [...under].find((id) => id !== parent)!
    const requests = recordRequests(state.server)
    const outcomes = await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-15',
          description: 'Market stall tent hire',
          dimensionValueIds: [child],
          children: [
            { glAccountId: bakery.glAccounts.unused, drAmount: AMOUNT, crAmount: 0 },
            { glAccountId: bakery.glAccounts.cateringRevenue, drAmount: 0, crAmount: AMOUNT },
          ],
        },
      ]),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved'])
    await settled(queryClient)
    await untilEveryColumnFinal()
    const after = expectLedger()
    const moved = (id: string, key: string) => after.get(id)!.get(key)! - before.get(id)!.get(key)!
    for (const id of [bakery.glAccounts.unused, bakery.glAccounts.cateringRevenue]) {
      expect([moved(id, child), moved(id, parent), moved(id, 'notSpecified'), moved(id, 'total')]).toEqual([AMOUNT, AMOUNT, 0, AMOUNT])
    }
    // Only the two accounts' ledgers are asked again.
    expect(new Set(requests.flatMap((request) => ledgerOf(request) ?? []))).toEqual(
      new Set([bakery.glAccounts.unused, bakery.glAccounts.cateringRevenue]),
    )

    // Without the host's values, those the company's records name, each with its ledger figures.
    const fromRecords = renderStatement({ period: '2026-Q2', accounts: chart, by }).result
    await waitFor(() => {
      const { figures, columns } = fromRecords.current
      expect(figures).toBe('final')
      expect(columns.length).toBeGreaterThan(2)
      expect(columns.map((column) => column.dimension?.status)).toEqual(columns.map(() => 'final'))
    })
    const named = fromRecords.current.by!.values
    expect(named.every((value) => value.from === 'records' && valueIds.includes(value.id))).toBe(true)
    const namedKeys = fromRecords.current.columns.map((column) => column.key)
    for (const [id, figures] of figuresById(fromRecords.current)) {
      const valueFigures = namedKeys.flatMap((key, index) => (key === 'notSpecified' ? [] : [[key, figures[index]!.amount] as const]))
      expect(valueFigures, id).toEqual(valueFigures.map(([key]) => [key, after.get(id)!.get(key)]))
    }
  })

  it('fails an account whose lines under a value come without a whole-cent debit, says which, stops every column, and reads it again on Try again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const broken = bakery.glAccounts.rent
    let breaking = true
    state.server.use(
      http.post(`${TEST_BASE_URL}${ledgerPath(broken)}`, async ({ request }) => {
        const body = (await request.clone().json()) as GeneralLedgerQuery
        if (!breaking || body.filter?.dimensionValues === undefined) return sandbox.handle(request)
        // The sandbox's own answer, with a line whose debit is not a whole number of cents.
        const answer = (await (await sandbox.handle(request)).json()) as { data: Array<Record<string, unknown>> }
        return HttpResponse.json({
          ...answer,
          data: [...answer.data, { ...answer.data[0], id: 'gle_torn', drAmount: 12.5, crAmount: 0 }],
        } as never)
      }),
    )
    const { result } = renderStatement({
      period: '2026-Q2',
      accounts: chart,
      by: bakery.dimensions.location.id,
      dimensionValues: sandbox.inspect.dimensionValues(bakery.id),
    })
    await waitFor(() => expect(result.current.figures).toBe('stopped'))
    const rowOf = () => result.current.sections.flatMap((section) => section.accounts).find((row) => row.account.id === broken)!
    expect(rowOf()).toMatchObject({ status: 'failed' })
    expect(rowOf().error?.message).toContain(broken)
    // Left out of every column's totals, so no column is final.
    expect(result.current.columns.map((column) => column.dimension?.status)).toEqual(result.current.columns.map(() => 'stopped'))

    breaking = false
    act(() => result.current.refetch())
    await untilFinal(() => result.current)
    expect(rowOf()).toMatchObject({ status: 'read', error: null })
    expect(result.current.columns.map((column) => column.dimension?.status)).toEqual(result.current.columns.map(() => 'final'))
  })

  it('marks the accounts a save touched as reading again, their old figures kept, and no total final, until their new balances are in', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const { result } = renderHookWithSandbox(
      () => ({ statement: useProfitAndLoss({ period: '2026-06', accounts: chart }), save: useSaveManualJournalEntries() }),
      sandbox,
    )
    await untilFinal(() => result.current.statement)
    const before = figuresById(result.current.statement)
    const incomeBefore = result.current.statement.sections.find((section) => section.kind === 'income')?.total.figures
    const touched = bakery.glAccounts.cateringRevenue
    const release = holdRequests(state.server, `${TEST_BASE_URL}${ledgerPath(touched)}`)
    await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-15',
          description: 'Catering refund held back',
          children: [
            { glAccountId: bakery.glAccounts.unused, drAmount: AMOUNT, crAmount: 0 },
            { glAccountId: touched, drAmount: 0, crAmount: AMOUNT },
          ],
        },
      ]),
    )
    await waitFor(() => expect(result.current.statement.figures).toBe('counting'))
    const income = result.current.statement.sections.find((section) => section.kind === 'income')
    // The figure on screen is the one read before the save: shown, but not as final.
    expect(income?.accounts.find((row) => row.account.id === touched)).toMatchObject({ status: 'reading', figures: before.get(touched) })
    // The total keeps that figure too, until the new one is in: it is the sum so far, not a sum missing an account.
    expect(income?.total).toEqual({ figures: incomeBefore, status: 'counting', complete: false, leftOut: 0, reading: true })
    expect(result.current.statement.netIncome.complete).toBe(false)
    release()
    await untilFinal(() => result.current.statement)
    expect(figuresById(result.current.statement).get(touched)?.[0]?.amount).toBe(before.get(touched)![0]!.amount! + AMOUNT)
  })

  it('moves a recategorized bank transaction from its old account to its new one, and asks only those two ledgers again', async () => {
    const { sandbox } = state
    const chart = sandbox.inspect.glAccounts(bakery.id)
    const accounts = chart.filter((account) => isProfitAndLossType(account.type))
    const marketing = chart.find((account) => account.name === 'Marketing')?.id
    const { result, queryClient } = renderHookWithSandbox(
      () => ({
        statement: useProfitAndLoss({ period: YEAR, columns: 'month', accounts: chart }),
        set: useBankTransactions({ limit: QUEUE_PAGE_SIZE }),
        save: useSaveBankTransactions(),
      }),
      sandbox,
    )
    await untilFinal(() => result.current.statement)
    // The whole set synced, as the queue holds it: what a record named before its save is known.
    await waitFor(() => expect(result.current.set.isSuccess && result.current.set.data.syncing === undefined).toBe(true))
    const before = figuresById(result.current.statement)
    const purchase = result.current.set.data?.transactions.find(
      (record) =>
        record.date.startsWith('2026-06-') &&
        record.amount < 0 &&
        record.category?.id === bakery.categories.ingredients &&
        !record.children?.length &&
        record.type !== 'TRANSFER',
    )
    if (!purchase) throw new Error('no June ingredients purchase in the sandbox')

    const requests = recordRequests(state.server)
    const outcomes = await act(() =>
      result.current.save.mutateAsync([bankTransactionUpdate(purchase, { categoryId: bakery.categories.marketing }, service.updates)]),
    )
    expect(
      outcomes.map((outcome) => outcome.status),
      JSON.stringify(outcomes),
    ).toEqual(['saved'])
    await settled(queryClient)

    expectLedgerFigures(result.current.statement, statementFromLedger(sandbox, bakery.accountingMethod, accounts, YEAR_MONTHS), accounts)
    const after = figuresById(result.current.statement)
    const june = YEAR_MONTHS.length - 1
    const spent = -purchase.amount
    for (const { id, name } of accounts) {
      // Its expense leaves ingredients for marketing, in June only.
      const change = id === bakery.glAccounts.busyExpense ? -spent : id === marketing ? spent : 0
      const moved = after.get(id)!.map((figure, index) => figure.amount! - before.get(id)![index]!.amount!)
      expect(moved, name).toEqual(YEAR_MONTHS.map((_, index) => (index === june ? change : 0)))
    }
    const ledgers = requests.flatMap((request) => ledgerOf(request) ?? [])
    expect(new Set(ledgers)).toEqual(new Set([bakery.glAccounts.busyExpense, marketing]))
    expect(ledgers).toHaveLength(readsAgain(sandbox, [bakery.glAccounts.busyExpense, marketing!], datesNeeded(YEAR_MONTHS)).length)
  })

  it('without the host’s accounts, calls no total complete while records that may name more accounts are still being read', async () => {
    const release = holdRequests(state.server, `${TEST_BASE_URL}/v6/invoicing/invoices/query`)
    const { result } = renderStatement({ period: '2026-05' })
    // The bank transactions are synced and their accounts read; the invoices, which name more, are not in yet.
    await waitFor(() => expect(result.current.accountCount > 0 && result.current.accountsRead === result.current.accountCount).toBe(true))
    expect(result.current.figures).toBe('counting')
    expect(result.current.netIncome.complete).toBe(false)
    expect(result.current.sections.map((section) => section.total.complete)).toEqual(result.current.sections.map(() => false))
    const early = new Set(result.current.sections.flatMap((section) => section.accounts.map((row) => row.account.id)))

    release()
    await untilFinal(() => result.current)
    const named = namedByRecords(state.sandbox, bakery.id)
    const fromRecords = profitAndLossAccounts(bakery.id).filter((account) => named.has(account.id))
    // The invoices named accounts the bank transactions did not: the totals would have left them out.
    expect(fromRecords.some((account) => !early.has(account.id))).toBe(true)
    expectLedgerFigures(
      result.current,
      statementFromLedger(state.sandbox, bakery.accountingMethod, fromRecords, [monthRange('2026-05')]),
      fromRecords,
    )
  })
})
