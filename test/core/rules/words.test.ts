// A description read as a rule reads it: folded as people type, scripts without spaces by
// character, numbers leading a name kept optional, references dropped, in one pass whatever it holds.
import { readText } from '../../../src/core/rules/reader'
import { descriptionKey, descriptionStem, descriptionWords } from '../../../src/core/rules/words'

/** A reading as text: number words in brackets. */
const read = (text: string) => {
  const { words, numbers } = readText(text)
  return words.map((word, index) => (numbers?.[index] ? `(${word})` : word)).join(' ')
}

describe('case and script', () => {
  it.each([
    ['KAPALIÇARŞI', 'Kapalıçarşı'],
    ['HAUPTSTRASSE', 'Hauptstraße'],
    ['HAUPTSTRASSE', 'HAUPTSTRAẞE'],
    ['LODZ', 'Łódź'],
    ['ISTANBUL', 'İstanbul'],
    ['SORENSEN BAKERY', 'Sørensen Bakery'],
    ['AEROFLOT OEUVRE', 'Æroflot Œuvre'],
    ['THORSDOTTIR DJUPIVOGUR', 'Þorsdóttir Djúpivogur'],
    ['DAT', 'Đạt'],
    ['HAMRUN', 'Ħamrun'],
    ['office fit', 'ｏｆｆｉｃｅ ﬁt'],
    ['ΟΔΟΣ', 'οδος'],
    ['ecole', 'e\u0301cole'],
  ])('reads %s as %s', (typed, written) => {
    expect(descriptionWords(typed)).toEqual(descriptionWords(written))
    expect(descriptionWords(typed).length).toBeGreaterThan(0)
  })

  it('reads each character of a script without spaces as a word, with its marks', () => {
    expect(descriptionWords('スターバックス渋谷店 #1234')).toHaveLength(10)
    expect(descriptionWords('ｽﾀｰﾊﾞｯｸｽ')).toEqual(descriptionWords('スターバックス'))
    expect(descriptionWords('กินข้าว')).toEqual(['กิ', 'น', 'ข้', 'า', 'ว'])
    // Hangul is written with spaces: its words stay whole.
    expect(descriptionWords('서울 카페')).toHaveLength(2)
    expect(descriptionWords('Café 東京 Store')).toEqual(['cafe', '東', '京', 'store'])
  })

  it('counts any script’s decimal digits as digits', () => {
    expect(read('CAFE #١٢٣٤ NILE')).toBe('cafe nile')
    expect(read('CAFE ०६/०३ NILE ２０２６')).toBe('cafe nile')
    expect(read('CAFE #١٢ NILE')).toBe('cafe (12) nile')
  })
})

describe('references and numbers', () => {
  it('drops what a bank adds, as before', () => {
    expect(read('CORNER  CUP #1234 06/03')).toBe('corner cup')
    expect(read('Café Crème — Paris, 2026-06-03 REF0009981234')).toBe('cafe creme paris')
    expect(read("O'NEIL & SONS - T4471 - 12:30")).toBe('o neil sons')
    expect(read('ACH DEBIT HARBOR SUPPLY PPD ID: 1234567890')).toBe('ach debit harbor supply ppd id')
    expect(read('amazon.com/bill WA')).toBe('amazon com bill wa')
    expect(read('ab1 abc12 abcd12 ab12cd3456 ab12-3456 7-11')).toBe('abcd12')
  })

  it('keeps one to three digits as a number word, and splits them from the start of a word', () => {
    expect(read('7-ELEVEN')).toBe('(7) eleven')
    expect(read('7ELEVEN')).toBe('(7) eleven')
    expect(read('7 ELEVEN #33')).toBe('(7) eleven (33)')
    expect(read('24HR FITNESS 3M')).toBe('(24) hr fitness (3) m')
    expect(read('x1#2 a-1')).toBe('x1 (2) a (1)')
  })

  it('leaves the numbers after the last name out of the key and the stem', () => {
    expect(descriptionKey('7 ELEVEN #33')).toBe('7 eleven')
    expect(descriptionKey('7-Eleven')).toBe('7 eleven')
    expect(descriptionStem('7-ELEVEN #33 06/03')).toBe('7-ELEVEN')
    expect(descriptionStem('CORNER CUP #1234 06/03')).toBe('CORNER CUP')
    expect(descriptionStem('POS CORNER #1234 CUP,')).toBe('POS CORNER CUP')
    expect(descriptionStem("O'NEIL & SONS - T4471")).toBe("O'NEIL SONS")
    expect(descriptionStem('Łódź Café 12 Główna')).toBe('Łódź Café 12 Główna')
    expect(descriptionStem('#1234 06/03')).toBe('')
    expect(descriptionWords('12 #34')).toEqual([])
  })

  it('reads a stem as the description it came from', () => {
    const pieces = [
      'CORNER',
      'cup',
      '#1234',
      '06/03',
      '7',
      '7-ELEVEN',
      'x1#2',
      'Łódź',
      'İ',
      '渋谷',
      '-',
      '—',
      ',',
      "O'NEIL",
      'ab12',
      '١٢',
      'Straße',
    ]
    const separators = [' ', '  ', '/', '', '.', '\t']
    let seed = 1
    const next = (length: number) => (seed = (seed * 16807) % 2147483647) % length
    for (let round = 0; round < 2_000; round++) {
      const text = Array.from({ length: 1 + next(6) }, () => `${pieces[next(pieces.length)]}${separators[next(separators.length)]}`).join(
        '',
      )
      expect(descriptionKey(descriptionStem(text)), text).toBe(descriptionKey(text))
    }
  })
})

describe('a reading is one pass, whatever the text holds', () => {
  it('reads a letter beyond ASCII and 3,000 digits', () => {
    expect(read(`é${'1'.repeat(3_000)}`)).toBe('')
    expect(read(`Café ${'1'.repeat(3_000)} Nile`)).toBe('cafe nile')
    expect(read(`é${'1'.repeat(3_000)}x`)).toBe('')
    expect(read(`${'١'.repeat(3_000)} Nile`)).toBe('nile')
  })

  it('reads 100 KB of mixed text, ASCII or not, to the same words', () => {
    const chunk = 'CAFÉ Łódź 7-ELEVEN #33 渋谷 ٣٤ 2026-06-03 ﬁne ǅ '
    const text = chunk.repeat(Math.ceil(100_000 / chunk.length))
    const words = descriptionWords(text)
    const once = descriptionWords(chunk)
    expect(words.length).toBe(once.length * Math.ceil(100_000 / chunk.length))
    expect(words.slice(0, once.length)).toEqual(once)
    expect(descriptionStem(text).length).toBeGreaterThan(50_000)
  })
})
