// The text "Make a rule…" proposes: the words a payee's transactions repeat, never a date, a month,
// an amount or a reference, so the rule made from May's rent matches June's.
import { proposedRuleText } from '../../../src/core/rules/proposedText'
import { descriptionWords } from '../../../src/core/rules/words'

const rent = (month: string) => `Oakhill Properties LLC rent ${month}`

describe('proposedRuleText', () => {
  it('leaves out the month a monthly payment names, with or without the other months in the history', () => {
    const history = ['January', 'February', 'March', 'April', 'May'].map(rent)
    expect(proposedRuleText(rent('May'), history)).toBe('Oakhill Properties LLC rent')
    expect(proposedRuleText(rent('May'), [])).toBe('Oakhill Properties LLC rent')
    expect(proposedRuleText('OAKHILL PROPERTIES LLC RENT SEPT 2026', [])).toBe('OAKHILL PROPERTIES LLC RENT')
  })

  it('leaves out dates, amounts and references, keeping each token of a name whole', () => {
    expect(proposedRuleText('CORNER CUP #1234 06/03', ['CORNER CUP #1201 06/21'])).toBe('CORNER CUP')
    expect(proposedRuleText('Stripe payout 1,250.00 ref 88812345', ['Stripe payout 980.00 ref 88812399'])).toBe('Stripe payout ref')
    expect(proposedRuleText('7-ELEVEN #33 2026-06-03', [])).toBe('7-ELEVEN')
    expect(proposedRuleText('AMAZON.COM*MK1234 AMZN.COM/BILL WA', [])).toBe('AMAZON.COM AMZN.COM/BILL WA')
    // A reference glued to a word: the word alone.
    expect(proposedRuleText('Invoice INV-1042 Lakeside Cafe', ['Invoice INV-1043 Lakeside Cafe'])).toBe('Invoice INV Lakeside Cafe')
  })

  it('keeps a word most of the payee’s descriptions hold, and drops one few of them do, whatever it is', () => {
    const history = [
      'Greenway Utilities electric Unit B',
      'Greenway Utilities electric Unit C',
      'Greenway Utilities electric Unit D',
      'Greenway Utilities deposit refund',
    ]
    // "Unit" repeats; "B" (a one-letter name word) does not; the refund is the payee's but not the majority.
    expect(proposedRuleText('Greenway Utilities electric Unit B', history)).toBe('Greenway Utilities electric Unit')
  })

  it('takes the payee’s descriptions, not every description that starts the same way', () => {
    const history = ['Invoice INV-1043 Lakeside Cafe', 'Invoice INV-1049 Birch Books', 'Invoice INV-1050 Birch Books']
    expect(proposedRuleText('Invoice INV-1042 Lakeside Cafe', history)).toBe('Invoice INV Lakeside Cafe')
  })

  it('proposes the longest stretch of repeating words, which a rule that contains it finds in each of them', () => {
    const history = ['Harbor Flour Mill order 4471 wheat', 'Harbor Flour Mill order 5520 rye', 'Harbor Flour Mill order 6103 spelt']
    const proposed = proposedRuleText('Harbor Flour Mill order 4471 wheat', history)
    expect(proposed).toBe('Harbor Flour Mill order')
    for (const description of history) expect(descriptionWords(description).join(' ')).toContain(descriptionWords(proposed).join(' '))
  })

  it('proposes nothing for a description without a name word', () => {
    expect(proposedRuleText('#1234 06/03 12.50', [])).toBe('')
    expect(proposedRuleText(undefined, [])).toBe('')
    expect(proposedRuleText('', ['CORNER CUP'])).toBe('')
  })
})
