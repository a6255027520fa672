import { bankTransactionEditorMessages } from './BankTransactionEditor/messages'
import { generalLedgerMessages } from './GeneralLedger/messages'
import { invoiceDetailMessages } from './InvoiceDetail/messages'
import { invoiceListMessages } from './InvoiceList/messages'
import { manualJournalEntryFormMessages } from './ManualJournalEntryForm/messages'
import type { BookkitMessages } from './messages'
import { notificationSettingsFormMessages } from './NotificationSettingsForm/messages'
import { formMessages } from './shared/formMessages'
import { sharedMessages } from './shared/messages'

/**
 * Every English default, for a partner who translates them all (a new object each call). Its own
 * module: an app that never calls it never bundles the other components' strings.
 */
export function englishMessages(): BookkitMessages {
  return {
    ...sharedMessages,
    ...formMessages,
    ...invoiceListMessages,
    ...invoiceDetailMessages,
    ...generalLedgerMessages,
    ...bankTransactionEditorMessages,
    ...manualJournalEntryFormMessages,
    ...notificationSettingsFormMessages,
  }
}
