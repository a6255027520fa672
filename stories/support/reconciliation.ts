// The bike shop's reserve savings for the reconciliation's stories: a June of its own, made through
// the service as a bank feed or an import would, and what an earlier month left in the store.
import { bookkitService, createBookkeepingClient } from '../../src/api'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { readBankStatement } from '../../src/core/import'
import { sourceIdsOf, STATEMENT_IMPORT } from '../../src/core/import/sourceIds'
import { reconciliationsKey, withFinishing } from '../../src/core/reconcile/book'
import type { FinishingReconciliation, Reconciliation } from '../../src/core/reconcile/types'
import { SANDBOX } from '../../src/sandbox'
import { storySandbox, SANDBOX_BASE_URL } from './sandbox'
import { sandboxFetchToken } from './StoryProvider'

export const shop = SANDBOX.companies.bikeShop
export const ACCOUNT = shop.bankAccounts.savings

/** The month's rows: money out and in, one still to review. */
const JUNE = [
  { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED', fitId: 'JUN-0001' },
  { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED', fitId: 'JUN-0002' },
  { date: '2026-06-12', amount: -8_000, description: 'Spoke wrench', reviewStatus: 'UNREVIEWED', fitId: 'JUN-0003' },
  { date: '2026-06-18', amount: 1_250, description: 'Interest earned', reviewStatus: 'REVIEWED', fitId: 'JUN-0004' },
  { date: '2026-06-24', amount: -45_000, description: 'Transfer to checking', reviewStatus: 'REVIEWED', fitId: 'JUN-0005' },
] as const

/** What the last reconciliation, through May, closed at. */
export const MAY_CLOSING = 240_000

/** Saves `items` through the service as the bike shop's owner; the saved records, in order. */
async function save(items: BankTransactionInput[]): Promise<BankTransaction[]> {
  const client = createBookkeepingClient({
    baseUrl: SANDBOX_BASE_URL,
    fetchToken: sandboxFetchToken(SANDBOX.users.bikeShopOwner),
    service: bookkitService,
  })
  try {
    const answers = await client.saveBankTransactions(items)
    if (!answers.every((answer) => answer.ok)) throw new Error(`The sandbox refused June: ${JSON.stringify(answers)}`)
    return answers.map((answer) => answer.data as BankTransaction)
  } finally {
    client.close()
  }
}

/** June in the account, as a bank feed brought it: the saved rows. */
const saveJune = () => save(JUNE.map(({ fitId: _fitId, ...row }) => ({ ...row, bankAccountId: ACCOUNT })))

/** June in the account, as a bank feed brought it. */
export async function seedJune(): Promise<void> {
  await saveJune()
}

/** June in the account, as `seedJune`, and the ids the service gave its rows (in `JUNE`'s order). */
export const seedJuneIds = async () => (await saveJune()).map((row) => row.id)

/** June's statement as the bank's OFX file states it, closing `closing` (minor units). */
export function juneOfx(closing: number): File {
  const amount = (minor: number) => (minor / 100).toFixed(2)
  const rows = JUNE.map(
    (row) =>
      `<STMTTRN>\n<TRNTYPE>${row.amount < 0 ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${row.date.replaceAll('-', '')}120000\n<TRNAMT>${amount(row.amount)}\n<FITID>${row.fitId}\n<NAME>${row.description}\n</STMTTRN>`,
  ).join('\n')
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>999000333\n<ACCTID>880055512\n<ACCTTYPE>SAVINGS\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20260601\n<DTEND>20260630\n${rows}\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>${amount(closing)}\n<DTASOF>20260630120000\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
  return new File([text], 'reserve-savings-2026-06.ofx', { type: 'application/x-ofx' })
}

/** June imported from its OFX file: each row held under the import id the statement gives it, so the statement ticks it by that id. */
export async function seedImportedJune(file: File) {
  const reading = await readBankStatement(file)
  const ids = sourceIdsOf(reading.rows, ACCOUNT)
  await save(
    JUNE.map(({ fitId: _fitId, ...row }, index) => ({
      ...row,
      bankAccountId: ACCOUNT,
      apiName: STATEMENT_IMPORT,
      apiSourceId: ids[index]!,
    })),
  )
  return reading
}

/** The account reconciled through May, closing at `MAY_CLOSING`, in the story's store. */
export function seedMay(storyId: string) {
  storySandbox(storyId).store.put(reconciliationsKey(shop.id, ACCOUNT), {
    format: 'bookkit.reconciliations',
    formatVersion: 1,
    reconciliations: [MAY],
  })
}

/**
 * June's finish stopped part-way (its second batch refused, then the page reloaded): May reconciled,
 * June's record on its way in the store naming its four reviewed rows, two of them saved reconciled.
 */
export async function seedInterruptedJune(storyId: string) {
  const june = (await saveJune()).filter((row) => row.reviewStatus === 'REVIEWED')
  const finishing: FinishingReconciliation = {
    id: 'rec_20260630_story',
    bankAccountId: ACCOUNT,
    bankAccountName: 'Reserve savings',
    endDate: '2026-06-30',
    openingBalance: MAY_CLOSING,
    openingTyped: false,
    closingBalance: MAY_CLOSING + JUNE_REVIEWED_NET,
    clearedIn: june.filter((row) => row.amount >= 0).reduce((sum, row) => sum + row.amount, 0),
    clearedOut: june.filter((row) => row.amount < 0).reduce((sum, row) => sum + row.amount, 0),
    difference: 0,
    outcome: 'balanced',
    transactions: june.map((row) => ({
      id: row.id,
      date: row.date,
      amount: row.amount,
      description: row.description ?? '',
      previousReviewStatus: 'REVIEWED',
    })),
    finishedBy: 'Robin at the shop',
    startedAt: '2026-07-01T09:12:00.000Z',
    basedOn: MAY.id,
  }
  storySandbox(storyId).store.put(
    reconciliationsKey(shop.id, ACCOUNT),
    withFinishing({ format: 'bookkit.reconciliations', formatVersion: 1, reconciliations: [MAY] }, finishing),
  )
  await save(june.slice(0, 2).map((row) => ({ id: row.id, reviewStatus: 'RECONCILED' })))
}

/** May's reconciliation, as the store keeps it. */
const MAY: Reconciliation = {
  id: 'rec_20260531_story',
  bankAccountId: ACCOUNT,
  bankAccountName: 'Reserve savings',
  endDate: '2026-05-31',
  openingBalance: 200_000,
  openingTyped: true,
  closingBalance: MAY_CLOSING,
  clearedIn: 40_000,
  clearedOut: 0,
  difference: 0,
  outcome: 'balanced',
  transactions: [],
  finishedBy: 'Sam at the front desk',
  finishedAt: '2026-06-02T16:20:00.000Z',
}

/** June's ticked rows (all reviewed ones) add this to the opening balance. */
export const JUNE_REVIEWED_NET = JUNE.filter((row) => row.reviewStatus === 'REVIEWED').reduce((sum, row) => sum + row.amount, 0)

/** Every June row's amount added up, the one still to review included: what June's statement moves by. */
export const JUNE_NET = JUNE.reduce((sum, row) => sum + row.amount, 0)
