import { fileNamePart, historyCsv, reconciliationCsv } from '../../src/components/BankReconciliation/history/reportCsv'
import { reportPeriod } from '../../src/core/reconcile/report'
import type { Reconciliation } from '../../src/core/reconcile/types'
import type { BankTransaction } from '../../src/api/types'
import { reconciliationHistoryMessages as words } from '../../src/messages/reconcile/reconciliationHistory'
import { april, may } from '../support/reconciliationReports'

describe('a reconciliation’s CSV', () => {
  it('writes one reconciliation as CSV: title block, summary, then the cleared transactions with a header row, guarded against formulas', () => {
    const now = { id: 'bt_2', date: '2026-04-14', amount: 52_500, status: 'ACTIVE' } as BankTransaction
    const text = reconciliationCsv(april, {
      words,
      digits: 2,
      account: 'Everyday checking',
      period: reportPeriod([april], april),
      changes: [{ id: 'bt_2', changes: ['amount', 'date'], now }],
    })
    expect(text.split('\r\n')).toEqual([
      'Reconciliation report',
      'Account,Everyday checking',
      'Period,,2026-04-30',
      'Outcome,Balanced',
      'Finished by,Avery Baker',
      'Finished at,2026-05-03T09:15:00.000Z',
      '',
      'Item,Amount',
      'Beginning balance,1000.00',
      'Money in cleared,800.00',
      'Money out cleared,-300.00',
      'Cleared balance,1500.00',
      'Ending balance,1500.00',
      'Difference,0.00',
      // A record finished before bookkit kept the items not cleared says so rather than showing none.
      'Not cleared,Not kept for this reconciliation',
      '',
      'Kind,Date,Description,Amount,Transaction id,Changed since',
      'Money in,2026-04-03,Card payout,300.00,bt_1,',
      'Money in,2026-04-12,"Wholesale, Blue Heron",500.00,bt_2,"amount 500.00, now 525.00; date 2026-04-12, now 2026-04-14"',
      `Money out,2026-04-20,"'=HYPERLINK(""x"")",-300.00,bt_3,`,
      '',
    ])
  })

  it('writes what did not clear: its total and the register balance in the summary, each item after the cleared ones, and the company', () => {
    const withThem: Reconciliation = {
      ...april,
      companyName: 'Blue Heron Bakery',
      uncleared: [{ id: 'bt_5', date: '2026-04-29', amount: -4_200, description: 'Cheque 1042', previousReviewStatus: 'REVIEWED' }],
      registerBalance: 145_800,
    }
    const lines = reconciliationCsv(withThem, {
      words,
      digits: 2,
      account: 'Everyday checking',
      period: reportPeriod([april], april),
    }).split('\r\n')
    expect(lines.slice(0, 3)).toEqual(['Reconciliation report', 'Company,Blue Heron Bakery', 'Account,Everyday checking'])
    expect(lines).toContain('Not cleared,-42.00')
    expect(lines).toContain('Register balance,1458.00')
    expect(lines.indexOf('Register balance,1458.00')).toBe(lines.indexOf('Difference,0.00') + 2)
    expect(lines.at(-2)).toBe('Not cleared,2026-04-29,Cheque 1042,-42.00,bt_5,')
  })

  it('writes the history as one row per reconciliation, oldest first, with the adjustment’s account', () => {
    expect(historyCsv([april, may], words, 2).split('\r\n')).toEqual([
      'Period start,Ending date,Beginning balance,Money in cleared,Money out cleared,Ending balance,Difference,Outcome,Adjustment account,Transactions,Finished by,Finished at',
      ',2026-04-30,1000.00,800.00,-300.00,1500.00,0.00,Balanced,,3,Avery Baker,2026-05-03T09:15:00.000Z',
      '2026-05-01,2026-05-31,1500.00,0.00,-123.45,1400.00,23.45,Adjusted by 23.45 to Suspense,Suspense,1,,2026-06-02T16:00:00.000Z',
      '',
    ])
  })

  it('names files after the account in plain letters and dashes', () => {
    expect(fileNamePart('Compte chèque — Érable')).toBe('compte-cheque-erable')
    expect(fileNamePart('***')).toBe('account')
  })
})
