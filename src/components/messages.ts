import type { BankTransactionEditorMessages } from './BankTransactionEditor/messages'
import type { GeneralLedgerMessages } from './GeneralLedger/messages'
import type { InvoiceDetailMessages } from './InvoiceDetail/messages'
import type { InvoiceListMessages } from './InvoiceList/messages'
import type { ManualJournalEntryFormMessages } from './ManualJournalEntryForm/messages'
import type { NotificationSettingsFormMessages } from './NotificationSettingsForm/messages'
import type { FormMessages } from './shared/formMessages'
import type { SharedMessages } from './shared/messages'

/**
 * Every visible string of every component, by key: a plain string, or a function of the values it
 * shows (already formatted in the provider's locale). The provider's `messages` takes any part of it.
 */
export type BookkitMessages = SharedMessages &
  FormMessages &
  InvoiceListMessages &
  InvoiceDetailMessages &
  GeneralLedgerMessages &
  BankTransactionEditorMessages &
  ManualJournalEntryFormMessages &
  NotificationSettingsFormMessages
