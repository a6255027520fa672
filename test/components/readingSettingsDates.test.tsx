// The reading settings' date format of a file whose dates are Excel's day numbers: named in words
// (from the messages), not as the setting's key.
import { render, screen } from '@testing-library/react'
import { ReadingSettings } from '../../src/components/BankStatementImport/ReadingSettings'
import { readBankStatement } from '../../src/import'
import { bankStatementImportStepMessages } from '../../src/messages/bankStatementImportSteps'
import { fixtureFile } from '../import/statementFixtures'

it('names the date format of excel-serial.csv as day numbers, as Excel keeps dates', async () => {
  const reading = await readBankStatement(fixtureFile('excel-serial.csv'))
  render(
    <ReadingSettings
      messages={bankStatementImportStepMessages}
      reading={reading}
      locale="en-US"
      signsAnswered
      onChange={() => undefined}
    />,
  )
  expect(screen.getByLabelText('Dates are written as')).toHaveDisplayValue(
    bankStatementImportStepMessages['statementImport.dateFormat.serial'],
  )
})
