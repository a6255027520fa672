// The host's page is a whole page: its language and title are the host's, as axe's document rules
// expect. The files of the `browser` project share one page, so a file that sets them puts back
// what it found when it ends.

/** The document's language `en` and title `Books` for the file's tests. */
export function useHostDocument() {
  const root = document.documentElement
  let found: { lang: string | null; title: string } | undefined
  beforeAll(() => {
    found = { lang: root.getAttribute('lang'), title: document.title }
    root.lang = 'en'
    document.title = 'Books'
  })
  afterAll(() => {
    if (!found) return
    if (found.lang === null) root.removeAttribute('lang')
    else root.lang = found.lang
    document.title = found.title
  })
}
