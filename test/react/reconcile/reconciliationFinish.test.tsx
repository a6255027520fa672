// The headless hook's finish refused with its reason before anything is written, and the company
// whose store keeps the record. The finish's protocol (written ahead, interrupted, resumed, undone)
// is test/core/reconcile/finish.test.ts's, in Node; why a finish is refused, worksheetState.test.ts's.
import { waitFor } from '@testing-library/react'
import { useReconciliation, type ReconciliationState } from '../../../src/react/reconcile/reconciliation'
import { ReconciliationFinishRefusedError } from '../../../src/core/reconcile/reconciliationParts'
import { reconciliationsKey } from '../../../src/core/reconcile/book'
import { SANDBOX } from '../../../src/sandbox'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { renderHookWithSandbox, sandboxTokenFetcher, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const KEY = reconciliationsKey(bakery.id, CHECKING)

describe('a finish refused before anything is written', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })

  async function refusal(view: { result: { current: ReconciliationState } }) {
    const error = await view.result.current.finish({ outcome: 'balanced' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ReconciliationFinishRefusedError)
    return (error as ReconciliationFinishRefusedError).reason
  }
  const known = (view: { result: { current: ReconciliationState } }) =>
    waitFor(() => {
      expect(view.result.current.counting).toBeUndefined()
      expect(view.result.current.reconciliations).toBeDefined()
    })

  it('refuses a month reconciled already and a read-only session, saying why', async () => {
    state.sandbox.store.put(KEY, bookOf(reconciliationOf(CHECKING, '2026-06-30', [])))
    const reconciled = renderHookWithSandbox(() => useReconciliation(CHECKING, { endDate: '2026-06-15', closingBalance: 0 }), state.sandbox)
    await known(reconciled)
    expect(reconciled.result.current.finishBlocked).toBe('reconciled')
    expect(await refusal(reconciled)).toBe('reconciled')

    const readOnly = renderHookWithSandbox(() => useReconciliation(CHECKING, { endDate: '2026-07-31', closingBalance: 0 }), state.sandbox, {
      provider: { fetchToken: sandboxTokenFetcher(state.sandbox, { scope: 'read' }) },
    })
    await known(readOnly)
    await waitFor(() => expect(readOnly.result.current.finishBlocked).toBe('readOnly'))
    expect(await refusal(readOnly)).toBe('readOnly')
    expect(state.sandbox.store.peek(KEY)?.value).toEqual(bookOf(reconciliationOf(CHECKING, '2026-06-30', [])))
  })

  it('keys an account without transactions by the session’s one company, and asks for companyId when the session sees several', async () => {
    const empty = 'bka_without_transactions'
    const owner = renderHookWithSandbox(() => useReconciliation(empty, { endDate: '2026-06-30', closingBalance: 0 }), state.sandbox)
    await waitFor(() => expect(owner.result.current.companyId).toBe(bakery.id))
    const bookkeeper = renderHookWithSandbox(() => useReconciliation(empty, { endDate: '2026-06-30', closingBalance: 0 }), state.sandbox, {
      userId: 'usr_bookkeeper_1',
    })
    await waitFor(() => expect(bookkeeper.result.current.error?.name).toBe('ReconciliationCompanyUnknownError'))
    expect(bookkeeper.result.current.error?.message).toMatch(/pass companyId/)
    expect(bookkeeper.result.current.companyId).toBeUndefined()
  })
})
