import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { isolate } from '../../format/isolate'
import { bankStatementImportMessages } from '../../messages/forms/bankStatementImport'
import { useMessages } from '../../react/provider/provided'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import { ChooseFile } from './ChooseFile'
import type { BankStatementImportProps, ImportStep } from './types'

/**
 * A bank statement brought in from a file: CSV, OFX/QFX or CAMT.053 read in the browser, every row
 * previewed with what becomes of it, imported through the bank-transaction save path so that the
 * same file twice books nothing, and undone in one step.
 */
export function BankStatementImport({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: BankStatementImportProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="BankStatementImport" {...root}>
      <ImportContent {...props} />
    </ComponentRoot>
  )
}

type ContentProps = Omit<BankStatementImportProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby'>

/** Everything after a file is chosen: loaded when the first step shows, while the user finds the file. */
const loadSteps = () => import('./ImportSteps')
const ImportSteps = lazy(loadSteps)

function ImportContent({ bankAccountId: givenAccountId, bankAccountNumber, bankAccounts, ...callbacks }: ContentProps) {
  const messages = useMessages(bankStatementImportMessages)
  const titleId = useId()
  const landmark = useLandmarkName(titleId)
  const [chosenAccountId, setAccountId] = useState(givenAccountId ?? (bankAccounts?.length === 1 ? bankAccounts[0]?.id : undefined))
  const bankAccountId = bankAccounts ? chosenAccountId : givenAccountId
  const account = bankAccounts?.find((option) => option.id === bankAccountId)
  const accountName = account?.name
  // What finds the account's statement in a file of several accounts.
  const clues = {
    number: account?.accountNumber ?? (bankAccountId === givenAccountId ? bankAccountNumber : undefined),
    names: [account?.name, account?.description],
  }
  // Each file chosen is a new reading, even the same file again (fixed at the bank and chosen anew).
  const [chosen, setChosen] = useState<{ file: File; key: number; next?: boolean }>()
  const [status, setStatus] = useState<string>()
  const [step, setStep] = useState<ImportStep>()
  const [again, setAgain] = useState(false)
  useEffect(() => {
    // The steps load while the user finds the file, so reading starts at once when it is chosen.
    void loadSteps().then(({ loadPreviewGrid }) => loadPreviewGrid())
  }, [])
  const choose = (file: File | undefined) => {
    setChosen(file && { file, key: (chosen?.key ?? 0) + 1 })
    setStatus(file && messages['statementImport.reading'](isolate(file.name)))
    setStep(undefined)
  }
  // The same file again, for another account of the host's list: its statement is found by that account's number.
  const importNext = (id: string) => {
    if (!chosen) return
    setAccountId(id)
    setChosen({ file: chosen.file, key: chosen.key + 1, next: true })
    setStatus(messages['statementImport.reading'](isolate(chosen.file.name)))
    setStep(undefined)
  }
  const busy = step === 'importing' || step === 'done'
  return (
    <section className="bk-import" data-step={chosen ? (step ?? 'preview') : 'choose'} {...landmark}>
      <Heading id={titleId} className="bk-import__title">
        {messages['statementImport.title']}
      </Heading>
      {!busy && (
        <ChooseFile
          messages={messages}
          bankAccounts={bankAccounts}
          bankAccountId={bankAccountId}
          onChooseAccount={(id) => {
            setAccountId(id)
            choose(undefined)
          }}
          onChooseFile={choose}
          fileName={chosen?.file.name}
          status={chosen ? status : undefined}
          focusFile={again}
        />
      )}
      {chosen && bankAccountId && (
        <Suspense fallback={null}>
          <ImportSteps
            key={chosen.key}
            file={chosen.file}
            bankAccountId={bankAccountId}
            accountName={accountName}
            accountClues={clues}
            otherAccounts={bankAccounts?.filter((option) => option.id !== bankAccountId)}
            onImportNext={importNext}
            next={chosen.next ?? false}
            {...callbacks}
            onStatus={setStatus}
            onStep={setStep}
            onAnother={() => {
              choose(undefined)
              setAgain(true)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
