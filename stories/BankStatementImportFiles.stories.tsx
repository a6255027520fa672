import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BankStatementImport } from '../src/components/BankStatementImport'
import { germanImportMessages } from './support/importMessages'
import { chooseFile, forgetRememberedSettings, importArgs, importButton, statementFile } from './support/statementFiles'

/**
 * Files as banks export them, each read by `<BankStatementImport>` as *Docs › Importing statements*
 * says (its table of banks read): other languages and number formats, the questions a file leaves
 * open (its dates, a card's signs), pending rows, QIF, and files that are no statement. The flow
 * itself (import, undo, cut off, remembered settings, narrow, dark) is in the component's own stories.
 */
const meta = {
  title: 'Components/BankStatementImport/Files from banks',
  component: BankStatementImport,
  args: importArgs(),
  beforeEach: forgetRememberedSettings,
  parameters: {
    // The bakery's 500 everyday bank transactions, without the 3,200 small purchases on its busiest
    // expense account: each file's rows read exactly as against the whole ledger (the same states), and
    // the preview checks them against 541 transactions instead of 3,741.
    sandbox: { volume: { extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'Statement files in the shapes banks export, each read in the browser and previewed against the bakery’s sandbox (500 bank transactions, the books closed through Apr 30, 2026).',
      },
    },
  },
} satisfies Meta<typeof BankStatementImport>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A date format the file leaves open: every day is 12 or less, so `05/02/2026` is May 2 or Feb 5.
 * Asked, with the file's own dates read each way, never guessed: nothing is imported until answered.
 */
export const AmbiguousDates: Story = {
  name: 'Ambiguous dates',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('ambiguous-dates.csv'))
    // The question, with the preview under it.
    await importButton(canvasElement)
  },
}

/**
 * A card's export: most amounts positive, charges written positive. Whether they are money out is
 * asked (a checking account of mostly deposits looks the same), and the import waits for the answer.
 */
export const CardExport: Story = {
  name: 'Card export',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('card-export.csv'))
    // The question, with the preview under it.
    await importButton(canvasElement)
  },
}

/**
 * An American Express–style card export: only three of its five amounts positive, a card's all the
 * same by its columns (`Card Member`, `Account #`). Its charges are read as money out, and the
 * question still waits for the user's answer before anything is imported.
 */
export const CardByItsColumns: Story = {
  name: 'Card export known by its columns',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('amex-style.csv'))
    await expect(await within(canvasElement).findByRole('group', { name: /positive amounts/ })).toBeVisible()
    await importButton(canvasElement)
  },
}

/**
 * A Danish bank's export whose status column says `Udført` (done) or `Venter` (waiting): the
 * waiting rows are not settled and never imported, whatever language the column speaks.
 */
export const PendingInDanish: Story = {
  name: 'Pending rows in Danish',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('danske-style.csv'))
    const summary = await within(canvasElement).findByRole('list', { name: 'What happens' })
    await expect(await within(summary).findByText('Not settled: 2')).toBeVisible()
    await importButton(canvasElement)
  },
}

/** Quicken's QIF, its dates fitting both `MM/DD/YYYY` and `DD/MM/YYYY`: asked as a CSV's are, with the file's own example read each way. */
export const QifDates: Story = {
  name: 'A QIF with dates read two ways',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('qif-ambiguous-dates.qif', ''))
    await expect(await within(canvasElement).findByRole('group', { name: /can be read two ways/ })).toBeVisible()
    await importButton(canvasElement)
  },
}

/** A UK building society's plain-text statement: named, with what to export instead, and nothing sent. */
export const TextStatement: Story = {
  name: 'A text statement',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('uk-text-statement.txt', 'text/plain'))
    await expect(await within(canvasElement).findByText(/^This is a text statement, not a CSV/)).toBeVisible()
  },
}

/**
 * Santander UK's "Text file": a block of `Date:`, `Description:`, `Amount:` and `Balance:` lines per
 * transaction, read as the rows of a CSV with those columns, in pounds, ready to import; never
 * "choose the columns".
 */
export const SantanderTextFile: Story = {
  name: 'A Santander UK text file',
  parameters: { bookkit: { locale: 'en-GB', currency: 'GBP' } },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('santander-uk-text.txt', 'text/plain'))
    await importButton(canvasElement)
  },
}

/**
 * Nordea Sweden's export, `sv-SE` with kronor: each row described by its `Rubrik` ("Kortköp 260602
 * CAFE TRAPPAN"), not by `Mottagare`, which holds the other party's account number; the card
 * payment that says `Reserverat` where its date will be is not settled.
 */
export const NordeaSweden: Story = {
  name: 'Nordea Sweden',
  parameters: { bookkit: { locale: 'sv-SE', currency: 'SEK' } },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('nordea-se-style.csv'))
    await importButton(canvasElement)
  },
}

/**
 * A Revolut-style CSV with a `State` and a `Fee` column: the completed rows are imported, the ATM
 * withdrawal with its fee (−204.00, as the balance shows); the pending, reverted and declined rows
 * are shown as not settled, counted, and never imported.
 */
export const PendingRows: Story = {
  name: 'A file with pending rows',
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('revolut-pending.csv'))
    await importButton(canvasElement)
  },
}

/** A PDF is no statement file: said in a sentence, with what to download instead; nothing is read further, nothing sent. */
export const Pdf: Story = {
  name: 'A PDF',
  play: async ({ canvasElement }) => {
    // As a user who switched the file picker to "All files": the input's `accept` only suggests.
    await chooseFile(canvasElement, await statementFile('statement.pdf', 'application/pdf'), {
      user: userEvent.setup({ applyAccept: false }),
    })
    await within(canvasElement).findByText(/^This is a PDF, which is made to be printed, not read\./)
  },
}

/**
 * A German bank's export, `de-DE` with euros and the import's strings in German: Windows-1252 bytes
 * read as such (umlauts and `€` right), past the bank's four lines to its header, `;` between fields,
 * `DD.MM.YYYY` dates and `-1.250,00` amounts; the closing "Saldo" line is no transaction.
 */
export const German: Story = {
  name: 'German (de-DE)',
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanImportMessages } },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('de-girokonto.csv'), { label: 'Kontoauszugsdatei' })
    await importButton(canvasElement, /^\d+ Buchungen importieren$/)
  },
}

/**
 * A French-style file, `fr-CA` with Canadian dollars (the strings stay the host's, English here):
 * `;` between fields, débit and crédit columns, `1 240,00` grouped with a no-break space, accents
 * read as UTF-8, dates `DD/MM/YYYY` (a day over 12 settles it).
 */
export const French: Story = {
  name: 'French (fr-CA)',
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD' } },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, await statementFile('fr-compte.csv'))
    await importButton(canvasElement)
  },
}
