// A statement's bytes as text: a byte order mark decides, then the user's choice, then what the file declares, then a
// remembered encoding the bytes fit, then valid (or all but a broken byte) UTF-8, then Windows-1252.
import { decodeStatement, declaredEncoding } from '../../../src/core/import/decode'
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
      source: 'byteOrderMark',
    })
    expect(decodeStatement(new Uint8Array([0xff, 0xfe, ...utf16le('Café;€')]))).toEqual({
      text: 'Café;€',
      encoding: 'utf-16le',
      source: 'byteOrderMark',
    })
    expect(decodeStatement(new Uint8Array([0xfe, 0xff, ...utf16be('Café;€')]))).toEqual({
      text: 'Café;€',
      encoding: 'utf-16be',
      source: 'byteOrderMark',
    })
  })

  it('reads valid UTF-8 without a mark as UTF-8', () => {
    expect(decodeStatement(bytes('Crème Brûlée Catering,96.00'))).toMatchObject({ text: 'Crème Brûlée Catering,96.00', encoding: 'utf-8' })
    expect(decodeStatement(bytes('Date,Amount'))).toMatchObject({ text: 'Date,Amount', encoding: 'utf-8' })
  })

  it('falls back to Windows-1252 when the bytes are not UTF-8: 0xE9 is é, 0x80 is €, 0x93/0x94 are quotes', () => {
    expect(decodeStatement(bytes('Caf', [0xe9], ' Noir;', [0x80], ' 12'))).toMatchObject({
      text: 'Café Noir;€ 12',
      encoding: 'windows-1252',
    })
    expect(decodeStatement(bytes([0x93], 'Best', [0x94], ' ', [0x96], ' ', [0x9f])).text).toBe('\u201cBest\u201d \u2013 \u0178')
  })

  it('keeps a UTF-8 file with one broken byte UTF-8, that byte a replacement character, rather than reading every é as Ã©', () => {
    const oneLost = bytes('Café Noir;-4,50\nBäckerei Müller;-12,00\nCr', [0xc3], 'me;-3,00')
    expect(decodeStatement(oneLost)).toMatchObject({ text: 'Café Noir;-4,50\nBäckerei Müller;-12,00\nCr\ufffdme;-3,00', encoding: 'utf-8' })
    // As many broken bytes as valid characters: no longer mostly UTF-8.
    expect(decodeStatement(bytes('Café;', [0xe9]))).toMatchObject({ text: 'CafÃ©;é', encoding: 'windows-1252' })
  })

  it('reads the OFX 1.02 fixture (CHARSET:1252, one byte 0xE9) with é', () => {
    const { text, encoding } = decodeStatement(fixtureBytes('ofx-102.ofx'))
    expect(encoding).toBe('windows-1252')
    expect(text).toContain('<NAME>Café Noir Roasters')
    expect(text.startsWith('OFXHEADER:100')).toBe(true)
  })

  it('honours an XML declaration: ISO-8859-15 reads 0xA4 as €, where Windows-1252 would give ¤', () => {
    const latin9 = bytes('<?xml version="1.0" encoding="ISO-8859-15"?><Nm>Gr', [0xfc], 'n ', [0xa4], '</Nm>')
    expect(decodeStatement(latin9)).toMatchObject({
      text: '<?xml version="1.0" encoding="ISO-8859-15"?><Nm>Grün €</Nm>',
      encoding: 'iso-8859-15',
    })
    const undeclared = bytes('<?xml version="1.0"?><Nm>Gr', [0xfc], 'n ', [0xa4], '</Nm>')
    expect(decodeStatement(undeclared)).toMatchObject({ text: '<?xml version="1.0"?><Nm>Grün ¤</Nm>', encoding: 'windows-1252' })
  })

  it('reports the declared single-byte encoding for a file both read alike (plain ASCII)', () => {
    expect(decodeStatement(bytes('OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX>'))).toMatchObject({
      encoding: 'windows-1252',
    })
    expect(decodeStatement(bytes("<?xml version='1.0' encoding='windows-1252'?><a/>"))).toMatchObject({ encoding: 'windows-1252' })
  })

  it('reads valid UTF-8 as UTF-8 although the OFX header says CHARSET:1252 (banks write it as boilerplate)', () => {
    const lying = bytes('OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1252\r\n\r\n<OFX><NAME>Café Noir')
    expect(decodeStatement(lying)).toMatchObject({
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

  it("uses the user's encoding over the declaration and the bytes", () => {
    expect(decodeStatement(bytes('Crème'), 'windows-1252')).toEqual({ text: 'CrÃ¨me', encoding: 'windows-1252', source: 'choice' })
    expect(decodeStatement(bytes('Caf', [0xe9]), 'utf-8')).toEqual({ text: 'Caf\ufffd', encoding: 'utf-8', source: 'choice' })
    expect(decodeStatement(bytes([0xa4]), 'iso-8859-15')).toEqual({ text: '€', encoding: 'iso-8859-15', source: 'choice' })
    expect(decodeStatement(new Uint8Array(utf16le('Café')), 'utf-16le')).toEqual({ text: 'Café', encoding: 'utf-16le', source: 'choice' })
    const declared = bytes('<?xml version="1.0" encoding="ISO-8859-15"?><Nm>', [0xa4], '</Nm>')
    expect(decodeStatement(declared, 'windows-1252')).toMatchObject({ text: '<?xml version="1.0" encoding="ISO-8859-15"?><Nm>¤</Nm>' })
  })

  it("follows a byte order mark over the user's choice: the mark says for certain, any other reading is garbled", () => {
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], 'Crème'), 'windows-1252')).toEqual({
      text: 'Crème',
      encoding: 'utf-8',
      source: 'byteOrderMark',
    })
    expect(decodeStatement(new Uint8Array([0xff, 0xfe, ...utf16le('Café')]), 'utf-8')).toMatchObject({ text: 'Café', encoding: 'utf-16le' })
  })
})

