// Which statement of a file of several accounts is the chosen account's: by the number the host
// gives (written as the bank writes it, masked, spaced, or inside an IBAN), else by a run of digits
// in the account's name or description when it has none; never a guess when two statements would fit, or none.
import { accountOfStatement, maskedNumber, matchingStatement } from '../../../src/core/import/questions/accountStatement'
import type { StatementSummary } from '../../../src/core/import/types'

const bank = (accountId?: string): StatementSummary => ({ kind: 'bank', rows: 1, ...(accountId ? { accountId } : {}) })
const card = (accountId: string): StatementSummary => ({ kind: 'card', accountId, rows: 1 })

describe('matchingStatement', () => {
  const file = [bank('000123456789'), bank('DE89370400440532013000'), card('XXXXXXXXXXXX4821')]

  it('finds the statement by the account number in full, spaced, or as the tail of an IBAN', () => {
    expect(matchingStatement(file, { number: '000123456789', names: [] })).toBe(0)
    expect(matchingStatement(file, { number: '0001 2345 6789', names: [] })).toBe(0)
    expect(matchingStatement(file, { number: '0532013000', names: [] })).toBe(1)
    expect(matchingStatement(file, { number: 'DE89 3704 0044 0532 0130 00', names: [] })).toBe(1)
  })

  it("finds a masked card by the full number's last digits", () => {
    expect(matchingStatement(file, { number: '4111-1111-1111-4821', names: [] })).toBe(2)
  })

  it("without a number, goes by the digits in the account's name or description", () => {
    expect(matchingStatement(file, { names: ['Business Checking ••6789', undefined] })).toBe(0)
    expect(matchingStatement(file, { names: ['Visa', 'ending 4821'] })).toBe(2)
  })

  it('asks (no match) when two statements fit, none does, or the digits are too few to tell', () => {
    expect(matchingStatement([bank('11114321'), bank('22224321')], { number: '4321', names: [] })).toBeUndefined()
    expect(matchingStatement(file, { number: '55550000', names: ['Reserve Savings'] })).toBeUndefined()
    // A number given that matches none: the file holds no statement of that account, whatever its name says.
    expect(matchingStatement(file, { number: '55550000', names: ['Checking 6789'] })).toBeUndefined()
    expect(matchingStatement(file, { number: '789', names: ['Account 21'] })).toBeUndefined()
    expect(matchingStatement([bank(), bank('000123456789')], { names: [] })).toBeUndefined()
  })
})

describe('accountOfStatement', () => {
  const file = [bank('000123456789'), bank('000155554321'), card('XXXXXXXXXXXX4821')]

  it("names the one account whose number or name picks the statement, and none when two accounts' clues pick it", () => {
    const checking = { id: 'bka_checking', name: 'Business Checking', accountNumber: '000123456789' }
    const visa = { id: 'bka_card', name: 'Card account', description: 'Visa ending 4821' }
    expect(accountOfStatement(file, 0, [checking, visa])).toBe(checking)
    expect(accountOfStatement(file, 2, [checking, visa])).toBe(visa)
    expect(accountOfStatement(file, 1, [checking, visa])).toBeUndefined()
    expect(accountOfStatement(file, 2, [visa, { id: 'bka_other', name: 'Old card 4821' }])).toBeUndefined()
  })
})

describe('maskedNumber', () => {
  it('shows the last 4 characters only', () => {
    expect(maskedNumber('000123456789')).toBe('••••6789')
    expect(maskedNumber('XXXXXXXXXXXX4821')).toBe('••••4821')
    expect(maskedNumber('DE89 3704 0044 0532 0130 00')).toBe('••••3000')
  })
})
