import { useState, type ReactNode } from 'react'
import type { InvoiceFilter } from '../../src/api/types'
import { InvoiceList } from '../../src/components/InvoiceList'

/**
 * A host page for the receivables stories: what `children` draws (the aging, the overview), and
 * under it `<InvoiceList>` on the last filter chosen in it (`show(filter)`), with the "Due on these
 * dates" column a bucket's filter brings; `hint` until a choice is made. Styled by receivables.stories.css.
 */
export function ChosenInvoices({ hint, children }: { hint: string; children: (show: (filter: InvoiceFilter) => void) => ReactNode }) {
  const [filter, setFilter] = useState<InvoiceFilter>()
  return (
    <div className="story-stack">
      {children(setFilter)}
      {filter ? (
        <InvoiceList
          key={JSON.stringify(filter)}
          filter={filter}
          showFilters={false}
          columns={['number', 'customer', 'dueDate', 'status', 'balance', 'dueOnDates']}
          pageSize={250}
          detail={false}
        />
      ) : (
        <p className="story-stack__hint">{hint}</p>
      )}
    </div>
  )
}
