import { SANDBOX } from '../../src/sandbox'
import { useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
describe.each(['bookkit', 'described'] as const)('explore %s', (profile) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 } })
  it('shows', async () => {
    const s = state.sandbox
    for (const asOf of ['2026-04-30', '2026-05-31']) {
      const tb = s.inspect.trialBalance(bakery.id, undefined, asOf)
      console.log(asOf, tb.debits, tb.credits, JSON.stringify(tb.accounts.filter((a) => /suspense|receivable|transit/.test(a.glAccountId))))
    }
    const txs = s.inspect.bankTransactions(bakery.id).filter((t: any) => t.status !== 'DELETED')
    const may = txs.filter((t: any) => t.date.startsWith('2026-05'))
    console.log('total', txs.length, 'may', may.length, 'mayUnreviewed', may.filter((t: any) => !['REVIEWED','RECONCILED','RECONCILIATION_DISCREPANCY'].includes(t.reviewStatus)).length,
      'uncat<=may', txs.filter((t: any) => t.date <= '2026-05-31' && !t.category && !(t.children?.length)).map((t: any) => t.date + ':' + t.amount + ':' + t.type).join(' '))
    console.log('closing', JSON.stringify(s.inspect.closing(bakery.id)), 'invoices', s.inspect.invoices(bakery.id).length)
  })
})
