// What a statement reads of each account, and the balances they tell. An account's balances on
// every date a statement needs come from one page of its lines (ledgerPages.ts), one for the
// statements on the page whose pages of it overlap (sharedPages.ts); a busy account's
// dates past its page are read one line each; a balance inside a closed and locked period is kept
// with the stored cache and never asked again; where the service sends no beginningBalance the
// lines are walked (ledgerBalances.ts). Six requests in flight per client at most, throughout.
import { useQueries, type QueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { addDays, type DateRange } from '../../format/period'
import { useBookkeepingContext } from '../provider/context'
import type { SeenAccount } from '../../core/statements/glAccounts'
import {
  pageBalanceBefore,
  pageKnows,
  typeOf,
  walkKey,
  type AccountReads,
  type BalanceOn,
  type BalancePage,
  type ReadPlan,
} from '../../core/statements/ledgerReads'
import type { ClosingState } from '../close/closing'
import type { BookkitKeys } from '../../core/store/keys'
import { activityWalkQuery, balanceKeys, balanceOnQuery } from './ledgerBalances'
import { balancePageQuery } from './ledgerPages'
import { forgetPages, wantPages } from './sharedPages'
import { useQueryScope } from '../provider/queryScope'

/** The closing as the reads need it: which days are inside a period closed to changes. */
export type ReadsClosing = Pick<ClosingState, 'isLocked'> | undefined

/** Whether the balance before `date` cannot change: the day before it is inside a period closed with modifications disabled. */
const isLockedBalance = (closing: ReadsClosing, date: string) => closing?.isLocked(addDays(date, -1)) === true

/** An account's dates, and the page of lines that reads those not already kept. */
interface AskedAccount {
  account: SeenAccount
  dates: readonly string[]
  /** The dates the page or one-line reads must still tell. */
  open: readonly string[]
  /** The page's range: the first open date to the day before the last; `undefined` for fewer than two open dates. */
  pageRange: DateRange | undefined
}

const rangeOf = (dates: readonly string[]): DateRange | undefined =>
  dates.length < 2 ? undefined : { from: dates[0]!, to: addDays(dates.at(-1)!, -1) }

/** A page of the account's lines in the cache that tells every one of `dates` (another statement's, or another column set's): read from, never asked again. */
function pageTelling(
  queryClient: QueryClient,
  keys: BookkitKeys,
  glAccountId: string,
  method: AccountingMethod | undefined,
  dates: readonly string[],
): DateRange | undefined {
  for (const [, page] of queryClient.getQueriesData<BalancePage>({ queryKey: balanceKeys(keys).pages(glAccountId, method) })) {
    if (page && page.beginningBalance !== null && dates.every((date) => pageKnows(page, date))) return page.range
  }
  return undefined
}

/**
 * Which of an account's dates a page asks: every one, unless some are kept (locked and stored),
 * or a page in the cache already tells them all. Once the page of every date is in the cache it
 * stays the one read, so the kept balances it writes never change its range (and ask it again); a
 * read of its own on its way stays the one read too, and lands rather than being cancelled.
 */
function askOf(
  queryClient: QueryClient,
  keys: BookkitKeys,
  account: SeenAccount,
  dates: readonly string[],
  method: AccountingMethod | undefined,
  closing: ReadsClosing,
): AskedAccount {
  const sorted = [...dates].sort()
  const whole = rangeOf(sorted)
  const wholePage = whole && queryClient.getQueryState(balanceKeys(keys).page(account.id, method, whole))
  // Asked already (answered, on its way, or failed); a query only built while the stored cache is restored is not.
  if (whole && wholePage && (wholePage.data !== undefined || wholePage.fetchStatus !== 'idle' || wholePage.status === 'error'))
    return { account, dates: sorted, open: sorted, pageRange: whole }
  const open = sorted.filter(
    (date) =>
      !(isLockedBalance(closing, date) && queryClient.getQueryData(balanceKeys(keys).locked(account.id, method, date)) !== undefined),
  )
  const own = rangeOf(open)
  // Its own read of the open dates on its way is waited on: leaving it for a page another statement
  // read meanwhile would cancel a request the service is already answering.
  const ownKeys = own
    ? [balanceKeys(keys).page(account.id, method, own)]
    : open.length === 1
      ? [balanceKeys(keys).on(account.id, method, open[0]!), balanceKeys(keys).locked(account.id, method, open[0]!)]
      : []
  if (ownKeys.some((key) => (queryClient.getQueryState(key)?.fetchStatus ?? 'idle') !== 'idle'))
    return { account, dates: sorted, open, pageRange: own }
  const told = open.length > 0 ? pageTelling(queryClient, keys, account.id, method, open) : undefined
  return { account, dates: sorted, open, pageRange: told ?? own }
}

/**
 * Balances of `dates` that the account's other pages in the cache tell, where still valid (a save
 * marks every query of the account invalidated): a busy account's page over a comparison added
 * later does not reach the dates its first page told, and they are not asked again one line each.
 */
function toldByOtherPages(
  queryClient: QueryClient,
  keys: BookkitKeys,
  glAccountId: string,
  method: AccountingMethod | undefined,
  dates: readonly string[],
): Map<string, number> {
  const told = new Map<string, number>()
  if (dates.length === 0) return told
  for (const query of queryClient.getQueryCache().findAll({ queryKey: balanceKeys(keys).pages(glAccountId, method) })) {
    const page = query.state.data as BalancePage | undefined
    if (!page || query.state.isInvalidated || page.beginningBalance === null) continue
    for (const date of dates) {
      const balance = told.has(date) || !pageKnows(page, date) ? null : pageBalanceBefore(page, date)
      if (balance !== null) told.set(date, balance)
    }
  }
  return told
}

/** The open dates a page does not tell: past a busy account's last line, or (for an account of no stated type whose page showed no line) its last date, whose line names its type. */
function datesPast(asked: AskedAccount, page: UseQueryResult<BalancePage> | undefined): readonly string[] {
  if (!asked.pageRange) return asked.open
  const data = page?.data
  // Without a beginningBalance, no one-line read would tell one either: the lines are walked.
  if (!data || data.beginningBalance === null) return []
  const past = asked.open.filter((date) => !pageKnows(data, date))
  if (asked.account.type === undefined && data.type === undefined && data.ends.length === 0 && past.length === 0)
    return [asked.open.at(-1)!]
  return past
}

/**
 * Reads every account's balances on the dates `plan` names: one page of lines per account (six in
 * flight per client), one-line reads past a busy account's page, then walks what the service sent
 * no balance for. A balance inside a closed and locked period (`closing`) is kept, stored with the
 * cache and never asked again.
 */
export function useAccountReads(
  accounts: readonly SeenAccount[],
  plan: ReadPlan,
  method: AccountingMethod | undefined,
  enabled: boolean,
  closing: ReadsClosing,
): AccountReads[] {
  const { client, keys, queryClient } = useBookkeepingContext()
  const scope = useQueryScope()
  const { datesOf, walksOf } = plan
  const asked = accounts.map((account) => askOf(queryClient, keys, account, datesOf(account), method, closing))
  // Said as it renders, so the pages of statements mounted together are known before the first is sent.
  const [statement] = useState(() => ({}))
  wantPages(
    client,
    statement,
    method,
    enabled ? asked.flatMap(({ account, pageRange }) => (pageRange ? [[account.id, pageRange] as const] : [])) : [],
  )
  useEffect(() => () => forgetPages(client, statement), [client, statement])
  const pageQueries = asked.flatMap(({ account, pageRange }) =>
    pageRange ? [{ ...balancePageQuery(client, keys, account.id, method, pageRange), enabled }] : [],
  )
  for (const query of pageQueries) scope?.add(query.queryKey)
  const pageResults = useQueries({ queries: pageQueries }, queryClient)
  let nextPage = 0
  const pages = asked.map(({ pageRange }) => (pageRange ? pageResults[nextPage++] : undefined))

  // Every locked date is watched under its kept key (asked only where nothing else tells it); an open one is read where the page does not tell it.
  const told = asked.map((account, index) =>
    toldByOtherPages(queryClient, keys, account.account.id, method, account.pageRange ? datesPast(account, pages[index]) : []),
  )
  const lineReads = asked.map((account, index) => {
    const past = new Set(datesPast(account, pages[index]).filter((date) => !told[index]!.has(date)))
    return account.dates.flatMap((date) => {
      // A date found locked while its one-line page is on its way stays under its own key until
      // answered: leaving it would cancel the request, and the kept key would ask it again.
      const onKey = balanceKeys(keys).on(account.account.id, method, date)
      const locked = isLockedBalance(closing, date) && queryClient.getQueryState(onKey)?.fetchStatus !== 'fetching'
      if (!locked && !past.has(date)) return []
      // A date past a page waits on that page's answer: it goes ahead of the reads nothing waits on.
      const query = balanceOnQuery(client, keys, account.account.id, method, date, locked, account.pageRange ? 'followUp' : 'alone')
      // A date found locked once the closing came, after its one-line page answered: that answer is kept, not asked again.
      const answered = locked ? () => queryClient.getQueryData<BalanceOn>(onKey) : undefined
      return [{ date, query: { ...query, ...(answered && { initialData: answered }), enabled: enabled && past.has(date) } }]
    })
  })
  const lineQueries = lineReads.flat().map(({ query }) => query)
  for (const query of lineQueries) scope?.add(query.queryKey)
  const lineResults = useQueries({ queries: lineQueries }, queryClient)
  let nextLine = 0
  const reads: AccountReads[] = asked.map(({ account, dates }, index) => ({
    account,
    dates,
    page: pages[index],
    balances: new Map(lineReads[index]!.map(({ date }) => [date, lineResults[nextLine++]!])),
    told: told[index]!,
    walks: new Map(),
  }))

  const walkQueries = reads.flatMap((accountReads) =>
    walksOf(accountReads).map((range) => ({
      accountReads,
      range,
      options: { ...activityWalkQuery(client, keys, accountReads.account.id, typeOf(accountReads), method, range), enabled },
    })),
  )
  for (const { options } of walkQueries) scope?.add(options.queryKey)
  const walkResults = useQueries({ queries: walkQueries.map(({ options }) => options) }, queryClient)
  walkQueries.forEach(({ accountReads, range }, index) => accountReads.walks.set(walkKey(range), walkResults[index]!))
  useKeepLocked(reads, method, closing)
  return reads
}

/**
 * Keeps each locked balance a page told under its kept key (stored with the cache), once the page
 * and the closing are both known: the closing may arrive after the page.
 */
function useKeepLocked(reads: readonly AccountReads[], method: AccountingMethod | undefined, closing: ReadsClosing): void {
  const { keys, queryClient } = useBookkeepingContext()
  const told = reads.flatMap((accountReads) => {
    const page = accountReads.page?.data
    if (!page) return []
    return accountReads.dates.flatMap((date) => {
      const balance = isLockedBalance(closing, date) && pageKnows(page, date) ? pageBalanceBefore(page, date) : null
      return balance === null || accountReads.balances.get(date)?.data
        ? []
        : [{ glAccountId: accountReads.account.id, date, kept: { balance, type: page.type } }]
    })
  })
  // One string for the effect: the reads are new objects each render.
  const signature = JSON.stringify(told)
  useEffect(() => {
    for (const { glAccountId, date, kept } of JSON.parse(signature) as typeof told) {
      const key = balanceKeys(keys).locked(glAccountId, method, date)
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData<BalanceOn>(key, kept)
    }
  }, [signature, queryClient, keys, method])
}