describe('decodeStatement with a remembered encoding, a first guess', () => {
  const windows1252 = bytes('Caf', [0xe9], ' Noir;', [0x80], ' 12')

  it('keeps it when the bytes fit it', () => {
    // Valid UTF-8 and valid Windows-1252 alike: the remembered one decides.
    expect(decodeStatement(bytes('Date,Amount'), undefined, 'windows-1252')).toMatchObject({
      encoding: 'windows-1252',
      source: 'remembered',
    })
    expect(decodeStatement(bytes('Gr', [0xfc], 'n ', [0xa4]), undefined, 'iso-8859-15')).toEqual({
      text: 'Grün €',
      encoding: 'iso-8859-15',
      source: 'remembered',
    })
    expect(decodeStatement(new Uint8Array(utf16le('Date;Café\n')), undefined, 'utf-16le')).toEqual({
      text: 'Date;Café\n',
      encoding: 'utf-16le',
      source: 'remembered',
    })
  })

  it('detects the encoding again when the bytes do not fit it, rather than garbling the descriptions', () => {
    // Remembered UTF-8, a Windows-1252 file: not `Caf\ufffd`.
    expect(decodeStatement(windows1252, undefined, 'utf-8')).toEqual({
      text: 'Café Noir;€ 12',
      encoding: 'windows-1252',
      source: 'detected',
    })
    // Remembered Windows-1252, a UTF-8 file with accents: not `CafÃ©`.
    expect(decodeStatement(bytes('Café Noir'), undefined, 'windows-1252')).toEqual({
      text: 'Café Noir',
      encoding: 'utf-8',
      source: 'detected',
    })
    // 0x81 is no character of Windows-1252.
    expect(decodeStatement(bytes('Caf', [0xe9, 0x81]), undefined, 'windows-1252')).toMatchObject({ source: 'detected' })
    // ISO 8859-15 has no text at 0x80–0x9F.
    expect(decodeStatement(windows1252, undefined, 'iso-8859-15')).toMatchObject({ encoding: 'windows-1252', source: 'detected' })
    // ASCII read as UTF-16 pairs letters into CJK-looking characters; an odd length is no UTF-16 at all.
    expect(decodeStatement(bytes('Date,Amount\n'), undefined, 'utf-16le')).toMatchObject({ encoding: 'utf-8', source: 'detected' })
    expect(decodeStatement(bytes('Date,Amount'), undefined, 'utf-16be')).toMatchObject({ encoding: 'utf-8', source: 'detected' })
  })

  it('yields to a byte order mark and to a declared charset', () => {
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], 'Date'), undefined, 'windows-1252')).toMatchObject({
      encoding: 'utf-8',
      source: 'byteOrderMark',
    })
    const latin9 = bytes('<?xml version="1.0" encoding="ISO-8859-15"?><Nm>', [0xa4], '</Nm>')
    expect(decodeStatement(latin9, undefined, 'windows-1252')).toEqual({
      text: '<?xml version="1.0" encoding="ISO-8859-15"?><Nm>€</Nm>',
      encoding: 'iso-8859-15',
      source: 'detected',
    })
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
