// Bank transactions as a session keeps them: one object for each reference many records name, one
// for each empty member, and every member the service sent, with its value.
import type { BankTransaction } from '../../../src/api/types'
import { TransactionPool } from '../../../src/core/queue/leanTransactions'
import { createSandbox, SANDBOX } from '../../../src/sandbox'

/** The sandbox's listing, page by page, each page's JSON read on its own (as the client reads each answer). */
async function pagesOfListing(): Promise<BankTransaction[][]> {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 1, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 },
  })
  const { access_token: accessToken } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const pages: BankTransaction[][] = []
  let cursor: string | undefined
  do {
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, limit: '200', ...(cursor ? { cursor } : {}) }
    const body = (await (await sandbox.handle(new Request('https://sandbox.test/v5/banks/transactions', { headers }))).json()) as {
      data: BankTransaction[]
      cursor?: string
    }
    pages.push(body.data)
    cursor = body.cursor
  } while (cursor)
  return pages
}

describe('TransactionPool', () => {
  it('keeps every member of every record, and gives records naming one reference the same frozen object', async () => {
    const pages = await pagesOfListing()
    expect(pages.length).toBeGreaterThan(1)
    const pool = new TransactionPool()
    const sent = pages.flat()
    const lean = sent.map((record) => pool.lean(record))
    // Nothing a reader shows is lost: each record holds what the service sent, member for member.
    expect(lean).toEqual(sent)

    // Two records on different pages (two answers read apart) naming one category, bank account, company and GL account.
    const onFirstPage = lean.slice(0, pages[0]!.length)
    const onLastPage = lean.slice(-pages.at(-1)!.length)
    const first = onFirstPage.find((record) => record.category && record.glAccount)!
    const other = onLastPage.find((record) => record.category?.id === first.category!.id && record.glAccount?.id === first.glAccount!.id)!
    expect(other).toBeDefined()
    for (const member of ['category', 'glAccount', 'bankAccount', 'company', 'attachments', 'children', 'tax'] as const) {
      expect(other[member]).toBe(first[member])
      expect(Object.isFrozen(first[member])).toBe(true)
    }
    // Each record's own object: its currency and amount.
    expect(other.currencyInfo).not.toBe(first.currencyInfo)
  })

  it('shares by content, not by id: a reference renamed since is a new object, and the records before keep theirs', () => {
    const pool = new TransactionPool()
    const record = (id: string, name: string) =>
      ({ id, date: '2026-06-30', amount: -100, status: 'ACTIVE', category: { id: 'ctg_flour', name } }) as BankTransaction
    const before = pool.lean(record('btxn_1', 'Flour'))
    const same = pool.lean(record('btxn_2', 'Flour'))
    const renamed = pool.lean(record('btxn_3', 'Flour & grain'))
    expect(same.category).toBe(before.category)
    expect(renamed.category).toEqual({ id: 'ctg_flour', name: 'Flour & grain' })
    expect(before.category).toEqual({ id: 'ctg_flour', name: 'Flour' })
    // A record made lean again (a stored one read back) is the same record, sharing the same objects.
    expect(pool.lean(same)).toEqual(same)
    expect(pool.lean(same).category).toBe(before.category)
  })
})
