import { nameInSentence } from '../../src/messages/messageSet'

describe('nameInSentence', () => {
  it('quotes a name of up to `most` characters whole', () => {
    expect(nameInSentence('Rent')).toBe('Rent')
    expect(nameInSentence('x'.repeat(40))).toBe('x'.repeat(40))
    expect(nameInSentence('Maple Crumb', 11)).toBe('Maple Crumb')
  })

  it('cuts a longer one to its start and an ellipsis, `most` characters in all', () => {
    expect(nameInSentence('W'.repeat(10_000))).toBe(`${'W'.repeat(39)}…`)
    expect(nameInSentence('Maple Crumb Bakery', 12)).toBe('Maple Crumb…')
  })

  it('counts characters, never splitting a character made of two UTF-16 units', () => {
    expect(nameInSentence('🥐'.repeat(41))).toBe(`${'🥐'.repeat(39)}…`)
    expect(nameInSentence('🥐'.repeat(40))).toBe('🥐'.repeat(40))
  })
})
