import { useState } from 'react'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionEditor, type BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { InvoiceList } from '../../src/components/InvoiceList'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SpendingByCategory } from '../../src/components/SpendingByCategory'
import type { OptionSearch, PickerOption } from '../../src/core/forms/optionSource'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from '../support/hostOptions'
import { storySandbox } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery

/** A host's search over its own records, so the Category field is a combobox with a popup; it answers at once, without the wait of support/hostOptions' `searchIn`. */
function instantSearchIn(records: readonly PickerOption[]): OptionSearch {
  return async (search) => records.filter((record) => record.name.toLowerCase().includes(search.trim().toLowerCase()))
}

const editorOptions: BankTransactionEditorOptions = {
  bankAccounts: bakeryBankAccounts,
  categories: instantSearchIn(bakeryCategories),
}

/** An expense after the closing date, so the editor offers Delete and its confirmation. */
function openExpense(sandbox: Sandbox): BankTransaction {
  const closing = sandbox.inspect.closing(bakery.id).date
  const all = sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  return all.find(
    (transaction) => transaction.date > closing && transaction.type === 'EXPENSE' && !transaction.children?.length,
  ) as BankTransaction
}

/** The sandbox volume the theming stories need: a page of invoices and some bank transactions. */
export const LIVE_COMPONENTS_SANDBOX = { volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 0 } }

/** InvoiceList, a BankTransactionEditor on a stored expense, NotificationSettingsForm and SpendingByCategory, on the story's sandbox. */
export function LiveComponents({ storyId }: { storyId: string }) {
  const [transaction] = useState(() => openExpense(storySandbox(storyId)))
  return (
    <div className="theming-live">
      <section className="theming-live__part" aria-label="InvoiceList">
        <InvoiceList />
      </section>
      <section className="theming-live__part" aria-label="BankTransactionEditor">
        <BankTransactionEditor transaction={transaction} options={editorOptions} />
      </section>
      <section className="theming-live__part" aria-label="NotificationSettingsForm">
        <NotificationSettingsForm />
      </section>
      <section className="theming-live__part" aria-label="SpendingByCategory">
        <SpendingByCategory period="2026-06" categories={bakeryCategories} />
      </section>
    </div>
  )
}
