// The reading settings on their own, over the readings of fixtures: the one line that says how a
// file is read (a date format of Excel's day numbers named in words, from the messages), and a
// file the reading is unsure of opening its settings with the uncertain ones first, in an order that
// stays while the user changes them.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReadingSettings } from '../../src/components/BankStatementImport/ReadingSettings'
import { readBankStatement } from '../../src/core/import'
import { bankStatementImportStepMessages } from '../../src/messages/forms/bankStatementImportSteps'
import { fixtureFile } from '../core/import/statementFixtures'

const renderSettings = async (name: string) =>
  render(
    <ReadingSettings
      messages={bankStatementImportStepMessages}
      reading={await readBankStatement(fixtureFile(name))}
      locale="en-US"
      signsAnswered
      onChange={() => undefined}
    />,
  )

/** The labels of the settings shown, in order. */
const settingLabels = () => screen.queryAllByRole<HTMLSelectElement>('combobox').map((select) => select.labels[0]?.textContent)

it('names the date format of excel-serial.csv as day numbers, as Excel keeps dates, in the one line; Change opens the settings', async () => {
  await renderSettings('excel-serial.csv')
  expect(screen.getByText(/^Read as /)).toHaveTextContent(` · ${bankStatementImportStepMessages['statementImport.dateFormat.serial']} · `)
  expect(settingLabels()).toEqual([])
  await userEvent.setup().click(screen.getByRole('button', { name: 'Change' }))
  expect(settingLabels()[0]).toBe('Text encoding')
})

it('opens the settings of a file without column names, the header and the columns found by what they hold first', async () => {
  await renderSettings('headerless-extra-field.csv')
  expect(screen.getByRole('button', { name: 'Change' })).toHaveAttribute('aria-expanded', 'true')
  expect(settingLabels().slice(0, 4)).toEqual(['Column names', 'Date', 'Description', 'Amount'])
  expect(settingLabels()).toContain('Text encoding')
})

it('keeps the order the settings opened in when a choice makes every row readable, so the select in hand does not move', async () => {
  const props = { messages: bankStatementImportStepMessages, locale: 'en-US', signsAnswered: true, onChange: () => undefined }
  const { rerender } = render(<ReadingSettings {...props} reading={await readBankStatement(fixtureFile('headerless-extra-field.csv'))} />)
  const opened = settingLabels()
  expect(opened[0]).toBe('Column names')
  // The same file read with its problems gone (here: a file without them), as after a choice.
  rerender(<ReadingSettings {...props} reading={await readBankStatement(fixtureFile('us-checking.csv'))} />)
  expect(settingLabels().slice(0, 4)).toEqual(['Column names', 'Date', 'Description', 'Amount'])
})
