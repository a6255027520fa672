import type { GeneralLedgerQuery, InvoiceFilter, InvoiceQuery } from '../../api/types'

/**
 * Every query key bookkit uses, in one place. `scope` tells two providers apart when a host hands
 * both the same QueryClient: their caches never mix.
 */
export function bookkitKeys(scope: string) {
  const all = ['bookkit', scope] as const
  return {
    all,
    invoices: {
      all: [...all, 'invoices'] as const,
      list: (query: InvoiceQuery) => [...all, 'invoices', 'list', query] as const,
      /** One invoice's lookup by id; `from`: the cursor a walk that went on after stopping starts at. */
      detail: (invoiceId: string, filter?: InvoiceFilter, from?: string) =>
        [...all, 'invoices', 'detail', invoiceId, filter ?? {}, from ?? ''] as const,
      byNumber: (invoiceNumber: string) => [...all, 'invoices', 'byNumber', invoiceNumber] as const,
      /** How far the lookup walk of `detail(invoiceId, filter)` has gone (written by its query function, read by the detail). */
      lookupProgress: (invoiceId: string, filter?: InvoiceFilter) =>
        [...all, 'invoices', 'lookupProgress', invoiceId, filter ?? {}] as const,
    },
    generalLedger: {
      all: [...all, 'generalLedger'] as const,
      account: (glAccountId: string) => [...all, 'generalLedger', glAccountId] as const,
      list: (glAccountId: string, query: GeneralLedgerQuery) => [...all, 'generalLedger', glAccountId, 'list', query] as const,
    },
    bankTransactions: {
      all: [...all, 'bankTransactions'] as const,
      lists: [...all, 'bankTransactions', 'list'] as const,
      list: (limit: number) => [...all, 'bankTransactions', 'list', { limit }] as const,
      /** A `lastUpdatedDate` taken before any save, where no synced set holds one (see `useBankTransactionSyncMarker`). */
      marker: [...all, 'bankTransactions', 'marker'] as const,
    },
    notificationSettings: [...all, 'notificationSettings'] as const,
    /** Whether the service can save them (learned once per session, see `canSaveNotificationSettings`). */
    notificationSettingsSave: [...all, 'notificationSettingsSave'] as const,
    closing: (companyId: string | undefined) => [...all, 'closing', companyId ?? 'default'] as const,
    /** A record of bookkit's own, read from the provider's `store` by its key (`rules:<companyId>`); never persisted with the cache. */
    stored: (storeKey: string) => [...all, 'stored', storeKey] as const,
  }
}

/** The key factory of one provider. */
export type BookkitKeys = ReturnType<typeof bookkitKeys>
