/** The words of a statement's table, taken from the statement's own messages. */
import { pickWords } from './parts'

/** The words a statement's table says, from the statement's own messages. */
export interface StatementTableWords {
  account: string
  change: string
  percent: string
  closed: string
  readingCell: string
  accountFailed: string
  tryAgain: string
  /** A total's mark while some of its accounts are still read ("so far"). */
  incomplete: string
  /** A total's mark when its accounts are only those the records name ("accounts found only"). */
  partial: string
  versus: (compared: string, change: string, percent: string) => string
  openLedger: (amount: string, account: string, column: string) => string
  leavesOut: (count: string, n: number) => string
  /** What a line computed from accounts that could not be read says, naming them. */
  linesFailed: (accounts: string) => string
}

/** The words every statement's messages name alike, `<statement>.<word>`. */
const WORDS = [
  'account',
  'change',
  'percent',
  'closed',
  'readingCell',
  'accountFailed',
  'tryAgain',
  'incomplete',
  'partial',
  'versus',
  'openLedger',
  'leavesOut',
] as const
type Word = (typeof WORDS)[number]

/** A statement's table words from its messages, and what its computed lines say when their accounts failed. */
export function statementWords<P extends string>(
  messages: { [K in Word as `${P}.${K}`]: StatementTableWords[K] },
  prefix: P,
  linesFailed: StatementTableWords['linesFailed'],
): StatementTableWords {
  return { ...pickWords<P, Word, Pick<StatementTableWords, Word>>(messages, prefix, WORDS), linesFailed }
}
