import { BookkeepingApiError, BookkeepingResponseError } from './errors'
import {
  bookkitService,
  resolveServiceProfile,
  settleWindowOf,
  type BankTransactionListing,
  type ResolvedServiceProfile,
  type ServiceProfile,
} from './service'

/**
 * The two decisions of ours a service may not have (README decisions 1 and 2), as a client finds
 * them out. A member the host's `service` names is followed as given; one it leaves out is learned
 * from the service's own answers, once per session (the client), and kept (README decision 18).
 */
export class LearnedService {
  readonly #given: ServiceProfile
  #listing: BankTransactionListing | undefined
  #settingsSave: boolean | undefined
  #profile: ResolvedServiceProfile & { settleWindowMs: number }

  constructor(given: ServiceProfile = {}, { writeLimitMs }: { writeLimitMs: number }) {
    this.#given = given
    this.#listing = given.listBankTransactions
    this.#settingsSave = given.saveNotificationSettings === undefined ? undefined : given.saveNotificationSettings !== false
    this.#profile = {
      ...resolveServiceProfile(given),
      // A service ignores a member it does not know, so whether it takes the method cannot be learned
      // from its answers: only a profile that names the field carries a method (README decisions 9 and 22).
      accountingMethodField: given.accountingMethodField ?? false,
      settleWindowMs: settleWindowOf(given, writeLimitMs),
    }
  }

  /** The profile as known now: a member not yet learned holds bookkit's decision, which is tried first. */
  get profile(): ResolvedServiceProfile & { settleWindowMs: number } {
    return this.#profile
  }

  /** How bank transactions are listed, or `undefined` until the service has answered the v5 listing or refused it. */
  get listing(): BankTransactionListing | undefined {
    return this.#listing
  }

  /** Whether notification settings can be saved, or `undefined` until the service has said. */
  get settingsSave(): boolean | undefined {
    return this.#settingsSave
  }

  learnListing(listing: BankTransactionListing): void {
    this.#listing = listing
    // The v5 listing's order is decision 2's; the v6 listing states none, unless the host's profile names one.
    const order = this.#given.bankTransactionOrder ?? (listing === 'v6-post' ? false : bookkitService.bankTransactionOrder)
    this.#profile = { ...this.#profile, listBankTransactions: listing, bankTransactionOrder: order }
  }

  learnSettingsSave(savable: boolean): void {
    this.#settingsSave = savable
    if (!savable) this.#profile = { ...this.#profile, saveNotificationSettings: false }
  }

  /** Whether a member was left to learn (the host's `service` did not name it). */
  learns(member: 'listBankTransactions' | 'saveNotificationSettings'): boolean {
    return this.#given[member] === undefined
  }
}

/**
 * The service has no such endpoint: 404 (the route is unknown; these paths carry no id that could be
 * the one missing), 405 or 501. Anything else, a refusal of the request included, means the endpoint is there.
 */
export function isMissingEndpoint(error: unknown): boolean {
  const status = error instanceof BookkeepingApiError || error instanceof BookkeepingResponseError ? error.status : undefined
  return status === 404 || status === 405 || status === 501
}
