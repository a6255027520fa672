import { createContext, useContext, type ReactNode } from 'react'

/** Props of a component that is a landmark of its own (a region, a form): the host's name for it. */
export interface LandmarkProps {
  /**
   * The name of the component's landmark, in place of its title. A landmark's name is unique on
   * the page: give each of two on one page its own (the company's name, say).
   */
  'aria-label'?: string
  /** The id of the host's element that names the component's landmark; `aria-label` wins. */
  'aria-labelledby'?: string
}

/** The attributes that name an element. */
export interface LandmarkName {
  'aria-label'?: string
  'aria-labelledby'?: string
}

// The host's name for the component's own landmark; every component's root sets its own, so a
// component inside another (a list's editor) never takes the outer one's name.
const LandmarkNameContext = createContext<LandmarkProps>({})

/** The host's name for the landmark of the component inside (set by its root). */
export function LandmarkNameScope({ name, children }: { name: LandmarkProps; children: ReactNode }) {
  return <LandmarkNameContext.Provider value={name}>{children}</LandmarkNameContext.Provider>
}

/** The attributes that name the component's own landmark: the host's name when it gave one, else the title (`titleId`). */
export function useLandmarkName(titleId: string): LandmarkName {
  const { 'aria-label': label, 'aria-labelledby': labelledBy } = useContext(LandmarkNameContext)
  if (label) return { 'aria-label': label }
  return { 'aria-labelledby': labelledBy || titleId }
}
