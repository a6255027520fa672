// Whose bank transactions a statement reads, and the company's name they give, in Node.
import { describe, expect, it } from 'vitest'
import type { BankTransaction } from '../../../src/api/types'
import { companyNameOf, ofCompany } from '../../../src/core/statements/companyName'

const made = (id: string, company?: { id?: string; name?: string }) => ({ id, company }) as unknown as BankTransaction

const BAKERY = { id: 'cmp_bakery', name: 'Crumb & Co. Bakery' }
const BIKES = { id: 'cmp_bikes', name: 'Spoke Street Bikes' }

describe('ofCompany', () => {
  it('keeps every transaction without a company asked, and only its own with one; a transaction naming none is nobody’s', () => {
    const transactions = [made('btxn_1', BAKERY), made('btxn_2', BIKES), made('btxn_3')]
    expect(ofCompany(transactions, undefined)).toHaveLength(3)
    expect(ofCompany(transactions, 'cmp_bikes').map((transaction) => transaction.id)).toEqual(['btxn_2'])
  })
})

describe('companyNameOf', () => {
  it('gives the name of the company asked, or of the one company every transaction names; none where they name several', () => {
    const both = [made('btxn_1', BAKERY), made('btxn_2', BIKES)]
    expect(companyNameOf(both, 'cmp_bikes')).toBe('Spoke Street Bikes')
    expect(companyNameOf(both, undefined)).toBeUndefined()
    expect(companyNameOf([made('btxn_1', BAKERY), made('btxn_3')], undefined)).toBe('Crumb & Co. Bakery')
    // An empty name names nothing.
    expect(companyNameOf([made('btxn_1', { id: 'cmp_bakery', name: '' })], 'cmp_bakery')).toBeUndefined()
  })
})
