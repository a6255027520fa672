// The shape of a component's strings and how a host's overrides are laid over the English defaults.

/** A visible string: plain text, or a function of the values it shows. */
export type MessageValue = string | ((...values: never[]) => string)

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
