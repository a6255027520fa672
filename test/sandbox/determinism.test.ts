// Same seed, same books and answers; another seed, other ones; SANDBOX's ids exist; today is the
// machine's local date unless pinned, and a pinned one gives the same books. How fast a sandbox is
// created is measured by the bench (test/bench/economy.ts), not asserted here.
import { createSandbox, SANDBOX, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { apiFor, bakery, bikeShop, expense, SMALL, smallSandbox } from './helpers'

/** The machine's local calendar date, written here from the clock rather than taken from src. */
function localDate(now = new Date()): string {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-')
}

/** The newest bank transaction's date of a sandbox's books. */
function newestBankDate(sandbox: Sandbox): string {
  return sandbox.inspect
    .bankTransactions()
    .map((transaction) => transaction.date ?? '')
    .reduce((newest, date) => (date > newest ? date : newest), '')
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

function collectIds(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string' && /^[a-z]{2,4}_/.test(value)) into.push(value)
  else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) collectIds(child, into)
  return into
}

/** What a test can see of a sandbox's books: its records, the ledger lines of a busy account and a trial balance. */
function books(sandbox: Sandbox) {
  const { inspect } = sandbox
  return [
    inspect.bankTransactions(),
    inspect.invoices(),
    inspect.journalEntries(),
    inspect.glLines(bakery.glAccounts.busyExpense),
    inspect.trialBalance(bakery.id),
    inspect.now(),
  ]
}

describe('determinism', () => {
  it('makes each test sandbox a copy of books seeded once: as freshly seeded, and a write to one copy shows in no other', async () => {
    const make = sandboxMaker(SMALL)
    const [written, untouched] = [make(), make()]
    const fresh = books(smallSandbox())
    expect(books(written)).toEqual(fresh)

    const saved = await apiFor(written).saveBankTransactions([expense({ glAccountId: bakery.glAccounts.busyExpense })])
    expect(saved.status).toBe(200)
    expect(books(written)).not.toEqual(fresh)
    expect(books(untouched)).toEqual(fresh)
    expect(books(make())).toEqual(fresh)
    written.reset()
    expect(books(written)).toEqual(fresh)
  })

  it('gives the same data, answers and tokens for the same seed', async () => {
    const [a, b] = [smallSandbox({ seed: 9 }), smallSandbox({ seed: 9 })]
    expect(a.inspect.bankTransactions()).toEqual(b.inspect.bankTransactions())
    expect(a.inspect.invoices()).toEqual(b.inspect.invoices())
    expect(a.inspect.journalEntries()).toEqual(b.inspect.journalEntries())
    expect(a.issueToken()).toEqual(b.issueToken())
    const [pageA, pageB] = [
      await apiFor(a).gl(bakery.glAccounts.busyExpense, { limit: 20 }),
      await apiFor(b).gl(bakery.glAccounts.busyExpense, { limit: 20 }),
    ]
    expect(pageA.body).toEqual(pageB.body)
  })

  it('gives other data, answers and tokens for another seed', async () => {
    const [a, b] = [smallSandbox({ seed: 1 }), smallSandbox({ seed: 2 })]
    expect(a.inspect.bankTransactions()).not.toEqual(b.inspect.bankTransactions())
    expect(a.issueToken().access_token).not.toBe(b.issueToken().access_token)
    const [pageA, pageB] = [
      await apiFor(a).gl(bakery.glAccounts.busyExpense, { limit: 20 }),
      await apiFor(b).gl(bakery.glAccounts.busyExpense, { limit: 20 }),
    ]
    expect(pageA.body).not.toEqual(pageB.body)
  })

  it('stamps writes with the logical clock, one second apart, from noon of today', async () => {
    const sandbox = smallSandbox({ today: '2026-06-30' })
    expect(sandbox.inspect.now()).toBe('2026-06-30T12:00:00.000Z')
    const api = apiFor(sandbox)
    await api.saveBankTransactions([{ date: '2026-06-01', amount: -5, bankAccountId: bakery.bankAccounts.checking }])
    await api.saveBankTransactions([{ date: '2026-06-01', amount: -6, bankAccountId: bakery.bankAccounts.checking }])
    expect(sandbox.inspect.now()).toBe('2026-06-30T12:00:02.000Z')
  })

  it('seeds every id SANDBOX names', async () => {
    const sandbox = createSandbox({ seed: 1, today: '2026-06-30' })
    const bookkeeper = apiFor(sandbox, { userId: SANDBOX.users.bookkeeper })
    for (const company of Object.values(SANDBOX.companies)) {
      for (const id of Object.values(company.glAccounts)) expect((await bookkeeper.gl(id, { limit: 1 })).status, id).toBe(200)
      const sync = sandbox.inspect.bankTransactions(company.id)
      const referenced = new Set(collectIds([sync, sandbox.inspect.invoices(company.id), sandbox.inspect.journalEntries(company.id)]))
      for (const id of [...Object.values(company.categories), ...Object.values(company.customers), ...Object.values(company.vendors)]) {
        expect(referenced.has(id), id).toBe(true)
      }
      // Seeded records need not carry the attachments, so each is proven by attaching it: an unknown id fails the item.
      const attached = await bookkeeper.saveBankTransactions(
        company.attachments.map((id) => ({
          date: '2026-06-15',
          amount: -100,
          bankAccountId: company.bankAccounts.checking,
          attachmentIds: [id],
        })),
      )
      expect(attached.body.data.map((item: any) => item.data?.attachments?.map((attachment: { id: string }) => attachment.id))).toEqual(
        company.attachments.map((id) => [id]),
      )
      for (const dimension of Object.values(company.dimensions)) {
        for (const value of Object.values(dimension.values as Record<string, string>)) {
          const saved = await bookkeeper.gl(company.glAccounts.unused, {
            filter: { dimensionValues: [{ dimensionId: dimension.id, dimensionValueIds: [value] }] },
          })
          expect(saved.status, value).toBe(200)
        }
      }
    }
    expect(
      Object.values(SANDBOX.companies).some((company) =>
        Object.values(company.dimensions).some((dimension) =>
          sandbox.inspect
            .invoices(company.id)
            .some(
              (invoice) =>
                invoice.dimensionValues?.[0]?.dimension.requiredness === 'REQUIRED' &&
                invoice.dimensionValues[0].dimension.id === dimension.id,
            ),
        ),
      ),
    ).toBe(true)
  })

  it('seeds as many bank transactions as asked for, none when asked for none (empty books)', () => {
    for (const everyday of [0, 40]) {
      const sandbox = createSandbox({
        today: '2026-06-30',
        volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: everyday, extraGlLinesPerCompany: 0 },
      })
      for (const company of Object.values(SANDBOX.companies)) expect(sandbox.inspect.bankTransactions(company.id)).toHaveLength(everyday)
    }
  })

  it('takes the local date where it runs as today when none is given, its clock from noon of that date', () => {
    // Either side of midnight: the date before creating it or the one after.
    const before = localDate()
    const sandbox = createSandbox({ volume: SMALL.volume })
    const after = localDate()
    expect([before, after]).toContain(sandbox.options.today)
    expect(sandbox.inspect.now()).toBe(`${sandbox.options.today}T12:00:00.000Z`)
  })

  it('follows the clock, not a constant date, and reads it in local time', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // Early and late on the local 25th: in a time zone off UTC one of them is another UTC day.
      for (const hour of [0, 23]) {
        vi.setSystemTime(new Date(2026, 10, 25, hour, 30))
        const sandbox = createSandbox({ volume: SMALL.volume })
        expect(sandbox.options.today).toBe('2026-11-25')
        expect(sandbox.inspect.now()).toBe('2026-11-25T12:00:00.000Z')
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives the same books for the same seed and pinned today, and books dated from another today for another', () => {
    const pinned = () => createSandbox({ seed: 31, today: '2026-11-25', volume: SMALL.volume })
    const [a, b] = [pinned(), pinned()]
    expect(a.inspect.bankTransactions()).toEqual(b.inspect.bankTransactions())
    expect(a.inspect.invoices()).toEqual(b.inspect.invoices())
    expect(a.inspect.journalEntries()).toEqual(b.inspect.journalEntries())
    for (const account of [
      bakery.glAccounts.checking,
      bakery.glAccounts.busyExpense,
      bakery.glAccounts.receivable,
      bikeShop.glAccounts.checking,
    ]) {
      expect(a.inspect.glLines(account), account).toEqual(b.inspect.glLines(account))
    }

    const earlier = createSandbox({ seed: 31, today: '2026-03-10', volume: SMALL.volume })
    expect(earlier.inspect.bankTransactions()).not.toEqual(a.inspect.bankTransactions())
    for (const [sandbox, today] of [
      [a, '2026-11-25'],
      [earlier, '2026-03-10'],
    ] as const) {
      const newest = newestBankDate(sandbox)
      expect(newest <= today, `${newest} on or before ${today}`).toBe(true)
      expect(daysBetween(newest, today)).toBeLessThanOrEqual(7)
    }
  })

  it('refuses options it cannot work with', () => {
    expect(() => createSandbox({ today: '30/06/2026' })).toThrow(TypeError)
    expect(() => createSandbox({ latencyMs: [50, 10] })).toThrow(TypeError)
    expect(() => createSandbox({ tokenTtlSeconds: 0 })).toThrow(TypeError)
    expect(() => createSandbox({ volume: { invoicesPerCompany: -1 } })).toThrow(TypeError)
  })
})
