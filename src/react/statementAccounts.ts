// The accounts a statement reads: the host's chart of accounts, or, without one, every account the
// records name (bank transactions and their split lines, invoice line items, the session's saves).
import { skipToken, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useBankTransactions } from './bankTransactions'
import { useBookkeepingContext } from './context'
import { useEveryPage } from './everyPage'
import type { ManualJournalEntry } from '../api/types'
import { accountsOfInvoices, accountsOfJournalEntries, accountsOfTransactions, mergeAccounts, type GlAccountInfo, type SeenAccount } from './glAccounts'
import { savedEntriesKey } from './ledgerBalances'
import { useInvoices, useServiceProfile } from './hooks'
import { QUEUE_PAGE_SIZE } from './reviewCount'

/** The accounts a statement reads, and whether all of them are known yet. */
export interface StatementAccounts {
  /** The host's (`'host'`) or those the records name (`'records'`). */
  from: 'host' | 'records'
  accounts: readonly SeenAccount[]
  /** Every record that could name an account has been read. */
  complete: boolean
  /** Reading the records failed (the accounts are those found so far). */
  error: Error | null
  refetch: () => void
}

/**
 * The accounts of `accounts`, or, when the host gives none, every account the records name: the
 * synced bank transactions (the queue's and the charts' one sync), every invoice's line items,
 * and what the session's saves named.
 */
export function useStatementAccounts(accounts: readonly GlAccountInfo[] | undefined, enabled: boolean): StatementAccounts {
  const { keys, queryClient } = useBookkeepingContext()
  const fromRecords = enabled && accounts === undefined
  const bank = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: fromRecords })
  const invoices = useInvoices({ limit: useServiceProfile().maxPageSize }, { enabled: fromRecords })
  useEveryPage(invoices, fromRecords)
  const saved = useQuery<readonly ManualJournalEntry[]>({ queryKey: savedEntriesKey(keys), queryFn: skipToken, staleTime: Infinity, enabled: fromRecords }, queryClient).data
  const transactions = bank.data?.transactions
  const invoiceList = invoices.data?.invoices
  const seen = useMemo(() => {
    if (!fromRecords) return []
    const found = mergeAccounts(accountsOfTransactions(transactions ?? []).values(), accountsOfInvoices(invoiceList ?? []).values(), accountsOfJournalEntries(saved ?? []).values())
    return [...found.values()]
  }, [fromRecords, transactions, invoiceList, saved])
  // Read as the records' accounts are.
  const host = useMemo(() => (accounts === undefined ? [] : [...mergeAccounts(accounts).values()]), [accounts])
  if (accounts !== undefined) return { from: 'host', accounts: host, complete: true, error: null, refetch: () => {} }
  const invoicesRead = invoices.data !== undefined && !invoices.hasNextPage
  return {
    from: 'records',
    accounts: seen,
    complete: bank.data !== undefined && bank.data.syncing === undefined && invoicesRead,
    error: bank.error ?? invoices.error ?? invoices.data?.stalled ?? null,
    refetch: () => {
      if (bank.isError) void bank.refetch()
      if (invoices.isError) void (invoices.isFetchNextPageError ? invoices.fetchNextPage() : invoices.refetch())
    },
  }
}
