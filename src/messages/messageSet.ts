// The shape of a component's strings, how a host's overrides are laid over the English defaults,
// and how a count or a name appears inside a message. One module, read by nearly every component:
// split, its parts land in chunks of their own in a partner's build, each with its own overhead.

import { isolate } from '../format/isolate'

/** A visible string: plain text, or a function of the values it shows. */
type MessageValue = string | ((...values: never[]) => string)

/** One component's strings, keyed `component.what` (for example `invoiceList.empty`). */
export type MessageSet = Record<string, MessageValue>

/** Overrides a host passes to the provider; any key of any component, each replacing the English default. */
export type MessageOverrides = Partial<Record<string, MessageValue>>

/** `defaults` with the host's overrides of the same keys laid over them. */
export function resolveMessages<M extends MessageSet>(defaults: M, overrides: MessageOverrides | undefined): M {
  if (!overrides) return defaults
  let resolved: M | undefined
  for (const key of Object.keys(defaults)) {
    const override = overrides[key]
    if (override === undefined || typeof override !== typeof defaults[key]) continue
    resolved ??= { ...defaults }
    ;(resolved as MessageSet)[key] = override
  }
  return resolved ?? defaults
}

const countFormats = new Map<string, Intl.NumberFormat>()

/** A count as a message shows it, in the locale's digits and grouping ("1,000" in en-US, "1.000" in de-DE). */
export function formatCount(count: number, locale: string): string {
  let format = countFormats.get(locale)
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(count)
}

/**
 * A name as a sentence quotes it (a summary, a heading's words): whole up to `most` characters, else
 * its start and "…", since a service's name may be of any length; isolated (`isolate`), since it may
 * be written right to left.
 */
export function nameInSentence(name: string, most = 40): string {
  const characters = [...name]
  return isolate(
    characters.length <= most
      ? name
      : `${characters
          .slice(0, most - 1)
          .join('')
          .trimEnd()}…`,
  )
}
