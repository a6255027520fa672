// The statement of cash flows as the sandbox's stored lines make it, recomputed from `sandbox.inspect`
// alone: each account's lines over the period summed in its normal direction (ASSET and EXPENSE
// debits less credits, the others credits less debits), placed by the test's own reading of the
// sandbox's chart (its QuickBooks Online subtypes). Shared by the hook's and the component's tests.
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'
import type { Figure } from './statements'

type Method = 'ACCRUAL' | 'CASH'
export type Range = { from: string; to: string }

/** Where the test places each of the sandbox's accounts. */
export type TestPlace = 'cash' | 'income' | 'noncash' | 'workingCapital' | 'investing' | 'financing' | 'inTransit'

/** The sandbox's chart as an accountant reads it: bank accounts are cash; equipment is investing; loans and equity financing; transfers in transit a line of their own. */
export function testPlaceOf(account: SandboxGlAccount): TestPlace {
  if (account.type === 'REVENUE' || account.type === 'EXPENSE') return 'income'
  if (account.name === 'Transfers in Transit') return 'inTransit'
  if (account.subtype === 'Checking' || account.subtype === 'Savings') return 'cash'
  if (account.subtype === 'AccumulatedDepreciation') return 'noncash'
  if (account.subtype === 'MachineryAndEquipment' || account.subtype === 'Vehicles') return 'investing'
  if (account.type === 'EQUITY' || account.subtype === 'NotesPayable' || account.subtype === 'LineOfCredit') return 'financing'
  return 'workingCapital'
}

export interface ExpectedCashFlow {
  netIncome: Figure
  /** Each placed account's effect on cash (cash accounts: their own change). */
  rows: Map<string, { place: TestPlace; figure: Figure }>
  operating: Figure
  investing: Figure
  financing: Figure
  /** Transfers between the bank accounts that had left one and not reached the other, at either end. */
  inTransit: Figure
  netChange: Figure
  cashAtStart: Figure
  cashAtEnd: Figure
}

const shiftDay = (date: string, days: number) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10)

/** The statement of `accounts` over `period`, compared with `compared`, every figure from the stored lines. */
export function expectedCashFlow(
  sandbox: Sandbox,
  accounts: readonly SandboxGlAccount[],
  period: Range,
  compared?: Range,
  method?: Method,
): ExpectedCashFlow {
  const lines = new Map(accounts.map((account) => [account.id, sandbox.inspect.glLines(account.id, method)]))
  const normal = (account: SandboxGlAccount, from: string, to: string) => {
    let sum = 0
    for (const line of lines.get(account.id)!) if (line.date >= from && line.date <= to) sum += line.drAmount - line.crAmount
    return (account.type === 'ASSET' || account.type === 'EXPENSE' ? 1 : -1) * sum + 0
  }
  const figure = (of: (range: Range) => number): Figure => ({ amount: of(period), compared: compared && of(compared) })
  const rows = new Map<string, { place: TestPlace; figure: Figure }>()
  const sums: Record<TestPlace, Figure> = Object.fromEntries(
    (['cash', 'income', 'noncash', 'workingCapital', 'investing', 'financing', 'inTransit'] as const).map((place) => [
      place,
      { amount: 0, compared: compared && 0 },
    ]),
  ) as Record<TestPlace, Figure>
  const add = (to: Figure, one: Figure, sign = 1) => {
    to.amount += sign * one.amount
    if (to.compared !== undefined) to.compared += sign * one.compared!
  }
  for (const account of accounts) {
    const place = testPlaceOf(account)
    const change = figure(({ from, to }) => normal(account, from, to))
    // An asset that grew took cash; a liability or equity that grew brought it; income adds, expenses take.
    const sign = place === 'cash' ? 1 : place === 'income' ? (account.type === 'REVENUE' ? 1 : -1) : account.type === 'ASSET' ? -1 : 1
    const effect = { amount: sign * change.amount + 0, compared: change.compared === undefined ? undefined : sign * change.compared + 0 }
    if (place !== 'income') rows.set(account.id, { place, figure: effect })
    add(sums[place], effect)
  }
  const operating = { ...sums.income }
  add(operating, sums.noncash)
  add(operating, sums.workingCapital)
  const netChange = { ...operating }
  add(netChange, sums.investing)
  add(netChange, sums.financing)
  add(netChange, sums.inTransit)
  const cash = accounts.filter((account) => testPlaceOf(account) === 'cash')
  const balanceBefore = (date: string) => cash.reduce((sum, account) => sum + normal(account, '0000-01-01', shiftDay(date, -1)), 0)
  return {
    netIncome: sums.income,
    rows,
    operating,
    investing: sums.investing,
    financing: sums.financing,
    inTransit: sums.inTransit,
    netChange,
    cashAtStart: figure(({ from }) => balanceBefore(from)),
    cashAtEnd: figure(({ to }) => balanceBefore(shiftDay(to, 1))),
  }
}
