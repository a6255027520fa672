import { useEffect, useMemo, useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import {
  assembleCashFlow,
  bankLedgerAccountsOf,
  cashFlowPlan,
  noCashFlow,
  readCashFlowOptions,
  type CashFlowStatementResult,
} from '../../core/statements/cashFlowStatement'
import { mergeAccounts, type GlAccountInfo, type SeenAccount } from '../../core/statements/glAccounts'
import type { StatementComparison } from '../../core/statements/statementColumns'
import { periodOf, useStatementOf, useStatementReads } from './statementHook'

export type { CashFlowGroup, CashFlowSection, CashFlowStatementResult, CashFlowTie } from '../../core/statements/cashFlowStatement'

/** Options of `useCashFlowStatement` (and the props `<CashFlowStatement>` shares with it). */
export interface CashFlowStatementOptions {
  /** The period's first day, `YYYY-MM-DD`. */
  from: string
  /** The period's last day, `YYYY-MM-DD`, on or after `from`. */
  to: string
  /** Beside the period just before (of the same length) or the same dates a year earlier; default none. */
  compare?: StatementComparison
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (said so on screen; the statement is then never final and never tied). */
  accounts?: readonly GlAccountInfo[]
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/**
 * The statement of cash flows over `from`–`to` by the indirect method, from the ledger's own
 * balances as the profit and loss and the balance sheet read them (README decision 17): one page
 * of each account's lines over the period (and the period compared), so a P&L or a balance sheet
 * on the same page shares the reads. Net income is the income and expense accounts' activity;
 * every other account's change over the period is its effect on cash (an asset that grew took
 * cash, a liability or equity that grew brought it), placed by its type as `cashFlowPlaceOf`
 * says; transfers in transit between the company's own accounts are a line of their own after the
 * three activities; the cash accounts' own balances give the cash at the start and the end. The net change in
 * cash ties to the cash accounts' change once every account is read, or the difference is given
 * with the accounts of a type bookkit does not place, which make it.
 */
export function useCashFlowStatement({
  from,
  to,
  compare,
  accountingMethod,
  accounts,
  companyId,
  enabled = true,
}: CashFlowStatementOptions): CashFlowStatementResult {
  const read = useMemo(() => readCashFlowOptions(from, to, compare, accountingMethod), [from, to, compare, accountingMethod])
  // The bank ledger accounts the income and expense ledgers name are cash too, and (without the host's chart) read with the rest.
  const [bankSides, setBankSides] = useState<ReadonlyMap<string, SeenAccount>>(() => new Map())
  const bankSideIds = useMemo(() => new Set(bankSides.keys()), [bankSides])
  const plan = useMemo(() => cashFlowPlan(read instanceof Error ? [] : read.columns, bankSideIds), [read, bankSideIds])
  const statementReads = useStatementReads(
    { accountingMethod, accounts, companyId, enabled },
    {
      read,
      plan,
      candidatesOf: (chart) => {
        if (chart.from !== 'records') return chart.accounts
        const known = mergeAccounts(chart.accounts)
        return [...chart.accounts, ...[...bankSides.values()].filter((account) => !known.has(account.id))]
      },
    },
  )
  const { chart, candidates, reads } = statementReads
  // Told in this render from the pages read so far, so no figure is ever final with a bank account outside cash.
  const found = bankLedgerAccountsOf(reads, mergeAccounts(chart.accounts))
  const bankLedger = new Set([...bankSideIds, ...found.keys()])
  const foundKey = [...found.keys()].filter((id) => !bankSides.has(id)).join(',')
  useEffect(() => {
    if (foundKey === '') return
    setBankSides((kept) => new Map([...kept, ...found]))
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- what is new is listed by its ids
  }, [foundKey])
  // Without the host's chart, a bank ledger account just found is not read yet: the accounts are not all known until it is.
  const candidateIds = new Set(candidates.map((account) => account.id))
  const unread = chart.from === 'records' && [...found.keys()].some((id) => !candidateIds.has(id))
  const { read: readable, statement } = useStatementOf(
    unread ? { ...statementReads, chart: { ...chart, complete: false } } : statementReads,
    (allReads, { columns }, accountsKnown) => assembleCashFlow(allReads, columns[0]!, bankLedger, accountsKnown),
    noCashFlow,
  )
  return { ...periodOf(readable), compare: readable ? compare : undefined, ...statement }
}
