// What the statement stories share: the host's chart of accounts (the sandbox's), typed as Xero or
// QuickBooks Online would type it or with one account of a type of the host's own, a hold, a
// failure or a ledger stating no type on some ledgers' answers, and the waits for the state a
// story shows.
import { expect, waitFor } from 'storybook/test'
import { SANDBOX, type Sandbox, type SandboxGlAccount, type SandboxOptions } from '../../src/sandbox'
import type { AccountingDimensionValue } from '../../src/api/types'
import { storySandbox } from './sandbox'

const bakery = SANDBOX.companies.bakery

/**
 * The statements' books: two years, so that a comparison with the year before has a year before to
 * read, without the thousands of small purchases the default volume adds to the busiest expense
 * account (no statement is about their scale): every figure is still the ledger's, and each
 * account's balances are read from a ledger a fifth as long.
 */
export const STATEMENT_BOOKS: Partial<SandboxOptions> = { years: 2, volume: { extraGlLinesPerCompany: 0 } }

/** The sandbox's today in every story, and this year to date as of it. */
export const TODAY = '2026-06-30'
export const YEAR_TO_DATE = { from: '2026-01-01', to: TODAY }

/** The ledger of one GL account, as the statement asks for its balances. */
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`

const charts = new WeakMap<Sandbox, SandboxGlAccount[]>()

/**
 * The bakery's chart of accounts as a host passes it to `accounts`: the story sandbox's own, read
 * once per sandbox so that every render hands the statement the same array.
 */
export function bakeryChart(storyId: string): SandboxGlAccount[] {
  const sandbox = storySandbox(storyId)
  let chart = charts.get(sandbox)
  if (!chart) {
    chart = sandbox.inspect.glAccounts(bakery.id)
    charts.set(sandbox, chart)
  }
  return chart
}

const dimensionValues = new WeakMap<Sandbox, AccountingDimensionValue[]>()

/**
 * The bakery's dimension values as a host passes them to the editors and statements
 * (`dimensionValues`: a sub-value as its parent with `child`): the story sandbox's own, read once per
 * sandbox so that every render hands the statement the same array.
 */
export function bakeryDimensionValues(storyId: string): AccountingDimensionValue[] {
  const sandbox = storySandbox(storyId)
  let values = dimensionValues.get(sandbox)
  if (!values) {
    values = sandbox.inspect.dimensionValues(bakery.id)
    dimensionValues.set(sandbox, values)
  }
  return values
}

/** The accounts of a chart a profit and loss shows: income and expenses. */
export const profitAndLossAccounts = (chart: readonly SandboxGlAccount[]) =>
  chart.filter((account) => account.type === 'REVENUE' || account.type === 'EXPENSE')

/** An account of the bakery's chart by its sandbox id. */
export function chartAccount(storyId: string, glAccountId: string): SandboxGlAccount {
  const account = bakeryChart(storyId).find((candidate) => candidate.id === glAccountId)
  if (!account) throw new Error(`The bakery's chart has no ${glAccountId}`)
  return account
}

/** How the statement names an account's row: its number, then its name. */
export const rowName = (account: SandboxGlAccount) => `${account.accountNo} · ${account.name}`

/** The statement's root section. */
const statementOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.bk-statement') as HTMLElement

/**
 * Waits until every account is read: the statement's figures are final (`partial` without the
 * host's chart, `stopped` when an account could not be read), nothing is still reading.
 */
export async function statementRead(canvasElement: HTMLElement, figures: 'final' | 'partial' | 'stopped' = 'final'): Promise<HTMLElement> {
  return waitFor(() => {
    const statement = statementOf(canvasElement)
    expect(statement).toHaveAttribute('data-figures', figures)
    expect(statement).not.toHaveAttribute('aria-busy')
    return statement
  })
}

/** An account's row, found by the name its row header shows. */
export function accountRow(canvasElement: HTMLElement, name: string): HTMLTableRowElement {
  const header = [...canvasElement.querySelectorAll<HTMLElement>('.bk-statement__table tbody th[scope="row"]')].find(
    (cell) => cell.textContent === name,
  )
  if (!header) throw new Error(`No row named ${name}`)
  return header.closest('tr') as HTMLTableRowElement
}

/** The figure cell of a row in a column (0 first), its comparison cells left aside. */
export const figureCell = (row: HTMLTableRowElement, column = 0) =>
  row.querySelector(`td[data-col="${column}"]:not([data-compare])`) as HTMLTableCellElement

/** For each story holding ledgers: resolves once the first held request has arrived. */
const holds = new Map<string, Promise<void>>()

/**
 * For a story's `beforeEach`: the ledgers of `glAccountIds` are not answered until the story is
 * left, as a slow service leaves some accounts reading while the others arrive. Returns the
 * cleanup that answers them.
 */
export function holdLedgers(storyId: string, glAccountIds: readonly string[]): () => void {
  const sandbox = storySandbox(storyId)
  const paths = new Set(glAccountIds.map(ledgerPath))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    if (paths.has(new URL(request.url).pathname)) {
      arrive()
      await released
    }
    return handle(request)
  }
  holds.set(storyId, arrived)
  return release
}

