import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { focusInView } from './focusInView'

/** What an item's own keys may do to the group. */
export interface RovingNavigation {
  /** Makes the item at `index` current and moves the focus to it, revealing it first. */
  moveTo: (index: number) => void
}

/** What an item element needs to be the group's tab stop and a step of its keys. */
export interface RovingItemProps {
  'data-index': number
  'data-current': boolean | undefined
  tabIndex: number
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onFocus: () => void
  onClick: () => void
  onDoubleClick: (() => void) | undefined
}

/** How a group's items are activated, and the keys an item takes before the group. */
export interface RovingActions {
  /** The item at `index` was chosen with Enter, Space or a click (a double-click when `clickActivates` is false). */
  onActivate: (index: number) => void
  /** Whether a click on an item chooses it; when false it only makes the item current. Default true. */
  clickActivates?: boolean
  /**
   * Sees every key pressed in an item, on the item or on a control inside it, before the group does:
   * returning true means it was handled, and the group neither moves nor activates. The group's own
   * keys apply only to keys pressed on the item itself.
   */
  onItemKeyDown?: (index: number, event: KeyboardEvent<HTMLElement>, group: RovingNavigation) => boolean
}

/** What a roving focus group is given: where its items are, how many, which is current, and how one is brought into view. */
export interface RovingFocusOptions extends RovingActions {
  /** The element around the items; an item is found in it by its `data-index`. */
  containerRef: RefObject<HTMLElement | null>
  /** How many items the group has, whether or not each is in the DOM. */
  count: number
  /** The current item (the caller keeps it, so that it can follow the item's record when items move). */
  active: number
  /** Makes the item at `index` current: a key moved there, or the item took the focus or a click. */
  setActive: (index: number) => void
  /** The items in the DOM, in order, when not all are (a virtual window): while the current item is not among them, the first one is the tab stop. */
  items?: readonly number[]
  /** Brings the item at `index` into the DOM and into view; the focus moves to it once a commit has rendered it. */
  reveal?: (index: number) => void
  /** How many items PageUp and PageDown move over, asked at the key press (a viewport's height in items). */
  pageSize: () => number
}

/**
 * Roving focus over a vertical list of items, after Radix's `RovingFocusGroup`: the items are one
 * tab stop (`tabIndex` 0 on the current item and -1 on the rest, so Tab back into the group lands
 * on the item it left), Arrow Up/Down, Home/End and PageUp/PageDown move the current item without
 * wrapping, and Enter or Space activates it. The caller keeps the current item (`active`,
 * `setActive`) and renders the items with `itemProps(index)`; how they are rendered is its own:
 * moving to an item asks `reveal` to make it exist, and the focus follows once it does (the page scrolled
 * only when the item is outside the window, `focusInView`).
 */
export function useRovingFocus({
  containerRef,
  count,
  active,
  setActive,
  items,
  reveal,
  pageSize,
  onActivate,
  clickActivates = true,
  onItemKeyDown,
}: RovingFocusOptions) {
  const tabStop = !items || items.includes(active) ? active : (items[0] ?? -1)

  // Moving to an item not in the DOM yet reveals it first; the focus follows once a commit has rendered it.
  const pendingFocus = useRef<number | null>(null)
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const item = containerRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (!item) return
    pendingFocus.current = null
    focusInView(item)
  })

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, count - 1))
    setActive(target)
    pendingFocus.current = target
    reveal?.(target)
  }

  return {
    /** The item in the tab order: the current one while it is in the DOM, else the first that is; -1 when none is. */
    tabStop,
    moveTo,
    /** The attributes and handlers of the item at `index`. */
    itemProps: (index: number): RovingItemProps => ({
      'data-index': index,
      'data-current': index === active || undefined,
      tabIndex: index === tabStop ? 0 : -1,
      onKeyDown: (event) => {
        if (onItemKeyDown?.(index, event, { moveTo })) {
          event.preventDefault()
          return
        }
        // Other keys pressed on a link or button inside the item belong to that control.
        if (event.target !== event.currentTarget) return
        switch (event.key) {
          case 'ArrowDown':
            moveTo(index + 1)
            break
          case 'ArrowUp':
            moveTo(index - 1)
            break
          case 'Home':
            moveTo(0)
            break
          case 'End':
            moveTo(count - 1)
            break
          case 'PageDown':
            moveTo(index + pageSize())
            break
          case 'PageUp':
            moveTo(index - pageSize())
            break
          case 'Enter':
          case ' ':
            onActivate(index)
            break
          default:
            return
        }
        event.preventDefault()
      },
      onFocus: () => setActive(index),
      onClick: () => {
        setActive(index)
        if (clickActivates) onActivate(index)
      },
      onDoubleClick: clickActivates ? undefined : () => onActivate(index),
    }),
  }
}
