/**
 * One CAMT.053 entry (`Ntry`) as statement rows: usually one; several for a batch whose parts
 * the bank itemises with amounts that add up (see `entryRows`).
 */
import { parseStatementAmount } from '../statementAmount'
import { at, camtDate, childrenNamed, dateChoiceText, textAt } from './camtXml'
import { joinDescription } from '../content'
import { tooLongField } from '../limits'
import type { RowProblem, StatementRow } from '../types'

/** Whether an entry is booked. Pending (`PDNG`) and information-only (`INFO`) entries may still change or vanish, so they are not rows. */
export function isBooked(entry: Element): boolean {
  // 001.02 writes `<Sts>BOOK</Sts>`; 001.08 and later `<Sts><Cd>BOOK</Cd></Sts>`.
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts')
  return status === undefined || status.toUpperCase() === 'BOOK'
}

type Direction = 'CRDT' | 'DBIT'

const directionOf = (text: string | undefined): Direction | undefined => (text === 'CRDT' || text === 'DBIT' ? text : undefined)

/** An amount element's unsigned value in minor units; `undefined` when it is no unsigned decimal. */
function unsignedAmount(text: string | undefined, digits: number): number | undefined {
  if (text === undefined || !/^\+?[\d.]+$/.test(text)) return undefined
  return parseStatementAmount(text, { decimalMark: '.', digits })
}

const signed = (amount: number, direction: Direction) => (direction === 'DBIT' ? -amount : amount)

/** Names banks write where the party is not known (German savings banks' card payments, fees and interest): no one a user would recognise. */
const PLACEHOLDER_PARTY = /^(?:NOT ?PROVIDED|NONREF|N\/A)$/i

/**
 * What stands for a party the bank does not name: the text the bank gives the transaction (a
 * part's `AddtlTxInf`), else the entry's (`AddtlNtryInf`: "KARTENZAHLUNG", "ABSCHLUSS ZINSEN").
 */
function textForUnnamedParty(details: Element): string | undefined {
  const entry = details.parentElement?.parentElement ?? undefined
  return textAt(details, 'AddtlTxInf') ?? textAt(entry, 'AddtlNtryInf')
}

/**
 * What a transaction's text says: the other party (the creditor of money going out, the debtor of
 * money coming in; 001.08 and later put the name under `Pty`) and the remittance lines. A
 * reversal keeps the parties of the payment it reverses, so a returned direct debit (`CRDT`) names
 * its creditor. A placeholder for the party (`NOTPROVIDED`) gives way to the bank's own text.
 */
function transactionText(details: Element | undefined, direction: Direction | undefined, reversal: boolean): string {
  const parties = at(details, 'RltdPties')
  const role = (direction === 'CRDT') !== reversal ? 'Dbtr' : 'Cdtr'
  const named = textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm')
  const party = details && named !== undefined && PLACEHOLDER_PARTY.test(named) ? textForUnnamedParty(details) : named
  const remittance = at(details, 'RmtInf')
  const unstructured = childrenNamed(remittance, 'Ustrd').map((line) => line.textContent?.trim() ?? '')
  const lines = unstructured.some(Boolean) ? unstructured.join(' ') : textAt(remittance, 'Strd', 'CdtrRefInf', 'Ref')
  return joinDescription([party, lines])
}

/** The amount a batch part states: `Amt` (001.04 and later) or `AmtDtls/TxAmt/Amt`, with its currency. */
function partAmount(details: Element): { text?: string; currency?: string } {
  const amount = at(details, 'Amt') ?? at(details, 'AmtDtls', 'TxAmt', 'Amt')
  return { text: amount?.textContent?.trim(), currency: amount?.getAttribute('Ccy') ?? undefined }
}

interface EntryFacts {
  entry: Element
  date?: string
  dateText?: string
  amount?: number
  amountText?: string
  direction?: Direction
  directionText?: string
  id?: string
  /** `RvslInd`: the entry undoes an earlier one. */
  reversal: boolean
  details: Element[]
}

function problemOf(facts: EntryFacts): RowProblem | undefined {
  const tooLong = tooLongField({ date: facts.dateText, amount: facts.amountText })
  if (tooLong) return tooLong
  if (!facts.dateText) return { code: 'noDate', field: 'date' }
  if (facts.date === undefined) return { code: 'badDate', field: 'date', value: facts.dateText }
  if (!facts.amountText) return { code: 'noAmount', field: 'amount' }
  if (facts.amount === undefined) return { code: 'badAmount', field: 'amount', value: facts.amountText }
  if (!facts.direction) return { code: 'badDirection', field: 'direction', ...(facts.directionText ? { value: facts.directionText } : {}) }
  return undefined
}

function row(line: number, facts: EntryFacts, fields: Pick<StatementRow, 'description' | 'amount' | 'bankId' | 'batch'>): StatementRow {
  const result: StatementRow = { line, description: fields.description }
  if (facts.date !== undefined) result.date = facts.date
  if (fields.amount !== undefined) result.amount = fields.amount
  if (fields.bankId) result.bankId = fields.bankId
  if (fields.batch) result.batch = fields.batch
  const problem = problemOf(facts) ?? tooLongField({ description: fields.description })
  if (problem) result.problem = problem
  return result
}

/**
 * The parts of a batch as rows, or `undefined` when the entry must stay one row: every part has
 * to state its own amount in the entry's currency, and their signed sum must be the entry's
 * amount to the cent, else the parts are not the whole and one row is the honest reading.
 */
