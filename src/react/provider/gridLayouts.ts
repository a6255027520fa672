/**
 * The columns a user chose for each list (which show, in what order, how wide), kept for the
 * session and, with the provider's `persist` on, in this browser for the signed-in user
 * (`sessionKey`), so the lists look the same on the next visit.
 */

/** One list's layout as the user left it; what is not in it is the list's default. */
export interface GridLayout {
  /** The columns in the user's order (a column the list gained since goes where its default puts it). */
  order?: readonly string[]
  /** The columns the user hid. */
  hidden?: readonly string[]
  /** The widths the user set, in CSS pixels, by column. */
  widths?: Readonly<Record<string, number>>
}

/** Every list's layout, by the list's name (`invoices`, `generalLedger`, …). */
export type GridLayoutsByList = Readonly<Record<string, GridLayout>>

/**
 * One session's list layouts: read by each list's grid (`useSyncExternalStore`), changed by the
 * user's Columns menu and column edges. Without `persist` they last as long as the session.
 */
export class GridLayouts {
  #layouts: GridLayoutsByList = {}
  #store: ((layouts: GridLayoutsByList) => void) | undefined
  /** The lists the user changed (or reset) before the stored layouts arrived. */
  readonly #changedEarly = new Set<string>()
  readonly #listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** The layouts now (a new object after every change). */
  readonly all = (): GridLayoutsByList => this.#layouts

  /** Sets one list's layout (`undefined`: back to the list's default), and stores it with `persist` on. */
  set(list: string, layout: GridLayout | undefined): void {
    const { [list]: _previous, ...others } = this.#layouts
    this.#changed(layout ? { ...others, [list]: layout } : others)
    if (this.#store) this.#store(this.#layouts)
    else this.#changedEarly.add(list)
  }

  /**
   * With `persist` on, once the user's stored layouts are read: they apply to every list the user
   * has not changed (or reset) meanwhile, and from now on each change is handed to `store`. What the
   * user changed meanwhile is stored at once: the next visit must not find the older layout.
   */
  keepIn(stored: GridLayoutsByList, store: (layouts: GridLayoutsByList) => void): void {
    this.#store = store
    const untouched = Object.fromEntries(Object.entries(stored).filter(([list]) => !this.#changedEarly.has(list)))
    this.#changed({ ...untouched, ...this.#layouts })
    if (this.#changedEarly.size > 0) store(this.#layouts)
    this.#changedEarly.clear()
  }

  #changed(layouts: GridLayoutsByList): void {
    this.#layouts = layouts
    for (const listener of this.#listeners) listener()
  }
}

/**
 * What a session holds of its lists' layouts: the layouts, made by the first list that shows (a
 * page without a list loads none of this module), and, with `persist` on, what was stored for
 * its user and how to store a change (set by the stored cache as it is read back).
 */
export interface SessionGridLayouts {
  layouts?: GridLayouts
  stored?: { layouts: GridLayoutsByList; store: (layouts: GridLayoutsByList) => void }
}

/** The session's list layouts, made at the first call (with what `persist` read, if it has). */
export function layoutsOf(session: SessionGridLayouts): GridLayouts {
  if (!session.layouts) {
    session.layouts = new GridLayouts()
    if (session.stored) session.layouts.keepIn(session.stored.layouts, session.stored.store)
  }
  return session.layouts
}
