// What the balance sheet and trial balance stories check against: each account's balance and the
// sheet's sides summed here from the sandbox's stored ledger lines (not by the statements' code),
// the accounts the sandbox's records name, and where the two statements put their figures.
import type { AccountingMethod } from '../../src/api/types'
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'

/** Debits less credits of an account's lines dated on or before `asOf` (and on or after `from`), under `method` (default the company's own). */
export function netDebitsOf(sandbox: Sandbox, glAccountId: string, asOf: string, method?: AccountingMethod, from = ''): number {
  let net = 0
  for (const line of sandbox.inspect.glLines(glAccountId, method)) if (line.date >= from && line.date <= asOf) net += line.drAmount - line.crAmount
  return net
}

/** +1 where a debit raises the balance (assets, expenses), -1 where a credit does (liabilities, equity, income). */
const directionOf = (account: SandboxGlAccount) => (account.type === 'ASSET' || account.type === 'EXPENSE' ? 1 : -1)

/** An account's balance at the end of `asOf`, in its normal direction: what the sheet shows on its row. */
export const balanceOf = (sandbox: Sandbox, account: SandboxGlAccount, asOf: string, method?: AccountingMethod) => directionOf(account) * netDebitsOf(sandbox, account.id, asOf, method)

/** The accounts a balance sheet has rows for: assets, liabilities and equity. */
export const balanceSheetAccounts = (chart: readonly SandboxGlAccount[]) => chart.filter((account) => account.type === 'ASSET' || account.type === 'LIABILITY' || account.type === 'EQUITY')

/** The day before `date`. */
export const dayBefore = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) - 1)).toISOString().slice(0, 10)

/**
 * A balance sheet of `accounts` at the end of `asOf`, from the lines: each side, net income (income
 * less expenses from `fiscalYearFrom`, default January 1 of `asOf`'s year) and retained earnings
 * (those of every day before it), equity with both, and assets less liabilities and equity.
 */
export function sheetOf(sandbox: Sandbox, accounts: readonly SandboxGlAccount[], asOf: string, method?: AccountingMethod, fiscalYearFrom = `${asOf.slice(0, 4)}-01-01`) {
  const sides = { assets: 0, liabilities: 0, equityAccounts: 0 }
  let netIncome = 0
  let retainedEarnings = 0
  for (const account of accounts) {
    if (account.type === 'ASSET') sides.assets += balanceOf(sandbox, account, asOf, method)
    else if (account.type === 'LIABILITY') sides.liabilities += balanceOf(sandbox, account, asOf, method)
    else if (account.type === 'EQUITY') sides.equityAccounts += balanceOf(sandbox, account, asOf, method)
    else {
      // Income adds to equity and expenses take from it: credits less debits, this year's and the years' before.
      netIncome -= netDebitsOf(sandbox, account.id, asOf, method, fiscalYearFrom)
      retainedEarnings -= netDebitsOf(sandbox, account.id, dayBefore(fiscalYearFrom), method)
    }
  }
  const equity = sides.equityAccounts + netIncome + retainedEarnings
  const liabilitiesAndEquity = sides.liabilities + equity
  return { ...sides, netIncome, retainedEarnings, equity, liabilitiesAndEquity, difference: sides.assets - liabilitiesAndEquity }
}

/**
 * A trial balance of `accounts` at the end of `asOf`, from the lines, as an accountant ties it out:
 * each balance-sheet account's every line to the day, each income or expense account's since
 * `fiscalYearFrom` (default January 1 of `asOf`'s year), and the years before as retained earnings
 * (income less expenses: a credit when positive), which stands after the equity accounts.
 */
export function trialBalanceOf(sandbox: Sandbox, accounts: readonly SandboxGlAccount[], asOf: string, method?: AccountingMethod, fiscalYearFrom = `${asOf.slice(0, 4)}-01-01`) {
  let retainedEarnings = 0
  const rows = accounts.map((account) => {
    const earnings = account.type === 'REVENUE' || account.type === 'EXPENSE'
    if (earnings) retainedEarnings -= netDebitsOf(sandbox, account.id, dayBefore(fiscalYearFrom), method)
    const net = netDebitsOf(sandbox, account.id, asOf, method, earnings ? fiscalYearFrom : '')
    return { account, debit: Math.max(net, 0), credit: Math.max(-net, 0) }
  })
  const retained = { debit: Math.max(-retainedEarnings, 0), credit: Math.max(retainedEarnings, 0) }
  return {
    rows,
    retainedEarnings,
    retained,
    retainedEarningsAt: accounts.map((account) => account.type).lastIndexOf('EQUITY') + 1,
    debits: rows.reduce((sum, row) => sum + row.debit, retained.debit),
    credits: rows.reduce((sum, row) => sum + row.credit, retained.credit),
  }
}

/**
 * The ids of the GL accounts a company's records name, as a bookkeeper reading them would list
 * them: each bank transaction's account, its split lines' (by id, or by a category whose account
 * an unsplit transaction names), and every invoice line's. Nothing names a bank account's own GL
 * account: a transaction names where the money went, not the bank it moved through.
 */
export function accountsTheRecordsName(sandbox: Sandbox, companyId: string): Set<string> {
  const named = new Set<string>()
  const accountOfCategory = new Map<string, string>()
  const transactions = sandbox.inspect.bankTransactions(companyId)
  for (const transaction of transactions) {
    if (transaction.glAccount?.id) named.add(transaction.glAccount.id)
    if (transaction.category?.id && transaction.glAccount?.id) accountOfCategory.set(transaction.category.id, transaction.glAccount.id)
  }
  for (const transaction of transactions) {
    for (const split of transaction.children ?? []) {
      const id = split.glAccountId ?? (split.categoryId ? accountOfCategory.get(split.categoryId) : undefined)
      if (id) named.add(id)
    }
  }
  for (const invoice of sandbox.inspect.invoices(companyId)) for (const item of invoice.lineItems ?? []) if (item.glAccount?.id) named.add(item.glAccount.id)
  return named
}

/** A line of equity computed from income and expense accounts ("Net income this fiscal year"), by the label its row shows. */
export function computedRow(canvasElement: HTMLElement, name: string): HTMLTableRowElement {
  const header = [...canvasElement.querySelectorAll<HTMLElement>('.bk-statement__computed th[scope="row"]')].find((cell) => cell.textContent === name)
  if (!header) throw new Error(`No computed line named ${name}`)
  return header.closest('tr') as HTMLTableRowElement
}

/** The check under a statement: whether the books balance (`data-check` says which). */
export const checkOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.bk-statement__check') as HTMLElement

/** A trial balance row's debit and credit cells as they read: an amount, or nothing for a zero side. */
export const sidesOf = (row: HTMLTableRowElement) => [...row.querySelectorAll('td[data-numeric]')].map((cell) => cell.textContent ?? '')

/** Every row of a trial balance's body: its name, then what its debit and credit cells read. */
export const trialRowsShown = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLTableRowElement>('.bk-statement__table tbody tr')].map((row) => [row.querySelector('th')?.textContent ?? '', ...sidesOf(row)])
