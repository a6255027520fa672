// Made-up bank histories for the transfer pairing, the same for its tests and its bench: several
// companies of 3–4 accounts each, true transfers between two accounts of one company (a card's
// payment among them) with 0–5 days between the sides, and noise that must not be paired with them: the same amount
// far apart, the same amount in the same account, the other company's opposite amount, and
// everyday purchases and deposits. Deterministic: the same seed, the same history.
import type { BankTransaction } from '../../src/api/types'
import { createRandom } from '../../src/sandbox/random'

/** A made-up history and the transfers hidden in it. */
export interface TransferHistory {
  transactions: BankTransaction[]
  /** Each true transfer's sides, money out first. */
  truePairs: Array<{ fromId: string; toId: string; days: number }>
}

/** How big a history to make. */
export interface HistoryShape {
  seed: number
  companies: number
  /** True transfers in each company. */
  transfersPerCompany: number
  /** Everyday purchases and deposits in each company (amounts no transfer has). */
  everydayPerCompany: number
}

const FIRST_DAY = Date.UTC(2026, 0, 5)
const DAY_MS = 86_400_000
/** Every transfer's amount is at least this; everyday amounts stay below, so only the noise made on purpose shares a transfer's amount. */
const TRANSFER_AMOUNTS_FROM = 1_000_000

const dateOf = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10)

const WORDED_OUT = ['ONLINE TRANSFER TO SAV ••9930', 'XFER TO CHK 0412', 'AUTOPAY CARD 5512', 'PAYMENT TO CARD']
const WORDED_IN = ['ONLINE TRANSFER FROM CHK ••0412', 'PAYMENT THANK YOU', 'TRF FROM OPERATING']
const PLAIN = ['ACH DEBIT', 'ACH CREDIT', 'MOBILE DEPOSIT', 'CORNER CUP #1234 06/03', 'WIRE']

/** A history of `shape`: the transfers' amounts distinct, their noise placed where no rule may pair it with them. */
export function transferHistory({ seed, companies, transfersPerCompany, everydayPerCompany }: HistoryShape): TransferHistory {
  const { next: random, pick } = createRandom(seed, 'transfers')
  const transactions: BankTransaction[] = []
  const truePairs: TransferHistory['truePairs'] = []
  let made = 0
  let nextTransferAmount = TRANSFER_AMOUNTS_FROM
  const record = (company: { id: string; name: string }, account: string, day: number, amount: number, description: string) => {
    const transaction = {
      id: `btxn_${String(++made).padStart(6, '0')}`,
      status: 'ACTIVE',
      type: amount < 0 ? 'EXPENSE' : 'INCOME',
      date: dateOf(day),
      amount,
      description,
      bankAccount: { id: account, name: account },
      company,
    } as BankTransaction
    transactions.push(transaction)
    return transaction
  }

  for (let c = 0; c < companies; c++) {
    const company = { id: `cmp_${c}`, name: `Company ${c}` }
    const accounts = Array.from({ length: 3 + Math.floor(random() * 2) }, (_, a) => `bka_${c}_${a}`)
    const other = `bka_${(c + 1) % companies}_0`
    const otherCompany = { id: `cmp_${(c + 1) % companies}`, name: `Company ${(c + 1) % companies}` }
    for (let t = 0; t < transfersPerCompany; t++) {
      // Far enough apart that two transfers of one company never share a window by their amounts' noise.
      const day = t * 60 + Math.floor(random() * 20)
      const lag = Math.floor(random() * 6)
      const fromAccount = pick(accounts)
      const toAccount = pick(accounts.filter((account) => account !== fromAccount))
      // Distinct, and not round: two transfers never share an amount.
      const amount = (nextTransferAmount += 1 + Math.floor(random() * 50_000))
      const from = record(company, fromAccount, day, -amount, random() < 0.5 ? pick(WORDED_OUT) : pick(PLAIN))
      const to = record(company, toAccount, day + lag, amount, random() < 0.5 ? pick(WORDED_IN) : pick(PLAIN))
      truePairs.push({ fromId: from.id, toId: to.id, days: lag })
      const noise = random()
      if (noise < 0.25) record(company, toAccount, day + 30, -amount, pick(PLAIN))
      else if (noise < 0.5) record(company, fromAccount, day + lag, amount, 'REFUND')
      else if (noise < 0.75 && companies > 1) record(otherCompany, other, day, amount, pick(WORDED_IN))
    }
    for (let e = 0; e < everydayPerCompany; e++) {
      const amount = (1 + Math.floor(random() * (TRANSFER_AMOUNTS_FROM - 2))) * (random() < 0.7 ? -1 : 1)
      record(company, pick(accounts), Math.floor(random() * transfersPerCompany * 60), amount, pick(PLAIN))
    }
  }
  return { transactions, truePairs }
}
