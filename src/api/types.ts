// Friendly names for the wire types generated from src/api/openapi.yaml (see schema.gen.ts).
// Types only: add a name here when a client or component needs one; never edit schema.gen.ts.
import type { components } from './schema.gen'

type Schemas = components['schemas']

// ── Envelope and errors ──────────────────────────────────────────────────────────────────

/** Every error type the service names; safe to switch on. */
export type ErrorType = Schemas['ErrorType']
/** One reason a request or batch item failed; `param` names the offending field. */
export type ErrorItem = Schemas['ErrorItem']
/** Paging cursor of v6 queries; present only while more pages exist. */
export type PageCursor = Schemas['Cursor']
/** Free-form partner data on a record, echoed back as saved. */
export type CustomData = Schemas['CustomData']

// ── Auth ─────────────────────────────────────────────────────────────────────────────────

/** `read` (read-only) or `write` (read and write) access of a token. */
export type TokenScope = Schemas['TokenScope']
/**
 * The token endpoint's body (unwrapped): what `createAccessToken` on `bookkit/server` resolves to,
 * what a host's route hands the browser, and what `fetchToken` resolves to. One type on every entry point.
 */
export interface TokenResponse {
  access_token: string
  /** Always `Bearer` so far. */
  token_type: string
  /** Lifetime in seconds. */
  expires_in: number
  /** The granted scope. The service description's answer has none, so bookkit never needs it. */
  scope?: TokenScope
}

// ── Notification settings ────────────────────────────────────────────────────────────────

/** How the user hears about one kind of event: `SMS`, `EMAIL` or `OFF`. */
export type NotificationPreference = Schemas['NotificationPreference']
/** The user's notification preferences; `null` where none is chosen yet. */
export type NotificationSettings = Schemas['NotificationSettings']

// ── Shared sub-objects ───────────────────────────────────────────────────────────────────

/** An account of the general ledger. */
export type GlAccount = Schemas['GlAccount']
/** A dimension (a bank transaction's segment `label`). */
export type AccountingDimension = Schemas['Dimension']
/** A value of a dimension, possibly with a child value. */
export type AccountingDimensionValue = Schemas['DimensionValue']
/** A dimension value as the bank-transaction save answer names it. */
export type ClassSegment = Schemas['ClassSegment']
/** A file attached to a record. */
export type Attachment = Schemas['Attachment']
/** A customer as records reference it. */
export type CustomerRef = Schemas['CustomerRef']
/** A vendor as records reference it. */
export type VendorRef = Schemas['VendorRef']
/** A category as records reference it. */
export type CategoryRef = Schemas['CategoryRef']
/** A bank account as records reference it. */
export type BankAccountRef = Schemas['BankAccountRef']
/** A company as records reference it. */
export type CompanyRef = Schemas['CompanyRef']

// ── Manual journal entries ───────────────────────────────────────────────────────────────

/** A journal entry to create (no `id`) or update (`id`). */
export type ManualJournalEntryInput = Schemas['ManualJournalEntryInput']
/** One line of a journal entry to save; one side above zero. */
export type ManualJournalEntryLineInput = Schemas['ManualJournalEntryLineInput']
/** Recurrence of a journal entry to save. */
export type ManualJournalEntryRecurrenceInput = Schemas['ManualJournalEntryRecurrenceInput']
/** A saved journal entry. */
export type ManualJournalEntry = Schemas['ManualJournalEntry']
/** One line of a saved journal entry. */
export type ManualJournalEntryLine = Schemas['ManualJournalEntryLine']
/** Recurrence of a saved journal entry. */
export type ManualJournalEntryRecurrence = Schemas['ManualJournalEntryRecurrence']

// ── General ledger ───────────────────────────────────────────────────────────────────────

/** `ACCRUAL` or `CASH` basis of a GL query. */
export type AccountingMethod = Schemas['AccountingMethod']
/** Body of a GL query; every member optional. */
export type GeneralLedgerQuery = Schemas['GeneralLedgerQuery']
/** The `filter` of a GL query. */
export type GeneralLedgerFilter = Schemas['GeneralLedgerFilter']
/** Lines carrying any of some values of one dimension. */
export type DimensionValueFilter = Schemas['DimensionValueFilter']
/** One line of the general ledger. */
export type GlEntry = Schemas['GlEntry']
/** The source record of a GL line. */
export type GlEntryEntity = Schemas['GlEntryEntity']

// ── Invoices ─────────────────────────────────────────────────────────────────────────────

/** Body of an invoice query; every member optional. */
export type InvoiceQuery = Schemas['InvoiceQuery']
/** The `filter` of an invoice query; members combine with AND. */
export type InvoiceFilter = Schemas['InvoiceFilter']
/** The `sort` of an invoice query: a field name, `-` prefixed for descending. */
export type InvoiceSort = Schemas['InvoiceSort']
/** Operators comparing a string field. */
export type StringComparison = Schemas['StringComparison']
/** `in` / `notIn` lists of strings. */
export type StringInNotIn = Schemas['StringInNotIn']
/** `in` / `notIn` lists of dates. */
export type DateInNotIn = Schemas['DateInNotIn']
/** An invoice. */
export type Invoice = Schemas['Invoice']
/** The totals of an invoice, in minor units. */
export type InvoiceTotals = Schemas['InvoiceTotals']
/** The discount of an invoice. */
export type InvoiceDiscount = Schemas['InvoiceDiscount']
/** The deposit asked on an invoice. */
export type InvoiceDeposit = Schemas['InvoiceDeposit']
/** How an invoice is collected: term, reminders, payment methods. */
export type InvoiceCollectionInfo = Schemas['InvoiceCollectionInfo']
/** The payment term of an invoice. */
export type PaymentTerm = Schemas['PaymentTerm']
/** Recurrence of an invoice. */
export type InvoiceRecurrence = Schemas['InvoiceRecurrence']
/** One line of an invoice. */
export type InvoiceLineItem = Schemas['InvoiceLineItem']
/** Sales tax of an invoice line. */
export type SalesTax = Schemas['SalesTax']
/** One installment of an invoice. */
export type InvoiceInstallment = Schemas['InvoiceInstallment']
/** A payment applied to an invoice. */
export type InvoicePayment = Schemas['InvoicePayment']
/** Something that happened to an invoice, such as an email sent. */
export type InvoiceActivity = Schemas['InvoiceActivity']

// ── Bank transactions ────────────────────────────────────────────────────────────────────

/** A bank transaction as the service answers it. */
export type BankTransaction = Schemas['BankTransaction']
/** A bank transaction to create (no `id`) or update (`id`). */
export type BankTransactionInput = Schemas['BankTransactionInput']
/** One split of a bank transaction, as saved and as answered. */
export type BankTransactionSplit = Schemas['BankTransactionSplit']
/** Tax payment information of a bank transaction. */
export type BankTransactionTax = Schemas['BankTransactionTax']
/** Another transaction this one is matched or reconciled with. */
export type BankTransactionMatch = Schemas['BankTransactionMatch']
/** The categorisation rule that applied to a bank transaction. */
export type BankTransactionRule = Schemas['BankTransactionRule']
/** The invoice line a bank transaction pays. */
export type InvoiceItemRef = Schemas['InvoiceItemRef']

// ── Closing ──────────────────────────────────────────────────────────────────────────────

/** The closing date and whether the closed period may change. */
export type Closing = Schemas['Closing']
