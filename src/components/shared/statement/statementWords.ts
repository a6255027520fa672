// The words of a statement's frame and table, taken from the statement's own messages, each named
// `<statement>.<word>` (`profitAndLoss.print`, `balanceSheet.method.CASH`…).
import type { AccountingMethod } from '../../../api/types'

/** Words from a statement's messages, each named `<statement>.<word>`. */
function pickWords<P extends string, W extends string, T>(
  messages: { [K in W as `${P}.${K}`]: unknown },
  prefix: P,
  words: readonly W[],
): T {
  const picked: Record<string, unknown> = {}
  for (const word of words) picked[word] = (messages as Record<string, unknown>)[`${prefix}.${word}`]
  return picked as T
}

/** The words a statement's frame says: its title, actions, reading line, choices, header and file. */
export interface FrameWords {
  title: string
  /** The table's name, for its caption and its scrolling region: of the date or the period shown. */
  caption: (dates: string) => string
  exportCsv: string
  exportWhenRead: string
  print: string
  /** Why Print waits, as `exportWhenRead` says why Export does. */
  printWhenRead: string
  errorTitle: string
  noAccounts: string
  stopped: (count: string, n: number) => string
  findingAccounts: (count: string) => string
  reading: (read: string, total: string, n: number) => string
  /** Every account the records name is read, and others may be missing. */
  partialNote: string
  /** The summary of the accounts a statement without the host's chart could see, and that others may be missing. */
  fromRecords: (count: string, n: number) => string
  options: string
  method: string
  'method.ACCRUAL': string
  'method.CASH': string
  'method.company': string
  'basis.ACCRUAL': string
  'basis.CASH': string
  'basis.company': string
  closedThrough: (date: string) => string
  showInactive: (count: string, n: number) => string
  hideInactive: string
  'csv.company': (company: string) => string
}

const FRAME_WORDS = [
  'title',
  'caption',
  'exportCsv',
  'exportWhenRead',
  'print',
  'printWhenRead',
  'errorTitle',
  'noAccounts',
  'stopped',
  'findingAccounts',
  'reading',
  'partialNote',
  'fromRecords',
  'options',
  'method',
  'method.ACCRUAL',
  'method.CASH',
  'method.company',
  'basis.ACCRUAL',
  'basis.CASH',
  'basis.company',
  'closedThrough',
  'showInactive',
  'hideInactive',
  'csv.company',
] as const satisfies ReadonlyArray<keyof FrameWords>

/** A statement's frame words from its messages. */
export const frameWords = <P extends string>(
  messages: { [K in (typeof FRAME_WORDS)[number] as `${P}.${K}`]: FrameWords[K] },
  prefix: P,
): FrameWords => pickWords(messages, prefix, FRAME_WORDS)

/**
 * How a statement's header and file state its basis: the method its figures are read under ("Cash
 * basis") wherever one was asked and the service profile carries it; the company's own only where
 * no method was read, since no answer of the service names it.
 */
export const basisName = (words: FrameWords, method: AccountingMethod | undefined): string => words[`basis.${method ?? 'company'}`]

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

/** The headers a statement's file gives its columns, from the statement's own messages. */
export interface FileWords {
  account: string
  accountNumber: string
  'csv.compared': (compared: string, column: string) => string
  'csv.change': (column: string) => string
  'csv.percent': (column: string) => string
}

const FILE_WORDS = ['account', 'accountNumber', 'csv.compared', 'csv.change', 'csv.percent'] as const satisfies ReadonlyArray<
  keyof FileWords
>

/** A statement's file words from its messages. */
export const fileWords = <P extends string>(
  messages: { [K in (typeof FILE_WORDS)[number] as `${P}.${K}`]: FileWords[K] },
  prefix: P,
): FileWords => pickWords(messages, prefix, FILE_WORDS)
