// The queue's rules model in Node, over a fake service (the rows as they are stored) and the
// sandbox's in-memory host store: two queues (two tabs) with the same confirming rule confirm each
// row once; a row someone changed after the match is left and said; a row an import categorized as
// the rule would is only marked reviewed; a batch a closed tab left is finished or released by the
// next queue; an undo restores only the rows still as the rule left them.
import { isReviewed } from '../../../src/api/reviewStatus'
import type { BankTransaction } from '../../../src/api/types'
import type { ReviewChange } from '../../../src/api/writes/bankTransactionItems'
import { byDateDescending, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { claimsKey, readClaims, type ClaimBatch } from '../../../src/core/queue/rules/claims'
import { QueueRulesModel, type QueueRulesPorts, type QueueRulesState } from '../../../src/core/queue/rules/queueRulesModel'
import { compileRules } from '../../../src/core/rules/match'
import type { CategorizationRule } from '../../../src/core/rules/types'
import { createHostStore, type SandboxStore } from '../../../src/sandbox/hostStore'

const COMPANY = 'co_1'
const row = (id: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date: `2026-06-${id.slice(1).padStart(2, '0')}`,
    amount: -1250,
    status: 'ACTIVE',
    description: `CORNER CUP #12${id} 06/03`,
    reviewStatus: 'UNREVIEWED',
    company: { id: COMPANY, name: 'Maple Crumb Bakery' },
    ...extra,
  }) as BankTransaction
const cornerCup: CategorizationRule = {
  id: 'rule_cup',
  enabled: true,
  confirm: true,
  conditions: { description: { match: 'contains', text: 'Corner Cup' } },
  actions: { categoryId: 'ctg_meals' },
  createdAt: '2026-06-01T09:00:00.000Z',
}
const byCompany = new Map([[COMPANY, compileRules([cornerCup])]])

/** The rows as the service stores them, and every save it was sent. */
function fakeService(rows: BankTransaction[]) {
  const stored = new Map(rows.map((one) => [one.id, one]))
  const sent: { id: string; change: ReviewChange }[] = []
  const set = (): BankTransactionSet => ({ transactions: [...stored.values()].sort(byDateDescending), lastUpdatedDate: 'now' })
  /** Another person's change, behind the queues' backs. */
  const change = (id: string, extra: Partial<BankTransaction>) => stored.set(id, { ...stored.get(id)!, ...extra })
  const save = (id: string, reviewChange: ReviewChange) => {
    sent.push({ id, change: reviewChange })
    const was = stored.get(id)!
    stored.set(id, {
      ...was,
      ...(reviewChange.categoryId ? { category: { id: reviewChange.categoryId, name: reviewChange.categoryId } } : {}),
      ...(reviewChange.review ? { reviewStatus: 'REVIEWED' } : {}),
    })
  }
  return { stored, sent, set, change, save }
}

/** A queue's model on `service` and `store`, with what it told the host. */
function queue(service: ReturnType<typeof fakeService>, store: SandboxStore, owner: string, hooks: Partial<QueueRulesPorts> = {}) {
  const applied: { ruleId: string; ids: string[] }[] = []
  const undone: string[][] = []
  const ports: QueueRulesPorts = {
    store,
    owner,
    now: () => Date.parse('2026-06-30T12:00:00.000Z'),
    reread: async () => service.set(),
    save: async (rows, changeOf) =>
      rows.filter((one) => {
        const change = changeOf(one)
        if (change) service.save(one.id, change)
        return change !== undefined
      }),
    undoRows: async (ids) => {
      undone.push([...ids])
      for (const id of ids) service.change(id, { category: undefined, reviewStatus: 'UNREVIEWED' })
      return [...ids]
    },
    isLocked: () => false,
    isSaving: () => false,
    heldFromRules: () => false,
    keep: () => {},
    applied: (_company, ruleId, rows) => applied.push({ ruleId, ids: rows.map(({ id }) => id) }),
    decline: async () => {},
    ...hooks,
  }
  const model = new QueueRulesModel(ports, COMPANY)
  /** Resolves once the model's state holds. */
  const until = (holds: (state: QueueRulesState) => boolean) =>
    new Promise<QueueRulesState>((resolve) => {
      if (holds(model.state)) return resolve(model.state)
      const stop = model.subscribe(() => {
        if (!holds(model.state)) return
        stop()
        resolve(model.state)
      })
    })
  const open = (set = service.set()) => {
    model.apply({ type: 'synced', input: { set, byCompany, companyId: COMPANY } })
    model.apply({ type: 'mayConfirm', mayConfirm: true })
  }
  return { model, applied, undone, until, open }
}

