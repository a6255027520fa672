import type { ReactNode } from 'react'

/** A value the form shows but the user does not set (the service decides it): a label and its text, laid out like a field. */
export function EntryFact({ label, name, children }: { label: ReactNode; name: string; children: ReactNode }) {
  return (
    <dl className="bk-field bk-entry-fact" data-field={name} data-state="read-only">
      <dt className="bk-field__label">{label}</dt>
      <dd className="bk-entry-fact__value">{children}</dd>
    </dl>
  )
}
