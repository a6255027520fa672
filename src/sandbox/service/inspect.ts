import type * as Wire from '../../api/types'
import { countsUnder } from '../ledger'
import type { AccountingMethod, Closing, GlAccountType, NotificationSettings } from '../model'
import { bankTransactionWire } from '../serialize/bankTransaction'
import { invoiceWire } from '../serialize/invoice'
import { journalEntryWire } from '../serialize/journalEntry'
import { dimensionValuesWire } from '../serialize/shared'
import type { Store } from '../store'
import { PARTNER_SETTINGS_KEY } from './viewer'

/** A stored GL line as tests see it. */
export interface GlLineView {
  id: string
  date: string
  glAccountId: string
  drAmount: number
  crAmount: number
  /** The dimension values its record files it under (the chosen ones: a parent's sub-values are not named). */
  dimensionValueIds: string[]
  description: string
  /** The record that posted it (`btxn_…`, `mje_…`, `inv_…`, `ptxn_…`). */
  sourceId: string
  basis: 'BOTH' | AccountingMethod
}

/** An account of a company's chart of accounts, in the shape a host passes to the statements as `accounts`. */
export interface SandboxGlAccount {
  id: string
  name: string
  accountNo: string
  type: GlAccountType
  /** QuickBooks Online's detail type, where the chart names one (the bank accounts' `Checking` and `Savings`, a loan's `NotesPayable`…). */
  subtype?: string
}

/** An account's balance in a trial balance: debits less credits where more, else credits less debits. */
export interface SandboxTrialBalanceAccount {
  glAccountId: string
  debit: number
  credit: number
}

/** What `inspect.trialBalance` answers. */
export interface SandboxTrialBalance {
  /** Every debit and every credit of the lines counted: equal, as every posting is. */
  debits: number
  credits: number
  /** Every account of the company with its balance, by account number (an account with no lines: both 0). */
  accounts: SandboxTrialBalanceAccount[]
}

/** Read-only views of what the sandbox holds, for tests to check answers against. Every call returns copies. */
export interface SandboxInspector {
  /** Live (not deleted) bank transactions, in creation order, in the v5 list's shape. */
  bankTransactions(companyId?: string): Wire.BankTransaction[]
  /** Ids of deleted bank transactions, in deletion order. */
  deletedBankTransactionIds(companyId?: string): string[]
  journalEntries(companyId?: string): Wire.ManualJournalEntry[]
  invoices(companyId?: string): Wire.Invoice[]
  /** One account's lines under one method (default: its company's), sorted by date then posting order. */
  glLines(glAccountId: string, method?: AccountingMethod): GlLineView[]
  glAccountType(glAccountId: string): GlAccountType
  /** Every dimension value of a company, as a host passes them to the editors and statements (a sub-value as its parent with `child`). */
  dimensionValues(companyId: string): Wire.AccountingDimensionValue[]
  /**
   * A company's chart of accounts, ordered by account number: what a host would pass to the
   * statements as `accounts`, since the service lists none. Unknown companies throw.
   */
  glAccounts(companyId: string): SandboxGlAccount[]
  /**
   * Sums of every line of a company's book under one method (default: its own), dated on or
   * before `asOf` (default: every line); and each account's balance, on its debit or its credit side.
   * Unknown companies throw.
   */
  trialBalance(companyId: string, method?: AccountingMethod, asOf?: string): SandboxTrialBalance
  closing(companyId: string): Closing
  /** A user's notification settings; `null` for the partner's own. */
  notificationSettings(userId: string | null): NotificationSettings | undefined
  /** The sandbox clock, ISO 8601. */
  now(): string
}

/** Views over whichever store is current (`reset()` swaps it). */
export function createInspector(current: () => Store): SandboxInspector {
  const inCompany = (companyId: string | undefined) => (record: { companyId: string }) =>
    companyId === undefined || record.companyId === companyId
  return {
    bankTransactions: (companyId) => {
      const store = current()
      return [...store.bankTransactions.values()]
        .filter((transaction) => transaction.status !== 'DELETED' && inCompany(companyId)(transaction))
        .map((transaction) => structuredClone(bankTransactionWire(store, transaction, 'dimensionValues', 'as-saved')))
    },
    deletedBankTransactionIds: (companyId) =>
      current()
        .deletions.filter(inCompany(companyId))
        .map((deletion) => deletion.id),
    journalEntries: (companyId) => {
      const store = current()
      return [...store.journalEntries.values()].filter(inCompany(companyId)).map((entry) => structuredClone(journalEntryWire(store, entry)))
    },
    invoices: (companyId) => {
      const store = current()
      return [...store.invoices.values()].filter(inCompany(companyId)).map((invoice) => structuredClone(invoiceWire(store, invoice)))
    },
    dimensionValues: (companyId) => {
      const store = current()
      const ids = [...store.dimensionValues.values()].filter(inCompany(companyId)).map((value) => value.id)
      return structuredClone(dimensionValuesWire(store, ids))
    },
    glLines: (glAccountId, method) => {
      const store = current()
      const account = store.glAccount(glAccountId)
      const index = store.ledger.index(glAccountId, method ?? store.company(account.companyId).accountingMethod)
      return index.lines.map((line) => ({
        id: line.id,
        date: line.date,
        glAccountId: line.glAccountId,
        drAmount: line.drAmount,
        crAmount: line.crAmount,
        dimensionValueIds: [...line.dimensionValueIds],
        description: line.description,
        sourceId: line.sourceId,
        basis: line.basis,
      }))
    },
    glAccountType: (glAccountId) => current().glAccount(glAccountId).type,
    glAccounts: (companyId) => {
      const store = current()
      store.company(companyId)
      return [...store.glAccounts.values()]
        .filter(inCompany(companyId))
        .map(({ id, name, accountNo, type, subtype }) => ({ id, name, accountNo, type, ...(subtype !== undefined && { subtype }) }))
        .sort((a, b) => a.accountNo.localeCompare(b.accountNo, 'en') || a.id.localeCompare(b.id, 'en'))
    },
    trialBalance: (companyId, method, asOf) => {
      const store = current()
      // An unknown company throws, whether or not a method is given.
      const { accountingMethod } = store.company(companyId)
      const basis = method ?? accountingMethod
      let debits = 0
      let credits = 0
      const net = new Map<string, number>()
      for (const line of store.ledger.allLines()) {
        if (line.companyId !== companyId || !countsUnder(line.basis, basis) || (asOf !== undefined && line.date > asOf)) continue
        debits += line.drAmount
        credits += line.crAmount
        net.set(line.glAccountId, (net.get(line.glAccountId) ?? 0) + line.drAmount - line.crAmount)
      }
      const accounts = [...store.glAccounts.values()]
        .filter((account) => account.companyId === companyId)
        .sort((a, b) => a.accountNo.localeCompare(b.accountNo, 'en') || a.id.localeCompare(b.id, 'en'))
        .map(({ id }) => {
          const balance = net.get(id) ?? 0
          return { glAccountId: id, debit: Math.max(balance, 0), credit: Math.max(-balance, 0) }
        })
      return { debits, credits, accounts }
    },
    closing: (companyId) => ({ ...current().company(companyId).closing }),
    notificationSettings: (userId) => {
      const settings = current().notificationSettings.get(userId ?? PARTNER_SETTINGS_KEY)
      return settings && { ...settings }
    },
    now: () => current().clock.nowIso(),
  }
}
