// A statement's bytes as text: a byte order mark decides, then valid (or all but a broken byte) UTF-8, then what the file
// declares, then Windows-1252; the user's choice overrides all of it.
import { decodeStatement, declaredEncoding } from '../../src/import/decode'
import { fixtureBytes } from './statementFixtures'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)))
const utf16le = (text: string) => Array.from(text).flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8])
const utf16be = (text: string) => Array.from(text).flatMap((char) => [char.charCodeAt(0) >> 8, char.charCodeAt(0) & 0xff])

describe('decodeStatement', () => {
  it('follows a byte order mark and strips it', () => {
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], 'Datum;Betrag\nMühle;-1,00'))).toEqual({
      text: 'Datum;Betrag\nMühle;-1,00',
      encoding: 'utf-8',
    })
    expect(decodeStatement(new Uint8Array([0xff, 0xfe, ...utf16le('Café;€')]))).toEqual({ text: 'Café;€', encoding: 'utf-16le' })
    expect(decodeStatement(new Uint8Array([0xfe, 0xff, ...utf16be('Café;€')]))).toEqual({ text: 'Café;€', encoding: 'utf-16be' })
  })

  it('reads valid UTF-8 without a mark as UTF-8', () => {
    expect(decodeStatement(bytes('Crème Brûlée Catering,96.00'))).toEqual({ text: 'Crème Brûlée Catering,96.00', encoding: 'utf-8' })
    expect(decodeStatement(bytes('Date,Amount'))).toEqual({ text: 'Date,Amount', encoding: 'utf-8' })
  })

  it('falls back to Windows-1252 when the bytes are not UTF-8: 0xE9 is é, 0x80 is €, 0x93/0x94 are quotes', () => {
    expect(decodeStatement(bytes('Caf', [0xe9], ' Noir;', [0x80], ' 12'))).toEqual({ text: 'Café Noir;€ 12', encoding: 'windows-1252' })
    expect(decodeStatement(bytes([0x93], 'Best', [0x94], ' ', [0x96], ' ', [0x9f])).text).toBe('\u201cBest\u201d \u2013 \u0178')
  })

  it('keeps a UTF-8 file with one broken byte UTF-8, that byte a replacement character, rather than reading every é as Ã©', () => {
    const oneLost = bytes('Café Noir;-4,50\nBäckerei Müller;-12,00\nCr', [0xc3], 'me;-3,00')
    expect(decodeStatement(oneLost)).toEqual({ text: 'Café Noir;-4,50\nBäckerei Müller;-12,00\nCr\ufffdme;-3,00', encoding: 'utf-8' })
    // As many broken bytes as valid characters: no longer mostly UTF-8.
    expect(decodeStatement(bytes('Café;', [0xe9]))).toEqual({ text: 'CafÃ©;é', encoding: 'windows-1252' })
  })

  it('reads the OFX 1.02 fixture (CHARSET:1252, one byte 0xE9) with é', () => {
    const { text, encoding } = decodeStatement(fixtureBytes('ofx-102.ofx'))
    expect(encoding).toBe('windows-1252')
    expect(text).toContain('<NAME>Café Noir Roasters')
    expect(text.startsWith('OFXHEADER:100')).toBe(true)
  })

  it('honours an XML declaration: ISO-8859-15 reads 0xA4 as €, where Windows-1252 would give ¤', () => {
    const latin9 = bytes('<?xml version="1.0" encoding="ISO-8859-15"?><Nm>Gr', [0xfc], 'n ', [0xa4], '</Nm>')
    expect(decodeStatement(latin9)).toEqual({
      text: '<?xml version="1.0" encoding="ISO-8859-15"?><Nm>Grün €</Nm>',
      encoding: 'iso-8859-15',
    })
    const undeclared = bytes('<?xml version="1.0"?><Nm>Gr', [0xfc], 'n ', [0xa4], '</Nm>')
    expect(decodeStatement(undeclared)).toEqual({ text: '<?xml version="1.0"?><Nm>Grün ¤</Nm>', encoding: 'windows-1252' })
  })

  it('reports the declared single-byte encoding for a file both read alike (plain ASCII)', () => {
    expect(decodeStatement(bytes('OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX>'))).toMatchObject({
      encoding: 'windows-1252',
    })
    expect(decodeStatement(bytes("<?xml version='1.0' encoding='windows-1252'?><a/>"))).toMatchObject({ encoding: 'windows-1252' })
  })

  it('reads valid UTF-8 as UTF-8 although the OFX header says CHARSET:1252 (banks write it as boilerplate)', () => {
    const lying = bytes('OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX><NAME>Café Noir')
    expect(decodeStatement(lying)).toEqual({
      text: 'OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX><NAME>Café Noir',
      encoding: 'utf-8',
    })
  })

  it('reads a file declared UTF-8 whose bytes are not as Windows-1252 rather than refusing it', () => {
    expect(decodeStatement(bytes('<?xml version="1.0" encoding="UTF-8"?><Nm>Caf', [0xe9], '</Nm>'))).toMatchObject({
      text: '<?xml version="1.0" encoding="UTF-8"?><Nm>Café</Nm>',
      encoding: 'windows-1252',
    })
  })

  it("uses the user's encoding over the mark, the declaration and the bytes", () => {
    expect(decodeStatement(bytes('Crème'), 'windows-1252')).toEqual({ text: 'CrÃ¨me', encoding: 'windows-1252' })
    expect(decodeStatement(bytes('Caf', [0xe9]), 'utf-8')).toEqual({ text: 'Caf\ufffd', encoding: 'utf-8' })
    expect(decodeStatement(bytes([0xa4]), 'iso-8859-15')).toEqual({ text: '€', encoding: 'iso-8859-15' })
    expect(decodeStatement(new Uint8Array(utf16le('Café')), 'utf-16le')).toEqual({ text: 'Café', encoding: 'utf-16le' })
    // A UTF-8 mark is not text of the chosen single-byte encoding: no `ï»¿` before the first field.
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], 'Date'), 'windows-1252')).toEqual({ text: 'Date', encoding: 'windows-1252' })
  })
})

describe('declaredEncoding', () => {
  it.each([
    ['<?xml version="1.0" encoding="UTF-8"?>', 'utf-8'],
    ['<?xml version="1.0" encoding="iso-8859-1"?>', 'windows-1252'],
    ['<?xml version="1.0" encoding="Latin-9"?>', 'iso-8859-15'],
    ['<?xml version="1.0" encoding="Shift_JIS"?>', undefined],
    ['<?xml version="1.0"?>', undefined],
    ['OFXHEADER:100\r\nENCODING:UTF-8\r\nCHARSET:NONE\r\n\r\n<OFX>', 'utf-8'],
    ['OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX>', 'windows-1252'],
    ['OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:ISO-8859-1\r\n\r\n<OFX>', 'windows-1252'],
    ['OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:NONE\r\n\r\n<OFX>', undefined],
    ['Date,CHARSET:1252', undefined],
  ])('%j → %s', (head, encoding) => {
    expect(declaredEncoding(bytes(head))).toBe(encoding)
  })
})