/** Resolves with the store's claims once a save leaves them as `holds` wants. */
function claimsWhen(store: SandboxStore, holds: (batches: ClaimBatch[]) => boolean): Promise<ClaimBatch[]> {
  const save = store.save.bind(store)
  return new Promise((resolve) => {
    store.save = async (key, value, base) => {
      const version = await save(key, value, base)
      const batches = readClaims(store.peek(claimsKey(COMPANY))?.value)
      if (key === claimsKey(COMPANY) && holds(batches)) resolve(batches)
      return version
    }
  })
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `r${index + 1}`)

/** A claim batch another tab left on `rows`, its 90 s long gone (at 12:00, the tests' now). */
const lapsedBatch = (rows: string[]): ClaimBatch => ({
  id: 'tab_gone.1',
  owner: 'tab_gone',
  at: '2026-06-30T11:00:00.000Z',
  until: '2026-06-30T11:01:30.000Z',
  rows,
})
/** The claims record holding `batches`. */
const claimsRecord = (batches: ClaimBatch[]) => ({ format: 'bookkit.ruleConfirmations', formatVersion: 1, batches })

it('two queues with the same confirming rule save each row once: one ruleApplied per row, one undo each', async () => {
  const service = fakeService(ids(6).map((id) => row(id)))
  const store = createHostStore()
  const [a, b] = [queue(service, store, 'tab_a'), queue(service, store, 'tab_b')]
  a.open()
  b.open()
  const confirmedCount = async () =>
    (await Promise.race([a.until((state) => state.confirmed.size > 0), b.until((state) => state.confirmed.size > 0)])).confirmed.size
  await confirmedCount()
  // Both have finished once every row is reviewed and no claim is left.
  await new Promise<void>((resolve) => {
    const check = () => {
      if (
        a.model.state.confirmed.size + b.model.state.confirmed.size === 6 &&
        readClaims(store.peek(claimsKey(COMPANY))?.value).length === 0
      )
        resolve()
    }
    a.model.subscribe(check)
    b.model.subscribe(check)
    check()
  })
  expect(service.sent.map(({ id }) => id).sort()).toEqual(ids(6))
  const told = [...a.applied, ...b.applied].flatMap((event) => event.ids).sort()
  expect(told).toEqual(ids(6))
  // Each row's undo is in one queue only.
  const aRows = new Set(a.model.state.confirmed.keys())
  expect([...b.model.state.confirmed.keys()].some((id) => aRows.has(id))).toBe(false)
  for (const one of service.stored.values()) expect(one).toMatchObject({ category: { id: 'ctg_meals' }, reviewStatus: 'REVIEWED' })
})

it('leaves a row someone changed after the match, and says so on it; a row an import categorized as the rule would is only marked reviewed', async () => {
  const service = fakeService([row('r1'), row('r2'), row('r3', { category: { id: 'ctg_meals', name: 'Meals' } })])
  const store = createHostStore()
  // The set the queue matched, then another person categorizes r2 before the rule's save.
  const seen = service.set()
  service.change('r2', { category: { id: 'ctg_office', name: 'Office' } })
  const { model, until, open, applied } = queue(service, store, 'tab_a')
  open(seen)
  const state = await until((now) => now.confirmed.size === 2 && now.leftAlone.size === 1)
  expect(state.leftAlone.get('r2')).toBe('notConfirmed')
  expect(service.stored.get('r2')).toMatchObject({ category: { id: 'ctg_office' }, reviewStatus: 'UNREVIEWED' })
  expect([...service.sent].sort((x, y) => x.id.localeCompare(y.id))).toEqual([
    { id: 'r1', change: { categoryId: 'ctg_meals', review: true } },
    { id: 'r3', change: { review: true } },
  ])
  expect(applied).toEqual([{ ruleId: 'rule_cup', ids: ['r3', 'r1'] }])
  expect(model.state.confirmed.has('r2')).toBe(false)
})

