// The records of one company, for a token that sees several: bank transactions by the company they
// name, invoices (which name none) by the chart their line items post to.
import type { BankTransaction, Invoice } from '../../../src/api/types'
import { invoicesOfChart, transactionsOfCompany } from '../../../src/core/queue/companyOf'

const of = (id: string, company?: string) => ({ id, ...(company && { company: { id: company, name: company } }) }) as BankTransaction
const invoice = (id: string, ...accounts: Array<string | undefined>) =>
  ({
    id,
    lineItems: accounts.map((account, at) => ({ id: `ili_${at}`, ...(account && { glAccount: { id: account, name: account } }) })),
  }) as Invoice

describe('transactionsOfCompany', () => {
  it('keeps the chosen company’s and those that name none, and every one without a company chosen', () => {
    const set = [of('btxn_1', 'co_1'), of('btxn_2', 'co_2'), of('btxn_3')]
    expect(transactionsOfCompany(set, 'co_1').map((one) => one.id)).toEqual(['btxn_1', 'btxn_3'])
    expect(transactionsOfCompany(set, undefined)).toBe(set)
  })
})

describe('invoicesOfChart', () => {
  it('keeps an invoice a line of which posts to the chart, never one that names no account of it', () => {
    const chart = new Set(['gla_co1_retail_sales', 'gla_co1_catering'])
    const invoices = [
      invoice('inv_1', 'gla_co1_catering'),
      invoice('inv_2', 'gla_co2_repairs'),
      invoice('inv_3', undefined, 'gla_co1_retail_sales'),
      invoice('inv_4', undefined),
      { id: 'inv_5' } as Invoice,
    ]
    expect(invoicesOfChart(invoices, chart).map((one) => one.id)).toEqual(['inv_1', 'inv_3'])
  })
})
