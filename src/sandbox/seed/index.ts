import { dayNumber } from '../dates'
import type { ResolvedOptions } from '../service/options'
import { createRandom } from '../random'
import type { Store } from '../store'
import { PARTNER_SETTINGS_KEY } from '../service/viewer'
import { bakery } from './bakery'
import { seedBankTransactions } from './bankTransactions'
import { bikeShop } from './bikeShop'
import type { CompanyCatalog } from './catalog'
import { INVOICE_DEPOSITS, seedInvoiceDeposits } from './invoiceDeposits'
import { seedInvoices } from './invoices'
import { seedJournalEntries, seedOpeningBalances } from './journalEntries'
import { seedLargeChart } from './largeChart'
import { seedReferenceData } from './reference'
import { seedTransfers, TRANSFERS_FROM_VOLUME } from './transfers'

/** The two made-up businesses, in the order their ids are handed out. */
const CATALOGS: readonly CompanyCatalog[] = [bakery, bikeShop]

/** Fills an empty store with the seeded books: the same options always give the same records. */
export function seedStore(store: Store, options: ResolvedOptions): void {
  for (const catalog of CATALOGS) seedReferenceData(store, catalog)
  seedUsers(store)
  const today = dayNumber(options.today)
  // A year is 365 days back from today, the day after included: the same window whichever years it spans.
  const window = { firstDay: today - (365 * options.years - 1), today }
  // The deposits paying invoices are part of the volumes asked for, seeded when the volumes hold them.
  const matched =
    options.volume.invoicesPerCompany >= INVOICE_DEPOSITS.invoices && options.volume.bankTransactionsPerCompany >= INVOICE_DEPOSITS.deposits
  const reserved = matched ? INVOICE_DEPOSITS : { invoices: 0, deposits: 0 }
  for (const catalog of CATALOGS) {
    // One random stream per company and record kind: changing one volume leaves the others' draws as
    // they were (card sales and deposits still follow the invoices, as the economy says).
    const stream = (kind: string) => createRandom(options.seed, `${catalog.id}/${kind}`)
    seedOpeningBalances(store, catalog, window)
    // Invoices before the bank: card sales make up what they did not earn, and deposits carry their payments.
    seedInvoices(store, catalog, stream('invoices'), window, options.volume.invoicesPerCompany - reserved.invoices)
    const bank = seedBankTransactions(
      store,
      catalog,
      stream('bank'),
      window,
      options.volume.bankTransactionsPerCompany - reserved.deposits,
      options.volume.extraGlLinesPerCompany,
    )
    seedJournalEntries(store, catalog, stream('journal'), window, bank.payrollTaxByMonth)
  }
  // After both companies' books, each from a stream of its own: every id the books had before stays as it was.
  // The cases of a match that only looks as good (`RANKED_INVOICE_DEPOSITS`) come on top of the volumes,
  // after every other draw of that stream: the books seeded from the volumes stay exactly as they were.
  if (matched)
    for (const catalog of CATALOGS)
      seedInvoiceDeposits(store, catalog, createRandom(options.seed, `${catalog.id}/invoiceDeposits`), window, true)
  // After every other record, from a stream of its own: without the option, the books are exactly as they were.
  seedLargeChart(store, bakery, createRandom(options.seed, `${bakery.id}/chart`), window, options.incomeAndExpenseAccounts)
  // Last, on top of the volumes, from streams of their own: the card and the transfers between a company's accounts.
  if (options.volume.bankTransactionsPerCompany >= TRANSFERS_FROM_VOLUME)
    for (const catalog of CATALOGS) seedTransfers(store, catalog, createRandom(options.seed, `${catalog.id}/transfers`), window)
}

function seedUsers(store: Store): void {
  store.users.set('usr_owner_1', { id: 'usr_owner_1', name: 'Bakery owner', companyIds: ['co_1'] })
  store.users.set('usr_owner_2', { id: 'usr_owner_2', name: 'Bike shop owner', companyIds: ['co_2'] })
  store.users.set('usr_bookkeeper_1', { id: 'usr_bookkeeper_1', name: 'Bookkeeper', companyIds: ['co_1', 'co_2'] })
  store.notificationSettings.set('usr_owner_1', { financialSummaries: 'EMAIL', bankConnectionErrors: 'SMS', conversations: null })
  store.notificationSettings.set('usr_owner_2', { financialSummaries: 'OFF', bankConnectionErrors: 'EMAIL', conversations: 'EMAIL' })
  store.notificationSettings.set('usr_bookkeeper_1', { financialSummaries: null, bankConnectionErrors: null, conversations: 'SMS' })
  store.notificationSettings.set(PARTNER_SETTINGS_KEY, { financialSummaries: 'EMAIL', bankConnectionErrors: 'EMAIL', conversations: 'OFF' })
}
