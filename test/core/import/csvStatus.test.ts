// What a status cell says (src/core/import/csv/status.ts), in the languages of the banks bookkit reads:
// whole words, without case or accents, after a lead word; yes and no only where asked for.
import { statusOf } from '../../../src/core/import/csv/status'

describe('statusOf', () => {
  it.each([
    ['English', ['Pending', 'AUTHORISED', 'authorized', 'On hold', 'Processing', 'Reserved']],
    ['German', ['Vorgemerkt', 'Umsatz vorgemerkt', 'ausstehend', 'In Bearbeitung']],
    ['French', ['En attente', 'en cours', 'À venir']],
    ['Dutch', ['In behandeling', 'Gereserveerd', 'Voorlopig']],
    ['Danish', ['Venter', 'Reserveret', 'Afventer']],
    ['Norwegian', ['Reservert', 'venter']],
    ['Swedish', ['Väntande', 'Reserverad', 'RESERVERAT', 'Preliminär', 'Prel.']],
    ['Finnish', ['Odottaa', 'Varattu']],
    ['Spanish', ['Pendiente', 'Retenido']],
    ['Italian', ['In sospeso', 'In attesa', 'Da contabilizzare']],
    ['Portuguese', ['Pendente', 'Agendado', 'Em processamento']],
  ])('reads %s pending words as pending', (_language, words) => {
    expect(words.map((word) => statusOf(word))).toEqual(words.map(() => 'pending'))
  })

  it.each([
    [
      'settled',
      ['Completed', 'Gebucht', 'Udført', 'Utført', 'Genomförd', 'Kirjattu', 'Contabilizado', 'Eseguito', 'Concluído', 'Uitgevoerd'],
    ],
    ['reverted', ['REVERTED', 'Storniert', 'Annulé', 'Annulleret', 'Annullerad', 'Peruttu', 'Cancelado', 'Stornato', 'Estornado']],
    ['declined', ['DECLINED', 'Abgelehnt', 'Refusé', 'Afvist', 'Avvisad', 'Hylätty', 'Rechazado', 'Rifiutato', 'Recusado']],
  ])('reads words of %s rows as such', (status, words) => {
    expect(words.map((word) => statusOf(word))).toEqual(words.map(() => status))
  })

  it('compares the whole cell: a description that has a status word in it says none', () => {
    expect(statusOf('Pending payment to Kiln Supply Co')).toBeUndefined()
    expect(statusOf('Venter Cykler ApS')).toBeUndefined()
    expect(statusOf('Transaction pending')).toBe('pending')
    expect(statusOf('')).toBeUndefined()
  })

  it('reads yes and no only where a column named for pending rows asks', () => {
    expect(statusOf('Ja')).toBeUndefined()
    expect(statusOf('Ja', { answers: true })).toBe('pending')
    expect(statusOf('Nej', { answers: true })).toBe('settled')
  })
})
