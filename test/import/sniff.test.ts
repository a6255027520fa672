// A statement's kind from its first bytes: files bookkit cannot read are named (so the screen can
// say what to export instead), text files are told apart by content first, by name second.
import { sniffStatement } from '../../src/import/sniff'
import { fixtureBytes } from './statementFixtures'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)))

describe('sniffStatement names files that are no statement', () => {
  it.each([
    ['statement.pdf', 'pdf'],
    ['photo.png', 'image'],
    ['empty.csv', 'empty'],
  ])('%s → %s', (name, code) => {
    expect(sniffStatement(fixtureBytes(name), name).problem).toEqual({ code })
  })

  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['TIFF (Intel)', [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]],
    ['TIFF (Motorola)', [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]],
    ['BMP', bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 0x28, 0, 0, 0])],
  ])('a %s is an image', (_, signature) => {
    expect(sniffStatement(new Uint8Array(signature), 'scan.jpg').problem).toEqual({ code: 'image' })
  })

  it('a video in the same ISO container is no image (nor text), and text starting "BM" is text', () => {
    expect(sniffStatement(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]), 'clip.mp4').problem).toEqual({ code: 'unknown' })
    expect(sniffStatement(bytes('BMW Leasing;2026-05-02;-310.00\n'), 'leasing.csv')).toEqual({ format: 'csv' })
  })

  it.each([
    ['xlsx or ods (ZIP)', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0], '[Content_Types].xml')],
    ['an empty ZIP', [0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0]],
    ['xls (OLE)', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]],
  ])('%s is a spreadsheet, whatever its name says', (_, signature) => {
    expect(sniffStatement(new Uint8Array(signature), 'statement.csv')).toEqual({ format: 'csv', problem: { code: 'spreadsheet' } })
  })

  it('a PDF may have a few bytes before its marker', () => {
    expect(sniffStatement(bytes('\n\n%PDF-1.4\n'), 'x.pdf').problem).toEqual({ code: 'pdf' })
  })

  it('only blanks, or only a byte order mark and blanks, is empty; its format is what the name says', () => {
    expect(sniffStatement(new Uint8Array(0), 'june.ofx')).toEqual({ format: 'ofx', problem: { code: 'empty' } })
    expect(sniffStatement(bytes(' \r\n\t\n'), 'june.csv')).toEqual({ format: 'csv', problem: { code: 'empty' } })
    expect(sniffStatement(bytes([0xef, 0xbb, 0xbf], '\n'), 'june.xml')).toEqual({ format: 'camt053', problem: { code: 'empty' } })
    expect(sniffStatement(bytes([0xff, 0xfe, 0x20, 0, 0x0a, 0]), 'june.qfx')).toEqual({ format: 'qfx', problem: { code: 'empty' } })
    expect(sniffStatement(bytes('\n0\n'), 'june.csv').problem).toBeUndefined()
  })

  it('markup of a kind bookkit does not read (an HTML "Excel" export, CAMT.052) is unknown', () => {
    expect(sniffStatement(bytes('<html><body><table><tr><td>Date</td></tr></table></body></html>'), 'export.xls').problem).toEqual({ code: 'unknown' })
    const camt052 = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt/></Document>'
    expect(sniffStatement(bytes(camt052), 'report.xml').problem).toEqual({ code: 'unknown' })
  })
})

describe('sniffStatement tells the text formats apart', () => {
  it.each([
    ['ofx-102.ofx', 'ofx'],
    ['ofx-22.ofx', 'ofx'],
    ['quicken.qfx', 'qfx'],
    ['camt053-batch.xml', 'camt053'],
    ['truncated.ofx', 'ofx'],
  ])('%s → %s', (name, format) => {
    expect(sniffStatement(fixtureBytes(name), name)).toEqual({ format })
  })

  it('decides by content, whatever the name: an OFX named .csv is OFX, a CSV named .ofx a CSV', () => {
    expect(sniffStatement(fixtureBytes('ofx-102.ofx'), 'download.csv')).toEqual({ format: 'ofx' })
    expect(sniffStatement(fixtureBytes('camt053-batch.xml'), 'download.txt')).toEqual({ format: 'camt053' })
    expect(sniffStatement(bytes('Date,Description,Amount\n2026-05-01,Flour,-12.00\n'), 'statement.ofx')).toEqual({ format: 'csv' })
  })

  it('QFX by its Intuit tags, or by its name when an OFX has none', () => {
    expect(sniffStatement(fixtureBytes('quicken.qfx'), 'download.ofx')).toEqual({ format: 'qfx' })
    expect(sniffStatement(fixtureBytes('ofx-102.ofx'), 'download.QFX')).toEqual({ format: 'qfx' })
  })

  it('OFX 2 by its processing instruction or a bare <OFX> root; CAMT.053 by namespace or by element', () => {
    expect(sniffStatement(bytes('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>'), 'a')).toEqual({ format: 'ofx' })
    expect(sniffStatement(bytes('\n<OFX>\n<SIGNONMSGSRSV1>'), 'a')).toEqual({ format: 'ofx' })
    expect(sniffStatement(bytes('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">'), 'a')).toEqual({ format: 'camt053' })
    expect(sniffStatement(bytes('<?xml version="1.0"?><c:Document xmlns:c="urn:example"><c:BkToCstmrStmt>'), 'a')).toEqual({ format: 'camt053' })
  })

  it('a CSV that mentions <OFX> in a description is still a CSV', () => {
    expect(sniffStatement(bytes('Date;Text;Amount\n2026-05-01;Export <OFX> fee;-1,00\n'), 'a.csv')).toEqual({ format: 'csv' })
  })

  it('reads the head of a UTF-16 file as UTF-16', () => {
    const utf16 = [0xff, 0xfe, ...Array.from('OFXHEADER:100\r\n<OFX>').flatMap((char) => [char.charCodeAt(0), 0])]
    expect(sniffStatement(new Uint8Array(utf16), 'a')).toEqual({ format: 'ofx' })
  })
})

describe('sniffStatement with the encoding a user chose', () => {
  it('reads UTF-16 without a byte order mark only when the user says it is UTF-16', () => {
    const utf16 = new Uint8Array(Array.from('OFXHEADER:100\r\n<OFX>').flatMap((char) => [char.charCodeAt(0), 0]))
    expect(sniffStatement(utf16, 'a.ofx')).toEqual({ format: 'ofx', problem: { code: 'unknown' } })
    expect(sniffStatement(utf16, 'a.ofx', 'utf-16le')).toEqual({ format: 'ofx' })
    expect(sniffStatement(new Uint8Array([0x20, 0, 0x0a, 0]), 'a.csv', 'utf-16le')).toEqual({ format: 'csv', problem: { code: 'empty' } })
  })
})
