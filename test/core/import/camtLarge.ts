// A large CAMT.053 in a real bank's shape (camt.053.001.08, each entry with its TxDtls, parties and
// remittance), generated rather than stored: for the slicing test and the bench
// (`largeCamt({ entries: 100_000, currency: 'USD' })` as the file chosen, read in the books' currency).

/** How a generated file is written. */
export interface LargeCamtShape {
  entries: number
  /** Statements of two accounts, the entries split between them. */
  accounts?: 1 | 2
  /** Elements under a prefix (`c:Ntry`) declared on the root, rather than a default namespace. */
  prefix?: string
  /** A comment, a CDATA section holding markup, and a processing instruction among the entries. */
  oddities?: boolean
  /** The accounts' currency (the books' for an import), `EUR` unless given. */
  currency?: string
}

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08'
const CUSTOMERS = ['Hotel Feldblick', 'Café Zuckerhut', 'Seniorenheim Lindenhöhe', 'Grünwald Catering GmbH', 'Kindergarten Pusteblume e.V.']
const SUPPLIERS = ['Mühlenwerk Oberfeld GmbH', 'Molkerei Grünwiese eG', 'Stadtwerke Kornheim', 'Hausverwaltung Eichenhof']

function entry(index: number, oddities: boolean): string {
  const credit = index % 3 !== 1
  const day = String((index % 28) + 1).padStart(2, '0')
  const amount = `${(index % 9_000) + 1}.${String(index % 100).padStart(2, '0')}`
  const name = credit ? CUSTOMERS[index % CUSTOMERS.length]! : SUPPLIERS[index % SUPPLIERS.length]!
  const role = credit ? 'Dbtr' : 'Cdtr'
  const odd = oddities && index % 97 === 5 ? `<!-- re-booked ${index} --><?bank-note x="<Ntry>"?>` : ''
  const remittance =
    oddities && index % 89 === 3 ? `<![CDATA[Rechnung ${index} <Ntry> & Co]]>` : `Rechnung 2026-${index} &amp; Lieferschein`
  return `
      <Ntry>${odd}
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts><Cd>${index % 50 === 7 ? 'PDNG' : 'BOOK'}</Cd></Sts>
        <BookgDt><Dt>2026-06-${day}</Dt></BookgDt>
        <ValDt><Dt>2026-06-${day}</Dt></ValDt>
        <AcctSvcrRef>2026060${index}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>E2E-${index}</EndToEndId></Refs>
            <RltdPties><${role}><Pty><Nm>${name}</Nm></Pty></${role}></RltdPties>
            <RmtInf><Ustrd>${remittance}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`
}

function statement(iban: string, first: number, count: number, oddities: boolean): string {
  const entries: string[] = []
  for (let index = first; index < first + count; index += 1) entries.push(entry(index, oddities))
  return `
    <Stmt>
      <Id>STMT-${iban}</Id>
      <Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Bäckerei Kornblume</Nm></Ownr></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">5432.10</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-06-01</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">5889.78</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-06-30</Dt></Dt></Bal>${entries.join('')}
      <AddtlStmtInf>Generated statement</AddtlStmtInf>
    </Stmt>`
}

/** A CAMT.053 file of `entries` entries (about 700 bytes each; every 50th pending), in EUR unless told. */
export function largeCamt({ entries, accounts = 1, prefix, oddities = false, currency = 'EUR' }: LargeCamtShape): string {
  const inChecking = accounts === 2 ? Math.ceil(entries / 2) : entries
  const statements =
    statement('DE00123456789012345678', 0, inChecking, oddities) +
    (accounts === 2 ? statement('DE00123456789012345699', inChecking, entries - inChecking, oddities) : '')
  const document = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>BAM-LARGE</MsgId><CreDtTm>2026-06-30T22:00:00+02:00</CreDtTm></GrpHdr>${statements}
  </BkToCstmrStmt>
</Document>
`
  const inCurrency =
    currency === 'EUR' ? document : document.replaceAll('"EUR"', `"${currency}"`).replaceAll('<Ccy>EUR</Ccy>', `<Ccy>${currency}</Ccy>`)
  if (!prefix) return inCurrency
  // Every element under the prefix, declared on the root instead of the default namespace.
  return inCurrency.replace(`xmlns="${NS}"`, `xmlns:${prefix}="${NS}"`).replace(/<(\/?)(?![?!])([A-Za-z]+)/g, `<$1${prefix}:$2`)
}
