import { Fragment } from 'react'

/** Where a sentence holds the name; no message contains it. */
const NAME = '\u0000'

/**
 * One of our sentences holding a name from outside (a file's description, a host's user name): the
 * name is isolated in `<bdi>`, so a name written right to left, or carrying direction marks, never
 * reorders the sentence's own words.
 */
export function SentenceWithName({ sentence, name }: { sentence: (name: string) => string; name: string }) {
  return sentence(NAME)
    .split(NAME)
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <bdi>{name}</bdi>}
        {part}
      </Fragment>
    ))
}
