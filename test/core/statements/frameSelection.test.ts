// What choosing a statement's figure opens: a day's balance opens its ledger through that day, a
// period's figure over its dates, each under the method the figures are read under.
import { ledgerChoice } from '../../../src/core/statements/frameSelection'

const MARCH = { from: '2026-03-01', to: '2026-03-31' }

describe('ledgerChoice', () => {
  it.each(['balanceSheet', 'trialBalance'] as const)('%s: hands the host the day, and tells the provider the day', (statement) => {
    expect(ledgerChoice(statement, 'gla_van_loan', { from: '2026-03-31', to: '2026-03-31' }, 'CASH')).toEqual({
      event: { type: 'statementAccountSelected', statement, glAccountId: 'gla_van_loan', asOf: '2026-03-31' },
      selection: { glAccountId: 'gla_van_loan', to: '2026-03-31', accountingMethod: 'CASH' },
    })
  })

  it.each(['profitAndLoss', 'cashFlow'] as const)(
    '%s: hands the host the figure’s dates, and tells the provider the period',
    (statement) => {
      expect(ledgerChoice(statement, 'gla_flowers', MARCH, undefined)).toEqual({
        event: { type: 'statementAccountSelected', statement, glAccountId: 'gla_flowers', period: MARCH },
        selection: { glAccountId: 'gla_flowers', from: MARCH.from, to: MARCH.to, accountingMethod: undefined },
      })
    },
  )
})
