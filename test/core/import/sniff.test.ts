// A statement's kind from its first bytes: files bookkit cannot read are named (so the screen can
// say what to export instead), text files are told apart by content first, by name second.
import { sniffStatement } from '../../../src/core/import/sniff'
import { fixtureBytes } from './statementFixtures'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part)))

/** A ZIP's local file header and stored content (the sizes and CRC are not looked at), then its central directory and end. */
function zip(...entries: Array<[name: string, content: string]>): Uint8Array {
  const le = (value: number, size: 2 | 4) => Array.from({ length: size }, (_, index) => (value >>> (8 * index)) & 0xff)
  const local: number[] = []
  const central: number[] = []
  for (const [name, content] of entries) {
    const offset = local.length
    const [nameBytes, data] = [bytes(name), bytes(content)]
    local.push(
      ...[0x50, 0x4b, 0x03, 0x04],
      ...le(20, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...le(0, 4),
      ...le(0, 4),
      ...le(data.length, 4),
      ...le(data.length, 4),
      ...le(nameBytes.length, 2),
      ...le(0, 2),
      ...nameBytes,
      ...data,
    )
    central.push(
      ...[0x50, 0x4b, 0x01, 0x02],
      ...le(20, 2),
      ...le(20, 2),
      ...new Array<number>(16).fill(0),
      ...le(data.length, 4),
      ...le(nameBytes.length, 2),
      ...le(0, 2),
      ...le(0, 2),
      ...new Array<number>(8).fill(0),
      ...le(offset, 4),
      ...nameBytes,
    )
  }
  const end = [
    0x50,
    0x4b,
    0x05,
    0x06,
    ...le(0, 4),
    ...le(entries.length, 2),
    ...le(entries.length, 2),
    ...le(central.length, 4),
    ...le(local.length, 4),
    ...le(0, 2),
  ]
  return new Uint8Array([...local, ...central, ...end])
}

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
    ['xlsx (ZIP)', zip(['[Content_Types].xml', '<Types/>'], ['xl/workbook.xml', '<workbook/>'])],
    [
      'xlsx written with its parts in another order',
      zip(['docProps/app.xml', '<Properties/>'], ['xl/worksheets/sheet1.xml', '<worksheet/>']),
    ],
    ['ods (ZIP)', zip(['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'], ['content.xml', '<office:document-content/>'])],
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

  it('markup of a kind bookkit does not read (an HTML "Excel" export) is unknown', () => {
    expect(sniffStatement(bytes('<html><body><table><tr><td>Date</td></tr></table></body></html>'), 'export.xls').problem).toEqual({
      code: 'unknown',
    })
  })

  it('a ZIP that is no workbook (statements packed in it) is a zip, so the user unzips it', () => {
    expect(sniffStatement(zip(['statement.csv', 'Date,Description,Amount\n2026-05-01,Flour,-12.00\n']), 'statements.zip')).toEqual({
      format: 'csv',
      problem: { code: 'zip' },
    })
    expect(sniffStatement(zip(['mimetype', 'application/epub+zip'], ['May.ofx', 'OFXHEADER:100']), 'May.zip').problem).toEqual({
      code: 'zip',
    })
  })

  it('camt.052 (an intraday report) and camt.054 (notifications) by name, by namespace or by element', () => {
    const camt052 = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08"><BkToCstmrAcctRpt><GrpHdr/>'
    expect(sniffStatement(bytes(camt052), 'report.xml')).toEqual({ format: 'camt053', problem: { code: 'camt052' } })
    expect(sniffStatement(bytes('<Document><BkToCstmrAcctRpt>'), 'report.xml').problem).toEqual({ code: 'camt052' })
    const camt054 =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><BkToCstmrDbtCdtNtfctn>'
    expect(sniffStatement(bytes(camt054), 'notice.xml').problem).toEqual({ code: 'camt054' })
    expect(sniffStatement(bytes('<n:Document xmlns:n="urn:x"><n:BkToCstmrDbtCdtNtfctn>'), 'notice.xml').problem).toEqual({
      code: 'camt054',
    })
  })

  it('MT940, bare or in its SWIFT blocks, is mt940 rather than a CSV to map', () => {
    const lines = [
      ':20:STMT20260531',
      ':25:DE00123456789012345678',
      ':28C:00105/001',
      ':60F:C260501EUR1234,56',
      ':61:2605020502D12,50NTRFNONREF//REF',
      ':86:Millstone Flour Co.',
      ':62F:C260531EUR1222,06',
      '-',
    ]
    expect(sniffStatement(bytes(lines.join('\r\n')), 'mt940.sta')).toEqual({ format: 'csv', problem: { code: 'mt940' } })
    expect(
      sniffStatement(
        bytes(`{1:F01BANKDEFFAXXX0000000000}{2:O9401200260531BANKDEFFAXXX00000000002605311200N}{4:\r\n${lines.join('\r\n')}\r\n-}`),
        'x.txt',
      ).problem,
    ).toEqual({ code: 'mt940' })
    expect(sniffStatement(bytes('Date,Description\n:20:,:25:\n'), 'x.csv')).toEqual({ format: 'csv' })
  })

  it('XML whose DOCTYPE declares entities (an XML bomb) is unsafe, never read', () => {
    const laughs = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join('\n')
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE Document [\n<!ENTITY lol0 "lol">\n${laughs}\n]>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&lol9;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`
    expect(sniffStatement(bytes(bomb), 'camt.xml')).toEqual({ format: 'camt053', problem: { code: 'unsafe' } })
    const late = `<?xml version="1.0"?><!DOCTYPE OFX [${' '.repeat(20_000)}<!ENTITY x SYSTEM "file:///etc/passwd">]><OFX><NAME>&x;</NAME></OFX>`
    expect(sniffStatement(bytes(late), 'a.ofx').problem).toEqual({ code: 'unsafe' })
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from(late, (char) => [char.charCodeAt(0), 0]).flat()])
    expect(sniffStatement(utf16, 'a.ofx').problem).toEqual({ code: 'unsafe' })
    expect(sniffStatement(bytes('<?xml version="1.0"?><!DOCTYPE OFX><OFX></OFX>'), 'a.ofx')).toEqual({ format: 'ofx' })
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
    expect(sniffStatement(bytes('<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>'), 'a')).toEqual({
      format: 'ofx',
    })
    expect(sniffStatement(bytes('\n<OFX>\n<SIGNONMSGSRSV1>'), 'a')).toEqual({ format: 'ofx' })
    expect(sniffStatement(bytes('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">'), 'a')).toEqual({ format: 'camt053' })
    expect(sniffStatement(bytes('<?xml version="1.0"?><c:Document xmlns:c="urn:example"><c:BkToCstmrStmt>'), 'a')).toEqual({
      format: 'camt053',
    })
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
