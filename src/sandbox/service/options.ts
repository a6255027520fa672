import { localToday } from '../../format/localToday'
import { isCalendarDate } from '../dates'
import { bakery } from '../seed/bakery'
import { incomeAndExpenseAccountsOf, mostIncomeAndExpenseAccounts } from '../seed/largeChart'

/** How much seeded data each company gets. */
export interface SandboxVolume {
  /** Invoices per company (default 160). */
  invoicesPerCompany?: number
  /** Everyday bank transactions per company: sales, rent, payroll… (default 500). */
  bankTransactionsPerCompany?: number
  /**
   * Extra small purchases per company, each a bank transaction posting one line to the company's
   * busiest expense account (default 3,200; use 100,000 for a ledger-scale account).
   */
  extraGlLinesPerCompany?: number
}

/**
 * Which answers the sandbox gives where the service description is silent or differs from our
 * decisions: `'bookkit'` (our documented decisions) or `'described'` (exactly what the description shows).
 */
export type SandboxProfile = 'bookkit' | 'described'

/** Options of `createSandbox`; every field has a default. */
export interface SandboxOptions {
  /** Default `'bookkit'`. `'described'`: expired tokens 403 FORBIDDEN, no `scope` in the token body, bank transactions listed by a bodiless `POST /v6/banks/transactions`, no settings save, no DUPLICATE, unnamed body members (a journal entry's `date` and `recurrence.endDate` too) and unknown filter members ignored, example value sets open, no `limit` bound but the GL's 250, `customData` answered as introspection flags. */
  profile?: SandboxProfile
  /** Same seed, same data (default 1). */
  seed?: number
  /**
   * The sandbox's today, `YYYY-MM-DD` (default: today's date where the sandbox runs). The books are
   * seeded relative to it, and overdue invoices and closing dates follow it; the same seed and the
   * same `today` give the same books, so pin it in tests.
   */
  today?: string
  /** `expires_in` of issued tokens, in seconds of the sandbox clock (default 3600). */
  tokenTtlSeconds?: number
  /** Delay added to every answer, in ms: a number, or `[min, max]` drawn from the seed (default 0). */
  latencyMs?: number | readonly [number, number]
  /** Most items one batch save takes (default 1000); a longer `data` is refused 400 `INVALID_VALUE` (`param: data`). */
  maxBatchItems?: number
  /**
   * Years of books up to `today`, 1 to 5 (default 1). Statements compared with the year before
   * need 2. The default volumes are per year: two years seed twice the invoices and bank transactions.
   */
  years?: number
  volume?: SandboxVolume
  /**
   * Income and expense accounts in the bakery's (co_1) chart: 18, its own (the default), to 119.
   * The added accounts are a bakery's ("Pastry Sales — Northside", "Flour — Rye"…), posted to by
   * journal entries against undeposited funds or checking over every year of the books: four every
   * day (more lines a year than one GL page of 250 holds), the rest weekly to quarterly. For a
   * profit and loss of a large chart (`100`); the other records are as without it.
   */
  incomeAndExpenseAccounts?: number
}

/** The options a sandbox runs with, defaults filled in (`sandbox.options`). */
export interface ResolvedOptions {
  profile: SandboxProfile
  seed: number
  today: string
  tokenTtlSeconds: number
  latencyMs: readonly [number, number]
  maxBatchItems: number
  years: number
  volume: Required<SandboxVolume>
  incomeAndExpenseAccounts: number
}

/** `maxBatchItems` when left out; the service's own limit is not documented. */
const DEFAULT_MAX_BATCH_ITEMS = 1000

/** Volumes when `volume` leaves them out: over 3,000 lines on each busiest account, 320 invoices, 1,000 everyday bank transactions. */
const DEFAULT_VOLUME: Required<SandboxVolume> = {
  invoicesPerCompany: 160,
  bankTransactionsPerCompany: 500,
  extraGlLinesPerCompany: 3200,
}

/** Fills defaults and refuses options that would make a sandbox that cannot work. */
export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const profile = options.profile ?? 'bookkit'
  if (profile !== 'bookkit' && profile !== 'described')
    throw new TypeError(`createSandbox: profile must be 'bookkit' or 'described', not ${JSON.stringify(profile)}`)
  // The local calendar date, as a user there would name it, not the UTC one.
  const today = options.today ?? localToday()
  if (!isCalendarDate(today)) throw new TypeError(`createSandbox: today must be a date written YYYY-MM-DD, not ${JSON.stringify(today)}`)
  const seed = options.seed ?? 1
  if (!Number.isFinite(seed)) throw new TypeError('createSandbox: seed must be a finite number')
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1)
    throw new TypeError('createSandbox: tokenTtlSeconds must be a positive integer')
  const latency = options.latencyMs ?? 0
  const latencyMs: readonly [number, number] = typeof latency === 'number' ? [latency, latency] : [latency[0], latency[1]]
  if (!latencyMs.every((ms) => Number.isFinite(ms) && ms >= 0) || latencyMs[0] > latencyMs[1]) {
    throw new TypeError('createSandbox: latencyMs must be a number of ms or a [min, max] range with 0 <= min <= max')
  }
  const maxBatchItems = options.maxBatchItems ?? DEFAULT_MAX_BATCH_ITEMS
  if (!Number.isInteger(maxBatchItems) || maxBatchItems < 1) throw new TypeError('createSandbox: maxBatchItems must be a whole number >= 1')
  const years = options.years ?? 1
  if (!Number.isInteger(years) || years < 1 || years > 5) throw new TypeError('createSandbox: years must be a whole number from 1 to 5')
  const perYear = {
    invoicesPerCompany: DEFAULT_VOLUME.invoicesPerCompany * years,
    bankTransactionsPerCompany: DEFAULT_VOLUME.bankTransactionsPerCompany * years,
  }
  const volume = { ...DEFAULT_VOLUME, ...perYear, ...options.volume }
  for (const [name, count] of Object.entries(volume)) {
    if (!Number.isInteger(count) || count < 0) throw new TypeError(`createSandbox: volume.${name} must be a whole number >= 0`)
  }
  const [fewest, most] = [incomeAndExpenseAccountsOf(bakery), mostIncomeAndExpenseAccounts(bakery)]
  const incomeAndExpenseAccounts = options.incomeAndExpenseAccounts ?? fewest
  if (!Number.isInteger(incomeAndExpenseAccounts) || incomeAndExpenseAccounts < fewest || incomeAndExpenseAccounts > most) {
    throw new TypeError(
      `createSandbox: incomeAndExpenseAccounts must be a whole number from ${fewest} (the bakery's own) to ${most}, not ${JSON.stringify(incomeAndExpenseAccounts)}`,
    )
  }
  return { profile, seed, today, tokenTtlSeconds, latencyMs, maxBatchItems, years, volume, incomeAndExpenseAccounts }
}
