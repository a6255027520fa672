import type { BankTransaction } from '../../../api/types'
import type { TransferPair } from '../../../core/queue/transferPairs'
import { formatMonthDay } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import type { MoneyFormat } from '../../../format/money'
import type { TransferPairsMessages } from '../../../messages/queue/transferPairs'
import { bankAccountName } from '../../../core/queue/view/queueFilter'

/** A pair's words as "Pair transfers" shows them, in its rows and in the candidates of an ambiguous one. */

/** The two sides' dates, "Jun 25 → Jun 26"; one date when both are the same day. */
export function datesText({ from, to }: TransferPair, messages: TransferPairsMessages, format: MoneyFormat): string {
  const [left, right] = [formatMonthDay(from.date, format.locale), formatMonthDay(to.date, format.locale)]
  return from.date === to.date ? left : messages['transferPairs.dates'](left, right)
}

/** "Business Checking ••4821 → Reserve Savings ••9930", the names isolated. */
export const routeText = ({ from, to }: TransferPair, messages: TransferPairsMessages) =>
  messages['transferPairs.route'](isolate(bankAccountName(from)), isolate(bankAccountName(to)))

/** What a side's bank wrote, else its name, else that it has none. */
export const descriptionOf = (side: BankTransaction, messages: TransferPairsMessages) =>
  side.description || side.displayName || messages['transferPairs.noDescription']
