import { createContext, useContext, type HTMLAttributes, type ReactNode, type Ref } from 'react'

/** The level of a component's title heading: `2` (`h2`, below the host page's `h1`) to `6`. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6

/**
 * The heading level a host asked for, made one that exists: a number outside 2–6 is taken as the
 * nearest of them, a fraction is rounded down, anything else is 2. A wrong level costs the page an
 * outline step, never the component its figures: no throw during render.
 */
export function readHeadingLevel(value: unknown): HeadingLevel {
  if (typeof value !== 'number' || Number.isNaN(value)) return 2
  return Math.min(6, Math.max(2, Math.floor(value))) as HeadingLevel
}

/** The level one below `level`; `h6` is the deepest HTML has, so below it stays 6. */
export function levelBelow(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel
}

// The level of the title of the component (or part) around: set by its root, one below for a part.
const HeadingLevelContext = createContext<HeadingLevel>(2)

/** The level of the title of the component this is rendered in. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext)
}

/** Headings inside `children` start at `level` (a component's root; a part's, one below). */
export function HeadingLevelScope({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>
}

/** Headings inside `children` start one level below those around them: a titled part of a component. */
export function HeadingsBelow({ children }: { children: ReactNode }) {
  return <HeadingLevelScope level={levelBelow(useHeadingLevel())}>{children}</HeadingLevelScope>
}

/**
 * A heading at the level of the component it is in (its title), or `below` that many levels (a
 * section of it). The level is the host's `headingLevel`, so the page's outline has no gap.
 */
export function Heading({
  below = 0,
  ref,
  ...attributes
}: { below?: 0 | 1; ref?: Ref<HTMLHeadingElement> } & HTMLAttributes<HTMLHeadingElement>) {
  const level = useHeadingLevel()
  const Tag = `h${below ? levelBelow(level) : level}` as const
  return <Tag ref={ref} {...attributes} />
}
