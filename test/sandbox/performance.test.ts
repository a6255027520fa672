// @vitest-environment node
// A GL page on an account of ~100,000 lines is a binary search and a short walk, not a scan.
import { createSandbox, SANDBOX } from '../../src/sandbox'
import { expectContract } from '../support/contract'
import { buildRequest } from './helpers'

const account = SANDBOX.companies.bakery.glAccounts.busyExpense

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

describe('GL query at ledger scale', () => {
  const created = performance.now()
  const sandbox = createSandbox({ volume: { extraGlLinesPerCompany: 100_000, bankTransactionsPerCompany: 300, invoicesPerCompany: 10 } })
  const creationMs = performance.now() - created
  const { access_token: token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })

  async function timedPage(body: Record<string, unknown>): Promise<{ ms: number; page: any }> {
    const request = buildRequest('POST', `/v6/accounting/glAccounts/${account}/generalLedger`, { token, body })
    const started = performance.now()
    const response = await sandbox.handle(request)
    const ms = performance.now() - started
    return { ms, page: await expectContract('POST', request.url, response) }
  }

  it('answers pages in well under 50 ms (median), from the first page to deep cursors', async ({ annotate }) => {
    await annotate(`sandbox with 2 x 100,000 extra lines created in ${creationMs.toFixed(0)} ms`)
    expect(sandbox.inspect.glLines(account).length).toBeGreaterThan(100_000)
    await timedPage({ limit: 1 })
    const timings: number[] = []
    let cursor: string | undefined
    for (let i = 0; i < 40; i++) {
      const { ms, page } = await timedPage({ limit: 250, filter: { includeBeginningBalance: true, beginDate: `2026-0${1 + (i % 6)}-01` } })
      timings.push(ms)
      expect(page.data).toHaveLength(250)
    }
    for (let i = 0; i < 40; i++) {
      const { ms, page } = await timedPage({ limit: 100, ...(cursor ? { cursor } : {}) })
      timings.push(ms)
      cursor = page.cursor.after
    }
    const typical = median(timings)
    await annotate(`GL page on ${sandbox.inspect.glLines(account).length} lines: median ${typical.toFixed(2)} ms, max ${Math.max(...timings).toFixed(2)} ms`)
    expect(typical).toBeLessThan(50)
  })

  it('walks only until a filtered page is full', async ({ annotate }) => {
    const timings: number[] = []
    for (let i = 0; i < 20; i++) {
      const { ms, page } = await timedPage({ limit: 50, filter: { search: 'berries', beginDate: `2025-${String(7 + (i % 6)).padStart(2, '0')}-01` } })
      timings.push(ms)
      expect(page.data.length).toBe(50)
    }
    await annotate(`filtered GL page: median ${median(timings).toFixed(2)} ms`)
    expect(median(timings)).toBeLessThan(50)
  })

  it('re-sorts the account once after a write, then pages fast again', async ({ annotate }) => {
    const write = buildRequest('POST', '/v6/banks/transactions', { token, body: { data: [{ date: '2026-06-01', amount: -99, bankAccountId: SANDBOX.companies.bakery.bankAccounts.checking, categoryId: SANDBOX.companies.bakery.categories.ingredients }] } })
    await expectContract('POST', write.url, await sandbox.handle(write))
    const rebuild = await timedPage({ limit: 100 })
    const after = await timedPage({ limit: 100 })
    await annotate(`first page after a write (index rebuilt): ${rebuild.ms.toFixed(1)} ms, next: ${after.ms.toFixed(2)} ms`)
    expect(after.ms).toBeLessThan(50)
  })
})
