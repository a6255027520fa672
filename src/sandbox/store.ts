import type { LogicalClock } from './clock'
import { IdFactory } from './ids'
import { Ledger } from './ledger'
import type {
  AttachmentRecord,
  BankAccountRecord,
  BankTransactionRecord,
  CategoryRecord,
  Company,
  CustomerRecord,
  DimensionRecord,
  DimensionValueRecord,
  GlAccountRecord,
  InvoiceRecord,
  JournalEntryRecord,
  NotificationSettings,
  User,
  VendorRecord,
} from './model'
import { canSee, type Viewer } from './service/viewer'

/** A deleted bank transaction, remembered for v5 `deletedIds`. */
export interface Deletion {
  id: string
  companyId: string
  deletedAt: number
}

/** Every record of the sandbox, and the ledger they post to. One store per sandbox; no module state. */
export class Store {
  readonly companies = new Map<string, Company>()
  readonly users = new Map<string, User>()
  readonly glAccounts = new Map<string, GlAccountRecord>()
  readonly categories = new Map<string, CategoryRecord>()
  readonly customers = new Map<string, CustomerRecord>()
  readonly vendors = new Map<string, VendorRecord>()
  readonly dimensions = new Map<string, DimensionRecord>()
  readonly dimensionValues = new Map<string, DimensionValueRecord>()
  readonly bankAccounts = new Map<string, BankAccountRecord>()
  readonly attachments = new Map<string, AttachmentRecord>()
  /** Bank transactions by id; written through `putBankTransaction`, so a listing's index knows when it is stale. */
  readonly bankTransactions = new Map<string, BankTransactionRecord>()
  /** Counts every bank transaction put: an index over them is rebuilt only when this has moved. */
  bankTransactionRevision = 0
  readonly journalEntries = new Map<string, JournalEntryRecord>()
  readonly invoices = new Map<string, InvoiceRecord>()
  readonly notificationSettings = new Map<string, NotificationSettings>()
  readonly deletions: Deletion[] = []
  readonly ids = new IdFactory()
  readonly ledger = new Ledger(this.glAccounts)
  /**
   * `kind|scope|apiName|apiSourceId` → record id, for 409 DUPLICATE. The scope is where an id of an
   * external system names one record: a journal entry's company, a bank transaction's bank account
   * (two accounts' statements may both number an entry `1`).
   */
  private readonly externalIds = new Map<string, string>()

  constructor(
    readonly clock: LogicalClock,
    /** The sandbox's today (`YYYY-MM-DD`). */
    readonly today: string,
  ) {}

  /**
   * A store whose collections, ledger, ids and clock are its own, sharing the records: routes
   * never change a stored record in place, they store a new one. Seeding is most of what a sandbox
   * costs to make, so a test suite seeds once per set of options and copies for each test.
   */
  copy(): Store {
    const clock = this.clock.copy()
    const fields: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(this)) {
      if (value instanceof Map) fields[name] = new Map(value)
      else if (Array.isArray(value)) fields[name] = [...value]
      else if (typeof value !== 'object' || value === null || Object.isFrozen(value)) fields[name] = value
      else if (value !== this.clock && value !== this.ids && value !== this.ledger)
        throw new Error(`Store.copy does not know how to copy ${name}`)
    }
    const copy = Object.assign(Object.create(Store.prototype) as Store, fields, { clock, ids: this.ids.copy() })
    return Object.assign(copy, { ledger: this.ledger.copy(copy.glAccounts) })
  }

  /** Stores a bank transaction (new, changed or deleted). */
  putBankTransaction(record: BankTransactionRecord): void {
    this.bankTransactions.set(record.id, record)
    this.bankTransactionRevision++
  }

  company(companyId: string): Company {
    const company = this.companies.get(companyId)
    if (!company) throw new Error(`unknown company ${companyId}`)
    return company
  }

  glAccount(glAccountId: string): GlAccountRecord {
    const account = this.glAccounts.get(glAccountId)
    if (!account) throw new Error(`unknown GL account ${glAccountId}`)
    return account
  }

  /** A record of `collection` when it exists and its company is visible to `viewer`. */
  visible<T extends { companyId: string }>(collection: ReadonlyMap<string, T>, id: string, viewer: Viewer): T | undefined {
    const record = collection.get(id)
    return record && canSee(viewer, record.companyId) ? record : undefined
  }

  /** The record that owns an external id (`apiName` + `apiSourceId`) in `scope` (a company, or a bank account for bank transactions). */
  externalIdOwner(kind: string, scope: string, apiName: string | null, apiSourceId: string | null): string | undefined {
    if (apiSourceId === null) return undefined
    return this.externalIds.get(externalKey(kind, scope, apiName, apiSourceId))
  }

  /** Records which record owns an external id (`apiName` + `apiSourceId`) in `scope` (default: its company); `null` releases it. */
  claimExternalId(
    kind: string,
    record: { id: string; companyId: string; apiName: string | null; apiSourceId: string | null },
    owner: string | null,
    scope = record.companyId,
  ): void {
    if (record.apiSourceId === null) return
    const key = externalKey(kind, scope, record.apiName, record.apiSourceId)
    if (owner === null) {
      if (this.externalIds.get(key) === record.id) this.externalIds.delete(key)
    } else {
      this.externalIds.set(key, owner)
    }
  }
}

function externalKey(kind: string, scope: string, apiName: string | null, apiSourceId: string): string {
  return `${kind}\u0000${scope}\u0000${apiName ?? ''}\u0000${apiSourceId}`
}
