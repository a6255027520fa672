// The accounts a statement reads: the host's chart of accounts, or, without one, every account the
// records name (bank transactions and their split lines, invoice line items, the session's saves).
import { skipToken, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useBankTransactions } from '../queue/bankTransactions'
import { useBookkeepingContext } from '../provider/context'
import { useEveryPage } from '../query/everyPage'
import type { BankTransaction, Invoice, ManualJournalEntry } from '../../api/types'
import { companyNameOf, ofCompany } from '../../core/statements/companyName'
import {
  accountsOfInvoices,
  accountsOfJournalEntries,
  accountsOfTransactions,
  mergeAccounts,
  type GlAccountInfo,
  type SeenAccount,
} from '../../core/statements/glAccounts'
import { savedEntriesKey } from './ledgerBalances'
import { useServiceProfile } from '../provider/provided'
import { useInvoices } from '../invoices/invoiceReads'
import { QUEUE_PAGE_SIZE } from '../queue/queuePageSize'

/** The accounts a statement reads, and whether all of them are known yet. */
export interface StatementAccounts {
  /** The host's (`'host'`) or those the records name (`'records'`). */
  from: 'host' | 'records'
  accounts: readonly SeenAccount[]
  /** Every record that could name an account has been read. */
  complete: boolean
  /** Reading the records failed (the accounts are those found so far). */
  error: Error | null
  /** The company's name as its bank transactions give it, where they name one company: read with the records, or, with the host's `accounts`, only from a sync already held; `undefined` where none does. */
  companyName: string | undefined
  refetch: () => void
  /** With `withRecords`: the records read (or, `'watched'`, those the page already holds) for the values they name (of `companyId`'s where they name one), and how far they are read. */
  records?: StatementRecords | undefined
}

/** The records a statement split by a dimension reads for the values they name. */
export interface StatementRecords {
  transactions: readonly BankTransaction[]
  invoices: readonly Invoice[]
  entries: readonly ManualJournalEntry[]
  complete: boolean
  error: Error | null
}

/**
 * The accounts of `accounts`, or, when the host gives none, every account the records name: the
 * synced bank transactions (the queue's and the charts' one sync), every invoice's line items,
 * and what the session's saves named. With a `companyId` (a token that sees several companies),
 * only that company's bank transactions: invoices and journal entries carry no company, so
 * their accounts cannot be told to be its own and are left out.
 */
export function useStatementAccounts(
  accounts: readonly GlAccountInfo[] | undefined,
  enabled: boolean,
  companyId?: string,
  withRecords: boolean | 'watched' = false,
): StatementAccounts {
  const { keys, queryClient } = useBookkeepingContext()
  // A statement split by a dimension reads the records with the host's accounts too: they name
  // values. With the host's values it only watches them: waiting on a sync of every bank
  // transaction (47 pages in a row at 50,000) before Not specified is final would cost more than
  // the statement's own reads, for values the host's list already gives.
  const fromRecords = enabled && (accounts === undefined || withRecords === true)
  // With the host's accounts the bank-transaction sync is watched, never sent: its records name the
  // company, but on a page where nothing else reads the sync, walking the whole listing for one
  // name would cost more requests than the statement itself. Where the queue, a chart or the
  // stored cache holds it (at the queue's page size, the set every part shares), the name comes
  // with it at no cost; a host that always wants it passes `companyName`.
  const bank = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: fromRecords })
  // Invoices carry no company: with a `companyId` they are not read, as their accounts could be another company's.
  const readInvoices = fromRecords && companyId === undefined
  const invoices = useInvoices({ limit: useServiceProfile().maxPageSize }, { enabled: readInvoices })
  useEveryPage(invoices, readInvoices)
  const saved = useQuery<readonly ManualJournalEntry[]>(
    { queryKey: savedEntriesKey(keys), queryFn: skipToken, staleTime: Infinity, enabled: fromRecords },
    queryClient,
  ).data
  const transactions = bank.data?.transactions
  const invoiceList = invoices.data?.invoices
  const seen = useMemo(() => {
    if (!fromRecords) return []
    const ofRecordsWithoutCompany =
      companyId === undefined ? [accountsOfInvoices(invoiceList ?? []).values(), accountsOfJournalEntries(saved ?? []).values()] : []
    const found = mergeAccounts(accountsOfTransactions(ofCompany(transactions ?? [], companyId)).values(), ...ofRecordsWithoutCompany)
    return [...found.values()]
  }, [fromRecords, transactions, invoiceList, saved, companyId])
  const companyName = useMemo(() => companyNameOf(transactions ?? [], companyId), [transactions, companyId])
  // Read as the records' accounts are.
  const host = useMemo(() => (accounts === undefined ? [] : [...mergeAccounts(accounts).values()]), [accounts])
  const invoicesRead = !readInvoices || (invoices.data !== undefined && !invoices.hasNextPage)
  const error = bank.error ?? (readInvoices ? (invoices.error ?? invoices.data?.stalled) : null) ?? null
  const refetch = () => {
    if (bank.isError) void bank.refetch()
    if (invoices.isError) void (invoices.isFetchNextPageError ? invoices.fetchNextPage() : invoices.refetch())
  }
  const complete = bank.data !== undefined && bank.data.syncing === undefined && invoicesRead
  const watched = withRecords === 'watched'
  const records = withRecords
    ? {
        transactions: ofCompany(transactions ?? [], companyId),
        invoices: companyId === undefined && !watched ? (invoiceList ?? []) : [],
        entries: companyId === undefined ? (saved ?? []) : [],
        complete: watched || complete,
        error: watched ? null : error,
      }
    : undefined
  if (accounts !== undefined)
    return {
      from: 'host',
      accounts: host,
      complete: true,
      error: null,
      companyName,
      refetch: withRecords === true ? refetch : () => {},
      records,
    }
  return { from: 'records', accounts: seen, complete, error, companyName, refetch, records }
}
