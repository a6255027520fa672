// Every page walk ends, whatever the service answers: a cursor it has answered before, or a page
// with nothing new, stops the walk with BookkeepingPagingError instead of asking for ever.
import { BookkeepingPagingError, findInvoice } from '../../src/api'
import { isTransientError } from '../../src/api/errors'
import { paginate } from '../../src/api/transport/paginate'
import { listBankTransactionChanges } from '../../src/api/bankTransactionChanges'
import { PageWalk, pagingStall } from '../../src/api/transport/paginate'
import { SANDBOX } from '../../src/sandbox'
import { ignoreListCursors, rewriteListingAnswers } from '../support/listingService'
import { PROFILES } from '../support/profiles'
import { sandboxClient, useSandboxServer } from '../support/sandbox'

const page = (ids: string[], after?: string) => ({ data: ids.map((id) => ({ id })), ...(after ? { cursor: { after, before: '' } } : {}) })

describe('PageWalk', () => {
  it('follows new cursors to the end', () => {
    const walk = new PageWalk()
    expect(walk.next(page(['a', 'b'], 'c1'))).toBe('c1')
    expect(walk.next(page(['c', 'd'], 'c2'))).toBe('c2')
    expect(walk.next(page(['e']))).toBeUndefined()
  })

  it('stops at a cursor it has followed before, even two pages back', () => {
    const walk = new PageWalk()
    walk.next(page(['a'], 'c1'))
    walk.next(page(['b'], 'c2'))
    const error = (() => {
      try {
        walk.next(page(['c'], 'c1'))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(BookkeepingPagingError)
    expect(error).toMatchObject({ problem: 'repeatedCursor', pagesRead: 3 })
  })

  it('stops after a page with nothing new that names a next page, empty or not', () => {
    const walk = new PageWalk()
    walk.next(page(['a', 'b'], 'c1'))
    expect(() => walk.next(page(['b', 'a'], 'c2'))).toThrow(expect.objectContaining({ problem: 'noProgress', pagesRead: 2 }))
    expect(() => new PageWalk().next(page([], 'c1'))).toThrow(expect.objectContaining({ problem: 'noProgress', pagesRead: 1 }))
  })

  it('counts records without an id as new, and a resumed walk knows the cursor it resumed at', () => {
    const walk = new PageWalk('c1')
    expect(walk.next({ data: [{ amount: 1 }], cursor: 'c2' })).toBe('c2')
    expect(() => walk.next({ data: [{ amount: 2 }], cursor: 'c1' })).toThrow(BookkeepingPagingError)
  })

  it('judges loaded pages afresh for an infinite query, and is not retried as a transient fault', () => {
    expect(pagingStall([page(['a'], 'c1'), page(['b'])])).toBeUndefined()
    const stall = pagingStall([page(['a'], 'c1'), page(['a'], 'c1')])
    expect(stall).toMatchObject({ problem: 'repeatedCursor' })
    expect(isTransientError(stall)).toBe(false)
  })
})

describe.each(PROFILES)('walks over a service that ignores the cursor ($profile service)', ({ profile }) => {
  const state = useSandboxServer({
    profile,
    // More than one page of each walk (the GL's 100 lines, the lookup's invoices, the sync's 50), no more.
    volume: { invoicesPerCompany: 300, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 200 },
  })
  const bakery = SANDBOX.companies.bakery

  it.each([
    ['the same cursor again', false, 'repeatedCursor'],
    ['a new cursor to the same page', true, 'noProgress'],
  ] as const)(
    'ends a GL walk, an invoice lookup and a bank-transaction sync after two pages when it answers %s',
    async (_name, freshCursors, problem) => {
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const service = ignoreListCursors(state.server, state.sandbox, { freshCursors })

      const walk = async () => {
        let lines = 0
        for await (const ledgerPage of paginate((cursor, signal) =>
          client.queryGeneralLedger(bakery.glAccounts.busyExpense, { limit: 100, ...(cursor ? { cursor } : {}) }, { signal }),
        ))
          lines += ledgerPage.data.length
        return lines
      }
      await expect(walk()).rejects.toMatchObject({ name: 'BookkeepingPagingError', problem })
      expect(service.pagesAsked()).toBe(2)

      await expect(findInvoice(client, 'inv_not_on_any_page')).rejects.toMatchObject({ name: 'BookkeepingPagingError', problem })
      expect(service.pagesAsked()).toBe(4)

      await expect(listBankTransactionChanges(client, { limit: 50 })).rejects.toMatchObject({ name: 'BookkeepingPagingError', problem })
      expect(service.pagesAsked()).toBe(6)
    },
  )
})

describe.each(PROFILES)('the bank-transaction listing as some services answer it ($profile service)', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 } })
  const rewriteListing = (change: (answer: Record<string, unknown>) => Record<string, unknown>) =>
    rewriteListingAnswers(state.server, state.sandbox, change)

  it('follows a v6 body cursor ({after}) through every page', async () => {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    rewriteListing((answer) => (typeof answer.cursor === 'string' ? { ...answer, cursor: { after: answer.cursor, before: '' } } : answer))
    const { changed } = await listBankTransactionChanges(client, { limit: 25 })
    const stored = state.sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id)
    expect(new Set(changed.map((transaction) => transaction.id))).toEqual(
      new Set(stored.map((transaction) => (transaction as { id: string }).id)),
    )
    expect(changed.length).toBeGreaterThan(25 * 2)
  })

  it('takes an answer without lastUpdatedDate as nothing to sync from: the next sync is a full one', async () => {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    rewriteListing(({ lastUpdatedDate: _dropped, ...answer }) => answer)
    const changes = await listBankTransactionChanges(client, { limit: 250 })
    expect(changes.lastUpdatedDate).toBeUndefined()
    expect(changes.changed.length).toBe(state.sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id).length)
  })
})
