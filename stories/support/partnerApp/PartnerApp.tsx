// A partner's page of books, the one *Docs › Getting started* points to: the host's own header and
// navigation, and under it the screen the user chose, each drawn by bookkit's components wired as
// the README tells (the host's chart of accounts, categories, bank accounts, `onOpen`, its `userName`).
// It renders inside one `BookkeepingProvider` with a `store`, which the host puts around it (the
// story's provider, or the walk test's). Host code: its words are the host's, not bookkit's messages.
import { useEffect, useRef, useState } from 'react'
import type { PartnerBooks } from './hostBooks'
import { PARTNER_SCREENS, PartnerScreenView, type PartnerPlace, type PartnerScreen } from './screens'
import './partnerApp.css'

export interface PartnerAppProps {
  books: PartnerBooks
  /** The screen shown first; default the overview. */
  screen?: PartnerScreen
}

/** The partner's page: its navigation, and the chosen screen below. */
export function PartnerApp({ books, screen = 'overview' }: PartnerAppProps) {
  const [place, setPlace] = useState<PartnerPlace>({ screen })
  // A screen that hands over to another (a close's item, an overview's tile) unmounts the control
  // the user chose: the focus goes to the new screen, not to <body>. The navigation's own buttons stay.
  const screenRegion = useRef<HTMLElement>(null)
  const handedOver = useRef(false)
  const go = (next: PartnerPlace) => {
    handedOver.current = true
    setPlace(next)
  }
  // After every render: only a render that `go` asked for moves the focus.
  useEffect(() => {
    if (!handedOver.current) return
    handedOver.current = false
    screenRegion.current?.focus()
  })
  return (
    <div className="partner-app">
      <header className="partner-app__header">
        <p className="partner-app__brand">Tillwise</p>
        <h1 className="partner-app__title">{books.companyName}</h1>
      </header>
      <nav className="partner-app__nav" aria-label="Books">
        <ul>
          {PARTNER_SCREENS.map(({ id, label }) => (
            <li key={id}>
              <button type="button" aria-current={place.screen === id ? 'page' : undefined} onClick={() => setPlace({ screen: id })}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main
        ref={screenRegion}
        tabIndex={-1}
        className="partner-app__screen"
        aria-label={PARTNER_SCREENS.find(({ id }) => id === place.screen)?.label}
      >
        <PartnerScreenView place={place} books={books} go={go} />
      </main>
    </div>
  )
}
