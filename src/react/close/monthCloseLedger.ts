/**
 * The items of a month's close that the ledger tells, at the month's end: nothing left in
 * uncategorized or suspense accounts, accounts receivable agreeing with what the open invoices
 * owed, and the trial balance and the balance sheet balancing. The same reads as a `<TrialBalance>`,
 * a `<BalanceSheet>` and a `<ReceivablesAging>` of that day on the page (none asked twice), each
 * item done only when its figures are final.
 */
import { useMemo } from 'react'
import { owedPartsOn } from '../../api/owedParts'
import type { Invoice } from '../../api/types'
import { invoicesOfChart } from '../../core/queue/companyOf'
import type { LedgerItems } from '../../core/close/closeItems'
import { ledgerItems } from '../../core/close/ledgerItems'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import { monthRange } from '../../core/close/monthClose'
import { localToday } from '../../format/localToday'
import { useBalanceSheet } from '../statements/balanceSheet'
import { useInvoices } from '../invoices/invoiceReads'
import { useServiceProfile } from '../provider/provided'
import type { InvoiceListQuery } from '../query/queries'
import { owingTodayFilter, usePlainAging } from '../invoices/receivablesAging'
import { useTrialBalance } from '../statements/trialBalance'

/** What an invoice owed at the end of `day`; `undefined` when it cannot be read. */
const owedOn = (invoice: Invoice, day: string) => owedPartsOn(invoice, day)?.reduce((sum, part) => sum + part.amount, 0)

/** The ledger's items of `month` (`YYYY-MM`, read already; src/core/close/items.ts decides them); `undefined` without one. */
export function useLedgerItems(
  month: string | undefined,
  { companyId, accounts, enabled = true }: { companyId?: string; accounts?: readonly GlAccountInfo[]; enabled?: boolean },
): LedgerItems | undefined {
  const on = enabled && month !== undefined
  const range = month === undefined ? undefined : monthRange(month)
  const asOf = range?.to
  const trial = useTrialBalance({ asOf, accounts, companyId, enabled: on })
  const sheet = useBalanceSheet({ asOf, accounts, companyId, enabled: on })
  const today = localToday()
  const owedDay = asOf && asOf < today ? asOf : today
  const aging = usePlainAging({ asOf: owedDay, companyId, accounts, enabled: on }).aging
  const explaining = useExplaining(owedDay, accounts, on)
  return range && ledgerItems(range, trial, sheet, aging, explaining)
}

/**
 * The invoices owed at the end of `day` whose balance then was a given amount: read from the same
 * walk as the receivables' figures (no read of its own), found once it is whole.
 */
function useExplaining(day: string, accounts: readonly GlAccountInfo[] | undefined, enabled: boolean): (amount: number) => Invoice[] {
  const { notOwedInvoiceStatuses: notOwed, paidInvoiceStatuses: paid, maxPageSize } = useServiceProfile()
  const past = day < localToday()
  const query = useMemo(
    (): InvoiceListQuery => ({ limit: maxPageSize, filter: owingTodayFilter(day, notOwed, past ? [] : paid) }),
    [day, notOwed, paid, past, maxPageSize],
  )
  const { data, hasNextPage } = useInvoices(query, { enabled })
  const whole = data !== undefined && !hasNextPage
  // The company's own, as the receivables' figures count them: an invoice of another company explains nothing here.
  const ofChart = useMemo(
    () => (whole ? (accounts ? invoicesOfChart(data.invoices, new Set(accounts.map((account) => account.id))) : data.invoices) : []),
    [whole, data, accounts],
  )
  return (amount) => ofChart.filter((invoice) => !notOwed.includes(invoice.invoiceStatus as string) && owedOn(invoice, day) === amount)
}
