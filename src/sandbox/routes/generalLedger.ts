import { dayNumber } from '../dates'
import { ApiFailure, badRequest, notFound } from '../service/errors'
import { readJsonObject, successResponse } from '../service/http'
import { positionAfter, positionOfDay, type LedgerIndex } from '../ledger'
import type { GlLine } from '../model'
import { decodeCursor, encodeCursor, queryFingerprint } from '../service/pagination'
import { glEntryWire } from '../serialize/glEntry'
import { InputReader } from '../service/validate'
import { readGlQuery, type GlQuery } from './glQuery'
import type { Route } from './types'

/**
 * `POST /v6/accounting/glAccounts/{id}/generalLedger`. Lines come from the account's sorted index
 * (date, then posting order), so a page is a binary search and a short walk: running balances are
 * the index's prefix sums, which count every line of the account whatever the search shows
 * (README decision 11). Filters walk from the cursor only until the page is full.
 */
export const generalLedgerRoute: Route = {
  method: 'POST',
  path: '/v6/accounting/glAccounts/:id/generalLedger',
  access: 'read',
  async handle({ request, params, store, viewer, conventions }) {
    const glAccountId = params.id ?? ''
    const account = store.visible(store.glAccounts, glAccountId, viewer)
    if (!account) throw notFound('GL account', glAccountId, 'id')
    const body = await readJsonObject(request)
    const reader = new InputReader()
    const query = readGlQuery(reader, body, store, viewer, account.companyId, conventions)
    if (!reader.ok) throw badRequest(reader.issues)

    const method = query.accountingMethod ?? store.company(account.companyId).accountingMethod
    const index = store.ledger.index(glAccountId, method)
    const fingerprint = queryFingerprint([glAccountId, query.shape])
    const low = query.beginDate === undefined ? 0 : positionOfDay(index, dayNumber(query.beginDate))
    const high = query.endDate === undefined ? index.lines.length : positionOfDay(index, dayNumber(query.endDate) + 1)
    const cursor = query.cursor === undefined ? undefined : readPosition(query.cursor, fingerprint)
    const page =
      cursor?.direction === 'before'
        ? pageBefore(index, query, low, positionAfter(index, cursor.day, cursor.seq - 1))
        : pageAfter(
            index,
            query,
            cursor === undefined ? low : Math.max(low, positionAfter(index, cursor.day, cursor.seq)),
            high,
            cursor !== undefined,
          )

    const firstPage = !page.hasBefore
    const beginningBalance = firstPage && query.includeBeginningBalance ? (low === 0 ? 0 : (index.balances[low - 1] as number)) : null
    const first = page.positions[0]
    const last = page.positions.at(-1)
    const at = (position: number): GlLine => index.lines[position] as GlLine
    return successResponse({
      data: page.positions.map((position) => glEntryWire(store, at(position), index.balances[position] as number)),
      beginningBalance,
      ...(page.hasAfter && first !== undefined && last !== undefined
        ? {
            cursor: {
              after: encodeCursor('gl', { d: 'after', day: at(last).day, seq: at(last).seq, q: fingerprint }),
              before: page.hasBefore ? encodeCursor('gl', { d: 'before', day: at(first).day, seq: at(first).seq, q: fingerprint }) : '',
            },
          }
        : {}),
    })
  },
}

interface Page {
  positions: number[]
  hasAfter: boolean
  hasBefore: boolean
}

function readPosition(text: string, fingerprint: string): { direction: 'after' | 'before'; day: number; seq: number } {
  const fields = decodeCursor(text, 'gl')
  const { d, day, seq, q } = fields
  if (q !== fingerprint)
    throw ApiFailure.of(400, 'INVALID_VALUE', 'The cursor belongs to another query; start again from the first page.', 'cursor')
  if ((d !== 'after' && d !== 'before') || typeof day !== 'number' || typeof seq !== 'number') {
    throw ApiFailure.of(400, 'INVALID_VALUE', 'The cursor is not one this list handed out.', 'cursor')
  }
  return { direction: d, day, seq }
}

function pageAfter(index: LedgerIndex, query: GlQuery, start: number, end: number, fromCursor: boolean): Page {
  const positions: number[] = []
  let hasAfter = false
  for (let position = start; position < end; position++) {
    if (!matches(index.lines[position] as GlLine, query)) continue
    if (positions.length === query.limit) {
      hasAfter = true
      break
    }
    positions.push(position)
  }
  return { positions, hasAfter, hasBefore: fromCursor }
}

function pageBefore(index: LedgerIndex, query: GlQuery, low: number, end: number): Page {
  const positions: number[] = []
  let hasBefore = false
  for (let position = end - 1; position >= low; position--) {
    if (!matches(index.lines[position] as GlLine, query)) continue
    if (positions.length === query.limit) {
      hasBefore = true
      break
    }
    positions.push(position)
  }
  return { positions: positions.reverse(), hasAfter: true, hasBefore }
}

/** Search, customer and dimension filters choose which lines show; dates were already cut by position. */
function matches(line: GlLine, query: GlQuery): boolean {
  if (query.search !== undefined) {
    line.searchText ??= `${line.description}\n${line.entityDisplayName}`.toLowerCase()
    if (!line.searchText.includes(query.search)) return false
  }
  if (query.customerIds !== undefined && !line.customerIds.some((id) => query.customerIds?.has(id))) return false
  return query.dimensionGroups.every((group) => line.dimensionValueIds.some((id) => group.has(id)))
}
