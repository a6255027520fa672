// A GL account of ~100,000 lines pages correctly: every line once, in order, with running and
// beginning balances that add up, filters and writes included. How fast it pages is measured by
// the bench (`npm run bench`, test/bench/economy.ts), never asserted here.
import { createSandbox, SANDBOX, type Sandbox } from '../../src/sandbox'
import { expectContract } from '../support/contract'
import { buildRequest } from './helpers'

const bakery = SANDBOX.companies.bakery
const account = bakery.glAccounts.busyExpense

interface Line {
  id: string
  date: string
  description?: string
  entity: { id: string; displayName?: string }
  drAmount: number
  crAmount: number
  runningBalance: number
}

describe('GL query at ledger scale', () => {
  let sandbox: Sandbox
  let token: string
  /** Every line of the account, as one walk of limit-250 pages answered them. */
  let walked: Line[]
  let pages = 0

  async function page(
    body: Record<string, unknown>,
  ): Promise<{ data: Line[]; cursor?: { after: string }; beginningBalance: number | null }> {
    const request = buildRequest('POST', `/v6/accounting/glAccounts/${account}/generalLedger`, { token, body })
    return expectContract('POST', request.url, await sandbox.handle(request))
  }

  beforeAll(async () => {
    sandbox = createSandbox({
      today: '2026-06-30',
      volume: { extraGlLinesPerCompany: 100_000, bankTransactionsPerCompany: 300, invoicesPerCompany: 10 },
    })
    token = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }).access_token
    walked = []
    let cursor: string | undefined
    do {
      const answer = await page({ limit: 250, ...(cursor ? { cursor } : {}) })
      walked.push(...answer.data)
      cursor = answer.cursor?.after
      pages++
    } while (cursor !== undefined && pages < 1000)
  }, 180_000)

  it('pages every line exactly once, in date and posting order, with running balances that add up', () => {
    const stored = sandbox.inspect.glLines(account)
    expect(stored.length).toBeGreaterThan(100_000)
    expect(walked.map((line) => line.id)).toEqual(stored.map((line) => line.id))
    expect(pages).toBe(Math.ceil(stored.length / 250))
    let balance = 0
    for (const line of walked) {
      balance += line.drAmount - line.crAmount
      if (line.runningBalance !== balance)
        expect({ id: line.id, runningBalance: line.runningBalance }).toEqual({ id: line.id, runningBalance: balance })
    }
  })

  it('starts a page at filter.beginDate with the balance of every line before it', async () => {
    for (const beginDate of ['2025-09-01', '2026-03-01']) {
      const answer = await page({ limit: 100, filter: { includeBeginningBalance: true, beginDate } })
      const first = walked.findIndex((line) => line.date >= beginDate)
      expect(answer.data.map((line) => line.id)).toEqual(walked.slice(first, first + 100).map((line) => line.id))
      expect(answer.beginningBalance).toBe(walked[first - 1]?.runningBalance)
    }
  })

  it('answers a filtered page with the first matches after beginDate, and its cursor goes on from there', async () => {
    const beginDate = '2025-10-01'
    const matches = walked.filter(
      (line) => line.date >= beginDate && `${line.description}\n${line.entity.displayName}`.toLowerCase().includes('berries'),
    )
    expect(matches.length).toBeGreaterThan(100)
    const firstPage = await page({ limit: 50, filter: { search: 'berries', beginDate } })
    expect(firstPage.data.map((line) => line.id)).toEqual(matches.slice(0, 50).map((line) => line.id))
    const secondPage = await page({ limit: 50, filter: { search: 'berries', beginDate }, cursor: firstPage.cursor?.after })
    expect(secondPage.data.map((line) => line.id)).toEqual(matches.slice(50, 100).map((line) => line.id))
  })

  it('puts a line written into the past at its date, and moves every later running balance by its amount', async () => {
    const date = '2026-06-01'
    const write = buildRequest('POST', '/v6/banks/transactions', {
      token,
      body: { data: [{ date, amount: -99, bankAccountId: bakery.bankAccounts.checking, categoryId: bakery.categories.ingredients }] },
    })
    const saved = await expectContract('POST', write.url, await sandbox.handle(write))
    const transactionId = saved.data[0].data.id
    const day: Line[] = []
    let cursor: string | undefined
    do {
      const answer = await page({ limit: 250, filter: { beginDate: date, endDate: date }, ...(cursor ? { cursor } : {}) })
      day.push(...answer.data)
      cursor = answer.cursor?.after
    } while (cursor !== undefined)
    // Posting order breaks ties: the new line comes after the day's earlier lines.
    const earlier = walked.filter((line) => line.date === date)
    expect(day.map((line) => line.entity.id)).toEqual([...earlier.map((line) => line.entity.id), transactionId])
    expect(day.at(-1)?.runningBalance).toBe((earlier.at(-1) as Line).runningBalance + 99)
    const later = walked.find((line) => line.date > date) as Line
    const nextDay = await page({ limit: 1, filter: { beginDate: later.date, includeBeginningBalance: true } })
    expect(nextDay.data.map((line) => [line.id, line.runningBalance])).toEqual([[later.id, later.runningBalance + 99]])
    expect(nextDay.beginningBalance).toBe(later.runningBalance - (later.drAmount - later.crAmount) + 99)
  })
})
