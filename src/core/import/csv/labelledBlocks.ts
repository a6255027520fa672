/**
 * A bank's "text file" of labelled blocks, as Santander UK's online banking exports it: a `From:`
 * and an `Account:` line, then one block per transaction (`Date:`, `Description:`, `Amount:`,
 * `Balance:` lines, a blank line between blocks). Read into the records a CSV with those columns
 * would give (a header of the labels, one record per block), so the CSV path reads its rows, dates
 * and amounts the same way, and the user can change its settings as for any CSV. One pass over the
 * lines, no pattern over a whole line.
 */
import { sliceTimer } from '../slices'
import { roleOfHeader, type ColumnRole } from './columnNames'
import type { CsvRecord } from './record'

/** Lines above the first block (period, account) looked through before the file is taken for no such file. */
const PREAMBLE_LINES = 20
/** A label is a few words (`Description`, `Transaction date`): longer text before a colon is a value's. */
const LONGEST_LABEL = 32
/** Letters and single blanks between words: never a date, an amount or a CSV's fields. */
const LABEL = /^\p{L}+(?: \p{L}+)*$/u
/** An ISO code written after an amount, after a blank (a no-break space in Santander's file): `-38.20 GBP`. */
const CURRENCY_CODE = /^[A-Z]{3}$/
const CURRENCY_LABEL = 'Currency'

interface Block {
  /** The line of its first label. */
  line: number
  values: Map<string, string>
  /** The label last read: a line without one continues its value. */
  last: string
}

/** `Label: value` split at the colon, or `undefined` for a line that does not start with a label. */
function labelled(line: string): { label: string; value: string } | undefined {
  const colon = line.slice(0, LONGEST_LABEL + 1).indexOf(':')
  if (colon < 1) return undefined
  const label = line.slice(0, colon).trim()
  return LABEL.test(label) ? { label, value: line.slice(colon + 1).trim() } : undefined
}

const AMOUNT_ROLES: ReadonlySet<ColumnRole | undefined> = new Set<ColumnRole>(['amount', 'moneyOut', 'moneyIn'])
const isDateLabel = (label: string): boolean => roleOfHeader(label)?.role === 'date'
const hasAmount = (block: Block): boolean => [...block.values.keys()].some((label) => AMOUNT_ROLES.has(roleOfHeader(label)?.role))

function add(block: Block, label: string, value: string): void {
  const before = block.values.get(label)
  block.values.set(label, before === undefined || before === '' ? value : `${before} ${value}`)
  block.last = label
}

/** The currency code at an amount's end, or `undefined`. */
function currencyAfter(amount: string): string | undefined {
  const code = amount.slice(-3)
  return amount.length > 4 && /\s/.test(amount.charAt(amount.length - 4)) && CURRENCY_CODE.test(code) ? code : undefined
}

/**
 * The blocks as records: the lines above them one field each (as a CSV's preamble), a header of
 * every label in the order first met, and a record per block, numbered by its first line. Where the
 * amounts carry their currency, a `Currency` column holds it, so a row in another currency than
 * the books' is refused as in a CSV that says so.
 */
function asRecords(preamble: readonly CsvRecord[], blocks: readonly Block[]): CsvRecord[] {
  const labels = [...new Set(blocks.flatMap((block) => [...block.values.keys()]))]
  const amountLabel = labels.find((label) => AMOUNT_ROLES.has(roleOfHeader(label)?.role))
  const currencies = blocks.map((block) => currencyAfter(amountLabel === undefined ? '' : (block.values.get(amountLabel) ?? '')))
  const withCurrency = currencies.some((code) => code !== undefined) && !labels.some((label) => roleOfHeader(label)?.role === 'currency')
  const header = withCurrency ? [...labels, CURRENCY_LABEL] : labels
  const rows = blocks.map((block, index) => {
    const fields = labels.map((label) => block.values.get(label) ?? '')
    return { fields: withCurrency ? [...fields, currencies[index] ?? ''] : fields, line: block.line }
  })
  return [...preamble, { fields: header, line: blocks[0]?.line ?? 1 }, ...rows]
}

/**
 * The records of a file of labelled blocks, or `undefined` for any other file (decided by its
 * first lines: a date's label within `PREAMBLE_LINES`, then a first block of labelled lines only,
 * one of them an amount's). After the first block, a line without a label continues the value
 * above it (a description wrapped onto a second line). Rejects with the signal's reason on abort.
 */
export async function labelledRecords(text: string, signal?: AbortSignal): Promise<CsvRecord[] | undefined> {
  const slice = sliceTimer(signal)
  const preamble: CsvRecord[] = []
  const blocks: Block[] = []
  let startLabel = ''
  let line = 0
  for (let start = 0; start < text.length;) {
    const turn = slice()
    if (turn) await turn
    const next = text.indexOf('\n', start)
    const end = next === -1 ? text.length : next
    const content = text.slice(start, end).trim()
    start = end + 1
    line += 1
    if (content === '') continue
    const pair = labelled(content)
    const current = blocks[blocks.length - 1]
    if (current === undefined) {
      if (pair !== undefined && isDateLabel(pair.label)) {
        startLabel = pair.label
        blocks.push({ line, values: new Map([[pair.label, pair.value]]), last: pair.label })
      } else if (preamble.push({ fields: [content], line }) > PREAMBLE_LINES) return undefined
      continue
    }
    if (pair?.label === startLabel) {
      if (blocks.length === 1 && !hasAmount(current)) return undefined
      blocks.push({ line, values: new Map([[pair.label, pair.value]]), last: pair.label })
    } else if (pair !== undefined) add(current, pair.label, pair.value)
    else if (blocks.length === 1) return undefined
    else add(current, current.last, content)
  }
  const first = blocks[0]
  return first !== undefined && hasAmount(first) ? asRecords(preamble, blocks) : undefined
}
