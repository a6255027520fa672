import { isolate } from '../../src/format/isolate'
import { nameInSentence } from '../../src/messages/messageSet'

// A name is quoted isolated (../../src/format/isolate.ts): the marks are no part of its length.
describe('nameInSentence', () => {
  it('quotes a name of up to `most` characters whole', () => {
    expect(nameInSentence('Rent')).toBe(isolate('Rent'))
    expect(nameInSentence('x'.repeat(40))).toBe(isolate('x'.repeat(40)))
    expect(nameInSentence('Maple Crumb', 11)).toBe(isolate('Maple Crumb'))
  })

  it('cuts a longer one to its start and an ellipsis, `most` characters in all', () => {
    expect(nameInSentence('W'.repeat(10_000))).toBe(isolate(`${'W'.repeat(39)}…`))
    expect(nameInSentence('Maple Crumb Bakery', 12)).toBe(isolate('Maple Crumb…'))
  })

  it('counts characters, never splitting a character made of two UTF-16 units', () => {
    expect(nameInSentence('🥐'.repeat(41))).toBe(isolate(`${'🥐'.repeat(39)}…`))
    expect(nameInSentence('🥐'.repeat(40))).toBe(isolate('🥐'.repeat(40)))
  })
})
