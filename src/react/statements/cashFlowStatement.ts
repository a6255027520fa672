import { useEffect, useMemo, useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import type { DateRange } from '../../format/period'
import {
  assembleCashFlow,
  bankLedgerAccountsOf,
  cashFlowPlan,
  noCashFlow,
  readCashFlowOptions,
  type CashFlowSection,
  type CashFlowTie,
} from '../../core/statements/cashFlowStatement'
import { mergeAccounts, type GlAccountInfo, type SeenAccount } from '../../core/statements/glAccounts'
import type { StatementColumn, StatementComparison } from '../../core/statements/statementColumns'
import type { StatementAccountRow, StatementTotal } from '../../core/statements/statementTotals'
import { useStatementOf, useStatementReads } from './statementHook'
import type { StatementReading } from './statementRows'

export type { CashFlowGroup, CashFlowSection, CashFlowTie } from '../../core/statements/cashFlowStatement'

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

/** A statement of cash flows by the indirect method, for `<CashFlowStatement>` or a host's own drawing; every amount in integer minor units. */
export interface CashFlowStatementResult extends StatementReading {
  /** The period; `undefined` when an option cannot be read (`error` names it). */
  range: DateRange | undefined
  /** The period's one column, with the dates it is compared with. */
  columns: StatementColumn[]
  compare: StatementComparison | undefined
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
  /** Income less expenses over the period: where operating activities start. */
  netIncome: StatementTotal
  /** The income and expense accounts behind net income (not rows of the statement; a failed one is named on net income's line). */
  incomeAccounts: StatementAccountRow[]
  /** Operating, investing and financing activities, always, in that order. */
  sections: CashFlowSection[]
  /** Accounts of transfers between the company's own accounts (`isTransfersInTransitAccount`), each figure its change's effect on the bank accounts: money that left one and had not reached the other by the period's end is negative. */
  inTransitAccounts: StatementAccountRow[]
  /** Their effect, summed: a line of its own after the three activities, never operating cash. */
  inTransit: StatementTotal
  /** Operating, investing and financing together, with the transfers in transit: the bank accounts' own change once it ties. */
  netChange: StatementTotal
  /** The cash accounts (bank and cash on hand), each figure its own change over the period. */
  cashAccounts: StatementAccountRow[]
  /** The cash accounts' balance before the period (and before the period compared). */
  cashAtStart: StatementTotal
  /** The cash accounts' balance at the period's end. */
  cashAtEnd: StatementTotal
  /** Accounts of a type bookkit does not place: shown, never counted. */
  otherAccounts: StatementAccountRow[]
  /** Their change, summed as shown: never part of the net change in cash. */
  otherTotal: StatementTotal
  tie: CashFlowTie
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
  const statementReads = useStatementReads({
    read,
    accountingMethod,
    accounts,
    companyId,
    enabled,
    plan,
    candidatesOf: (chart) => {
      if (chart.from !== 'records') return chart.accounts
      const known = mergeAccounts(chart.accounts)
      return [...chart.accounts, ...[...bankSides.values()].filter((account) => !known.has(account.id))]
    },
  })
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
  const {
    read: readable,
    method,
    canChooseMethod,
    figures,
    reading,
  } = useStatementOf(
    unread ? { ...statementReads, chart: { ...chart, complete: false } } : statementReads,
    (allReads, { columns }, accountsKnown) => assembleCashFlow(allReads, columns[0]!, bankLedger, accountsKnown),
    noCashFlow,
    companyId,
  )
  return {
    range: readable?.range,
    columns: [...(readable?.columns ?? [])],
    compare: readable ? compare : undefined,
    accountingMethod: method,
    canChooseMethod,
    ...figures,
    ...reading,
  }
}
