// A reconciliation's protocol at the books' closing date, in Node: a finish the closing stopped
// with its saved rows locked is refused Undo it before its record is marked and finished with the
// rows the closing refused counted as cleared in a closed period; an undo the closing would refuse
// is refused before anything is marked; a record an older undo left "being undone" is repaired; a
// session that may only read is refused the undo with its reason, its record left as it was. On both
// profiles: the closing is asked with and without a company, and the described service's token
// states no scope.
import type { BankTransaction } from '../../../src/api/types'
import { withFinishing } from '../../../src/core/reconcile/book'
import { runFinish } from '../../../src/core/reconcile/finish/finish'
import { repairStuckUndo, undoReconciliation } from '../../../src/core/reconcile/finish/undo'
import type { Reconciliation } from '../../../src/core/reconcile/types'
import { PROFILES } from '../../support/profiles'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { ACCOUNT, KEY, owner, reviewStatusIn, saveToSavings, shop, storedBook, stuckJune } from '../../support/shopSavings'
import { sandboxClient, useSandboxServer } from '../../support/sandbox'
import { reconcilePort } from './finishPort'

const controls = () => ({ signal: new AbortController().signal })
const freshMemory = () => ({ reversed: new Set<string>(), back: new Map<string, Set<string>>() })
const isLockedThrough = (closed: string) => (date: string) => date <= closed

describe.each(PROFILES)('the protocol at the closing date, on the $profile service', ({ profile }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
  const reviewStatus = (id: string) => reviewStatusIn(state.sandbox, id)
  const stored = () => storedBook(state.sandbox)
  const port = (scope: 'read' | 'write' = 'write') => reconcilePort(state.sandbox, { ...owner, scope })
  const setStatus = async (id: string, status: string) => {
    const [saved] = await sandboxClient(state.sandbox, owner).client.saveBankTransactions([{ id, reviewStatus: status }])
    expect(saved?.ok).toBe(true)
  }

  const stuck = () => stuckJune(state.sandbox)
  const continued = (kind: 'abandon' | 'countLocked') =>
    runFinish(
      port(),
      {
        kind,
        companyId: shop.id,
        bankAccountId: ACCOUNT,
        finishing: stored()!.finishing!,
        reviewStatuses: () => new Map(state.sandbox.inspect.bankTransactions(shop.id).map((one) => [one.id, one.reviewStatus])),
      },
      controls(),
    )

  /** June reconciled, both rows saved reconciled. */
  async function reconciledJune(): Promise<{ june: Reconciliation; lube: BankTransaction; fleet: BankTransaction }> {
    const [lube, fleet] = await saveToSavings(state.sandbox, [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ])
    const june = reconciliationOf(ACCOUNT, '2026-06-30', [lube!, fleet!], { id: 'rec_june' })
    state.sandbox.store.put(KEY, bookOf(june))
    await setStatus(lube!.id, 'RECONCILED')
    await setStatus(fleet!.id, 'RECONCILED')
    return { june, lube: lube!, fleet: fleet! }
  }

  it('refuses Undo it of a finish whose saved rows the closing locked before the record is marked, and finishes it counting them', async () => {
    const { lube, pump, fleet } = await stuck()
    const before = stored()
    await expect(continued('abandon')).rejects.toMatchObject({
      name: 'ReconciliationUndoRefusedError',
      reason: 'closed',
      closingDate: '2026-06-05',
    })
    expect(stored()).toEqual(before)
    const finished = await continued('countLocked')
    expect(finished.reconciliation?.clearedInClosedPeriod?.map((one) => one.id)).toEqual([pump.id])
    expect(stored()?.finishing).toBeUndefined()
    expect(stored()?.reconciliations[0]).toMatchObject({
      id: 'rec_june',
      clearedIn: 50_000,
      clearedOut: -15_000,
      transactions: [{ id: lube.id }, { id: fleet.id }],
    })
    // Never sent: the closing locks it.
    expect([reviewStatus(lube.id), reviewStatus(pump.id), reviewStatus(fleet.id)]).toEqual(['RECONCILED', 'REVIEWED', 'RECONCILED'])
  })

  it('finishes an undo an earlier bookkit began, that the closing stopped part-way, counting the locked rows', async () => {
    const { lube, pump, fleet } = await stuck()
    state.sandbox.store.put(KEY, withFinishing(bookOf(), { ...stored()!.finishing!, abandoning: true }))
    const finished = await continued('countLocked')
    expect(finished.reconciliation?.clearedInClosedPeriod?.map((one) => one.id)).toEqual([pump.id])
    expect([reviewStatus(lube.id), reviewStatus(pump.id), reviewStatus(fleet.id)]).toEqual(['RECONCILED', 'REVIEWED', 'RECONCILED'])
  })

  it('refuses to undo a reconciliation of a month closed since, before anything is marked', async () => {
    const { june, lube, fleet } = await reconciledJune()
    state.sandbox.closeBooks('2026-06-30', shop.id)
    const before = stored()
    const undo = undoReconciliation(port(), freshMemory(), { companyId: shop.id, bankAccountId: ACCOUNT, reconciliation: june }, controls())
    await expect(undo).rejects.toMatchObject({ name: 'ReconciliationUndoRefusedError', reason: 'closed', closingDate: '2026-06-30' })
    expect(stored()).toEqual(before)
    expect([reviewStatus(lube.id), reviewStatus(fleet.id)]).toEqual(['RECONCILED', 'RECONCILED'])
  })

  it('repairs a record an undo the closing refused left “being undone”: the rows it put back reconciled again, the mark dropped', async () => {
    const { june, lube, fleet } = await reconciledJune()
    // An undo before the closing's check: marked, the open row put back, the closed one refused.
    state.sandbox.store.put(KEY, bookOf({ ...june, undoingSince: '2026-06-30T19:00:00.000Z' }))
    state.sandbox.closeBooks('2026-06-05', shop.id)
    await setStatus(fleet.id, 'REVIEWED')
    const statuses = () => new Map(state.sandbox.inspect.bankTransactions(shop.id).map((one) => [one.id, one.reviewStatus]))
    const repaired = await repairStuckUndo(port(), {
      companyId: shop.id,
      bankAccountId: ACCOUNT,
      isLocked: isLockedThrough('2026-06-05'),
      statuses,
    })
    expect(repaired).toBe(true)
    expect(stored()?.reconciliations).toEqual([june])
    expect([reviewStatus(lube.id), reviewStatus(fleet.id)]).toEqual(['RECONCILED', 'RECONCILED'])
  })

  it('refuses the undo of a session that may only read with its reason, the record left as it was', async () => {
    const { june, lube } = await reconciledJune()
    const undo = undoReconciliation(
      port('read'),
      freshMemory(),
      { companyId: shop.id, bankAccountId: ACCOUNT, reconciliation: june },
      controls(),
    )
    await expect(undo).rejects.toMatchObject({ name: 'ReconciliationUndoRefusedError', reason: 'readOnly' })
    expect(stored()).toEqual(bookOf(june))
    expect(reviewStatus(lube.id)).toBe('RECONCILED')
  })
})
