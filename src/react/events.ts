import type { NotificationPreference, NotificationSettings } from '../api/types'

/**
 * Something a user did in a bookkit component, given to `<BookkeepingProvider onEvent>` once the
 * service has stored it: for a host's analytics, its own badges, a refresh elsewhere in its app.
 * Each event names its records by id; none carries a token, an amount or anything else typed.
 */
export type BookkeepingEvent =
  /** Bank transactions were given a category (the queue's picker, Enter on a row, a bulk action). */
  | { type: 'transactionCategorized'; transactionIds: string[]; categoryId: string }
  /** Bank transactions were marked reviewed in the review queue. */
  | { type: 'transactionReviewed'; transactionIds: string[] }
  /** The review queue's undo restored these bank transactions as they were. */
  | { type: 'transactionUndone'; transactionIds: string[] }
  /** A bank transaction was saved from the editor (created or changed), or a receipt was attached to its row. */
  | { type: 'transactionSaved'; transactionId: string; created: boolean }
  /** A bank transaction was deleted from the editor. */
  | { type: 'transactionDeleted'; transactionId: string }
  /** A manual journal entry was saved (created or changed). */
  | { type: 'journalEntrySaved'; journalEntryId: string; created: boolean }
  /** An invoice was opened from the invoice list. */
  | { type: 'invoiceOpened'; invoiceId: string }
  /** A notification preference was changed and saved. */
  | { type: 'settingsChanged'; preference: keyof NotificationSettings; value: NotificationPreference | null }

/** A provider's `onEvent`, or a function that does nothing outside one. */
export type EmitEvent = (event: BookkeepingEvent) => void
