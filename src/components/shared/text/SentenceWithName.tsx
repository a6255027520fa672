import { Fragment } from 'react'
import { isolate, isolatedParts } from '../../../format/isolate'

/**
 * A sentence whose names are marked by `isolate()`: each name drawn in `<bdi>`, so a name written
 * right to left, or carrying direction marks, never reorders the sentence's own words.
 */
export function IsolatedText({ text }: { text: string }) {
  return isolatedParts(text).map((part, index) =>
    index % 2 === 1 ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>,
  )
}

/** One of our sentences holding a name from outside (a file's description, a host's user name), the name in `<bdi>`. */
export function SentenceWithName({ sentence, name }: { sentence: (name: string) => string; name: string }) {
  return <IsolatedText text={sentence(isolate(name))} />
}
