// A name from outside inside our sentences is isolated: marked in text (where the marks isolate it
// themselves, as in an attribute) and drawn as <bdi> from those marks.
import { isolate, isolatedParts } from '../../src/format/isolate'

describe('isolate', () => {
  it('marks a name so it can be found again in the sentence that holds it, between our words', () => {
    const sentence = `Keep “${isolate('מאפייה')}”? Theirs: ${isolate('Flour')}.`
    expect(isolatedParts(sentence)).toEqual(['Keep “', 'מאפייה', '”? Theirs: ', 'Flour', '.'])
  })

  it('drops the isolate controls a name carries, so it cannot end its own isolation and spill into our words', () => {
    const hostile = 'Corner\u2069 Cup\u2067 Café\u2068'
    expect(isolatedParts(`Rule ${isolate(hostile)} (3)`)).toEqual(['Rule ', 'Corner Cup Café', ' (3)'])
  })

  it('leaves a sentence without names, or with marks never closed, whole', () => {
    expect(isolatedParts('No names here.')).toEqual(['No names here.'])
    const long = `\u2068${'a'.repeat(200_000)}\u2067`.repeat(5)
    expect(isolatedParts(long)).toEqual([long])
  })
})