it("never confirms a deposit that pays an open invoice: the match is the user's to apply, the other rows are confirmed", async () => {
  const service = fakeService([row('r1', { amount: 1250 }), row('r2')])
  const { until, open } = queue(service, createHostStore(), 'tab_a', { heldFromRules: (one) => one.id === 'r1' })
  open()
  await until((state) => state.confirmed.size === 1)
  expect(service.sent.map(({ id }) => id)).toEqual(['r2'])
  expect(service.stored.get('r1')?.reviewStatus).toBe('UNREVIEWED')
})

it('never touches a row to review that someone categorized otherwise', async () => {
  const service = fakeService([row('r1', { category: { id: 'ctg_office', name: 'Office' } }), row('r2')])
  const { until, open } = queue(service, createHostStore(), 'tab_a')
  open()
  await until((state) => state.confirmed.size === 1)
  expect(service.sent.map(({ id }) => id)).toEqual(['r2'])
  expect(service.stored.get('r1')?.reviewStatus).toBe('UNREVIEWED')
})

it('finishes a lapsed batch a closed tab left: its rows still open and matching are confirmed, the rest released, the record emptied', async () => {
  const service = fakeService([row('r1'), row('r2', { category: { id: 'ctg_office', name: 'Office' } }), row('r3')])
  const store = createHostStore()
  const lapsed = lapsedBatch(['r1', 'r2'])
  // Another tab's live claim on r3: not confirmed here.
  const live: ClaimBatch = { ...lapsed, id: 'tab_live.1', owner: 'tab_live', until: '2026-06-30T12:01:00.000Z', rows: ['r3'] }
  store.put(claimsKey(COMPANY), claimsRecord([lapsed, live]))
  const released = claimsWhen(store, (batches) => batches.length === 1)
  const { until, open } = queue(service, store, 'tab_a')
  open()
  await until((state) => state.confirmed.size === 1)
  expect(await released).toEqual([live])
  expect(service.sent.map(({ id }) => id)).toEqual(['r1'])
  expect(service.stored.get('r2')?.reviewStatus).toBe('UNREVIEWED')
  expect(service.stored.get('r3')?.reviewStatus).toBe('UNREVIEWED')
})

it('drops a lapsed batch whose rows it has nothing to do with', async () => {
  const service = fakeService([row('r1', { reviewStatus: 'REVIEWED', category: { id: 'ctg_meals', name: 'Meals' } })])
  const store = createHostStore()
  const lapsed = lapsedBatch(['r1'])
  store.put(claimsKey(COMPANY), claimsRecord([lapsed]))
  const released = claimsWhen(store, (batches) => batches.length === 0)
  queue(service, store, 'tab_a').open()
  expect(await released).toEqual([])
  expect(service.sent).toEqual([])
})

it('an undo restores only the rows still as the rule left them; one changed since is left and said', async () => {
  const service = fakeService([row('r1'), row('r2')])
  const { model, until, open, undone } = queue(service, createHostStore(), 'tab_a')
  open()
  await until((state) => state.confirmed.size === 2)
  service.change('r2', { category: { id: 'ctg_office', name: 'Office' } })
  await model.undo(['r1', 'r2'])
  expect(undone).toEqual([['r1']])
  expect(model.state.leftAlone.get('r2')).toBe('notUndone')
  expect(model.state.confirmed.size).toBe(0)
  expect(service.stored.get('r2')).toMatchObject({ category: { id: 'ctg_office' } })
  expect(isReviewed(service.stored.get('r1')?.reviewStatus)).toBe(false)
})

it('a claim another tab saved first is read again, and only the rows nobody holds are claimed', async () => {
  const service = fakeService([row('r1'), row('r2')])
  const store = createHostStore()
  // Between this queue's read of the claims and its save, another tab claims r1.
  const load = store.load.bind(store)
  let raced = false
  store.load = async (key) => {
    const read = await load(key)
    if (key === claimsKey(COMPANY) && !raced) {
      raced = true
      const other: ClaimBatch = {
        id: 'tab_b.1',
        owner: 'tab_b',
        at: '2026-06-30T12:00:00.000Z',
        until: '2026-06-30T12:01:30.000Z',
        rows: ['r1'],
      }
      store.put(key, claimsRecord([other]))
    }
    return read
  }
  const { until, open } = queue(service, store, 'tab_a')
  open()
  await until((state) => state.confirmed.size === 1)
  expect(service.sent.map(({ id }) => id)).toEqual(['r2'])
})