/** Waits until a held ledger has been asked for; the answers stay held. */
export async function ledgersHeld(storyId: string): Promise<void> {
  const arrived = holds.get(storyId)
  if (!arrived) throw new Error(`The story ${storyId} holds no ledger`)
  await arrived
}

/**
 * For a story's `beforeEach`: every request for `glAccountId`'s balance before `beginDate` fails
 * with the service's 500 envelope (queued with `failNext` just before the sandbox handles it),
 * until the returned mend is called. The account's other balances are answered.
 */
export function failLedgerOn(storyId: string, glAccountId: string, beginDate: string): () => void {
  const sandbox = storySandbox(storyId)
  const path = ledgerPath(glAccountId)
  let mended = false
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    if (!mended && new URL(request.url).pathname === path) {
      const query = (await request.clone().json()) as { filter?: { beginDate?: string } }
      if (query.filter?.beginDate === beginDate) sandbox.failNext({ status: 500, path })
    }
    return handle(request)
  }
  return () => {
    mended = true
  }
}

/** The products whose account types a host's chart may use. */
export type ChartProduct = 'xero' | 'quickBooks'

/** Xero's and QuickBooks Online's names for the bakery's accounts, by the sandbox's type and the account's role. */
function productType(product: ChartProduct, account: SandboxGlAccount): string {
  const role = account.id.replace(/^gla_co\d+_/, '')
  const number = Number(account.accountNo)
  const xero = product === 'xero'
  switch (account.type) {
    case 'ASSET':
      if (role === 'checking' || role === 'savings') return xero ? 'BANK' : 'Bank'
      if (number >= 1500 && number < 1600) return xero ? 'FIXED' : 'Fixed Asset'
      if (role === 'receivable' && !xero) return 'Accounts Receivable'
      return xero ? 'CURRENT' : 'Other Current Asset'
    case 'LIABILITY':
      if (role.includes('loan')) return xero ? 'TERMLIAB' : 'Long Term Liability'
      if (role === 'card' && !xero) return 'Credit Card'
      return xero ? 'CURRLIAB' : 'Other Current Liability'
    case 'EQUITY':
      return xero ? 'EQUITY' : 'Equity'
    case 'REVENUE':
      if (role === 'interest_income') return xero ? 'OTHERINCOME' : 'Other Income'
      return xero ? 'REVENUE' : 'Income'
    default:
      if (number >= 5000 && number < 6000) return xero ? 'DIRECTCOSTS' : 'Cost of Goods Sold'
      if (role === 'interest_expense' && !xero) return 'Other Expense'
      return xero ? (role === 'depreciation' ? 'DEPRECIATN' : 'OVERHEADS') : 'Expense'
  }
}

const typedCharts = new WeakMap<Sandbox, Map<ChartProduct, SandboxGlAccount[]>>()

/**
 * The bakery's chart as a Xero or QuickBooks Online host keeps it: the same accounts, each of the
 * product's type; QuickBooks Online's keep their detail type (`subtype`), Xero's have none, as a
 * Xero chart has none. One array per sandbox.
 */
export function productChart(storyId: string, product: ChartProduct): SandboxGlAccount[] {
  const sandbox = storySandbox(storyId)
  const kept = typedCharts.get(sandbox) ?? new Map<ChartProduct, SandboxGlAccount[]>()
  typedCharts.set(sandbox, kept)
  let chart = kept.get(product)
  if (!chart) {
    chart = bakeryChart(storyId).map(({ subtype, ...account }) => ({
      ...account,
      type: productType(product, account) as SandboxGlAccount['type'],
      ...(product === 'quickBooks' && subtype !== undefined && { subtype }),
    }))
    kept.set(product, chart)
  }
  return chart
}

const retypedCharts = new WeakMap<Sandbox, Map<string, SandboxGlAccount[]>>()

/** The bakery's chart with one account of a type the host names its own way (`type`); one array per sandbox and account. */
export function chartRetyping(storyId: string, glAccountId: string, type: string): SandboxGlAccount[] {
  const sandbox = storySandbox(storyId)
  const kept = retypedCharts.get(sandbox) ?? new Map<string, SandboxGlAccount[]>()
  retypedCharts.set(sandbox, kept)
  const key = `${glAccountId} ${type}`
  let chart = kept.get(key)
  if (!chart) {
    chart = bakeryChart(storyId).map((account) =>
      account.id === glAccountId ? { ...account, type: type as SandboxGlAccount['type'] } : account,
    )
    kept.set(key, chart)
  }
  return chart
}

/**
 * For a story's `beforeEach`: `glAccountId`'s ledger lines state no account type, as a service
 * may leave the member out; every other member of the answer is the sandbox's.
 */
export function ledgerWithoutType(storyId: string, glAccountId: string): void {
  const sandbox = storySandbox(storyId)
  const path = ledgerPath(glAccountId)
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const answer = await handle(request)
    if (!answer.ok || new URL(request.url).pathname !== path) return answer
    const body = (await answer.json()) as { data?: Array<Record<string, unknown>> }
    for (const line of body.data ?? []) delete line.type
    return Response.json(body, { status: answer.status })
  }
}