function batchRows(facts: EntryFacts, firstLine: number, digits: number): StatementRow[] | undefined {
  const { details, amount, direction } = facts
  if (details.length < 2 || amount === undefined || !direction || problemOf(facts)) return undefined
  const stated = Number(textAt(facts.entry, 'NtryDtls', 'Btch', 'NbOfTxs') ?? details.length)
  if (stated !== details.length) return undefined
  const entryCurrency = at(facts.entry, 'Amt')?.getAttribute('Ccy')
  const parts: Array<{ amount: number; details: Element; direction: Direction }> = []
  for (const part of details) {
    const { text, currency } = partAmount(part)
    const partDirection = directionOf(textAt(part, 'CdtDbtInd')) ?? direction
    const partMinor = unsignedAmount(text, digits)
    if (partMinor === undefined || (currency && entryCurrency && currency !== entryCurrency)) return undefined
    parts.push({ amount: signed(partMinor, partDirection), details: part, direction: partDirection })
  }
  if (parts.reduce((sum, part) => sum + part.amount, 0) !== signed(amount, direction)) return undefined

  // The bank's own reference of a part only: an EndToEndId is the payer's, and a payer may send the same one every month.
  const ids = parts.map(({ details: part }) => textAt(part, 'Refs', 'AcctSvcrRef'))
  // Ids that repeat within the batch (a bank copying the entry's reference into each part) would
  // make two parts one: then every part is named by the entry's id and its place.
  const distinct = ids.every((id) => id !== undefined) && new Set(ids).size === ids.length
  return parts.map((part, index) => {
    const bankId = distinct ? ids[index] : facts.id && `${facts.id}/${index + 1}`
    const description =
      transactionText(part.details, part.direction, facts.reversal) ||
      textAt(part.details, 'AddtlTxInf') ||
      textAt(facts.entry, 'AddtlNtryInf') ||
      ''
    return row(firstLine + index, facts, {
      description,
      amount: part.amount,
      bankId,
      batch: batchOf(facts, signed(amount, direction), index + 1),
    })
  })
}

/** A batch's identity, shared by its parts and by the batch kept whole: the entry's reference and total, and the part's place. */
function batchOf(facts: EntryFacts, amount: number, part?: number): NonNullable<StatementRow['batch']> {
  return { ...(facts.id ? { ref: facts.id } : {}), amount, ...(part === undefined ? {} : { part }) }
}

/**
 * An entry's id as the bank gives it: its `AcctSvcrRef`, unique at the bank; else its `NtryRef`
 * with its booking date, as many banks number entries within one statement ("3"), so next month's
 * entry 3 is another transaction.
 */
function entryId(entry: Element, dateText: string | undefined): string | undefined {
  const servicer = textAt(entry, 'AcctSvcrRef')
  if (servicer) return servicer
  const reference = textAt(entry, 'NtryRef')
  const date = dateText ? camtDate(dateText) : undefined
  return reference && date ? `${date}/${reference}` : undefined
}

/**
 * An entry's rows. A batch (several `TxDtls`, or `Btch/NbOfTxs` above 1) is split into one row
 * per part when every part states its own amount and they add up to the entry's: each is then a
 * payment of its own to reconcile (three customers' transfers credited as one). Otherwise it
 * stays one row with the entry's amount, as the account moved, and its description says how many
 * transactions it holds: a part without an amount cannot be booked on its own.
 *
 * A reversal (`RvslInd` true) keeps its `CdtDbtInd`: the standard has it state the direction of
 * the reversing entry itself (a returned debit is a `CRDT`), so it is read like any other entry.
 */
export function entryRows(entry: Element, firstLine: number, digits: number): StatementRow[] {
  const amountText = textAt(entry, 'Amt')
  const dateText = dateChoiceText(at(entry, 'BookgDt')) ?? dateChoiceText(at(entry, 'ValDt'))
  const directionText = textAt(entry, 'CdtDbtInd')
  const facts: EntryFacts = {
    entry,
    dateText,
    date: dateText ? camtDate(dateText) : undefined,
    amountText,
    amount: unsignedAmount(amountText, digits),
    directionText,
    direction: directionOf(directionText),
    id: entryId(entry, dateText),
    reversal: /^(true|1)$/i.test(textAt(entry, 'RvslInd') ?? ''),
    details: childrenNamed(entry, 'NtryDtls').flatMap((group) => childrenNamed(group, 'TxDtls')),
  }
  const split = batchRows(facts, firstLine, digits)
  if (split) return split

  const amount = facts.amount !== undefined && facts.direction ? signed(facts.amount, facts.direction) : undefined
  const count = Math.max(facts.details.length, Number(textAt(entry, 'NtryDtls', 'Btch', 'NbOfTxs') ?? 0) || 0)
  const description =
    count > 1
      ? joinDescription([textAt(entry, 'AddtlNtryInf'), `${count} transactions`])
      : transactionText(facts.details[0], facts.direction, facts.reversal) ||
        textAt(entry, 'AddtlNtryInf') ||
        textAt(facts.details[0], 'AddtlTxInf') ||
        ''
  const batch = count > 1 && amount !== undefined ? batchOf(facts, amount) : undefined
  return [row(firstLine, facts, { description, amount, bankId: facts.id, batch })]
}
