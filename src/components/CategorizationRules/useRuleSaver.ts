import { useRef, useState } from 'react'
import type { CategorizationRulesState } from '../../react/rules/categorizationRules'
import type { CategorizationRule } from '../../core/rules/types'

/** The list as the user has made it, and how to store a change of it. */
export interface RuleSaver {
  /** The rules shown: the last change asked for, while it waits for the one before it to be stored. */
  rules: readonly CategorizationRule[]
  /** Stores `next` as the whole list; resolves to whether it was stored (a change that waits, once the one before it is). */
  commit: (next: CategorizationRule[]) => Promise<boolean>
}

/**
 * One save at a time: a change made while the last is on its way (two quick reorders, a switch
 * flipped twice) waits for it, and only the newest waiting change is stored, based on the version
 * the one before it made. A refused save drops what waits: a conflict shows the user's list, a
 * failure says so and offers to try again.
 */
export function useRuleSaver(state: CategorizationRulesState): RuleSaver {
  const [waitingShown, setWaitingShown] = useState<CategorizationRule[]>()
  const waiting = useRef<CategorizationRule[]>(undefined)
  const running = useRef<Promise<boolean>>(undefined)
  const { save } = state

  const commit = (next: CategorizationRule[]): Promise<boolean> => {
    if (running.current) {
      waiting.current = next
      setWaitingShown(next)
      return running.current
    }
    const run = async () => {
      let list: CategorizationRule[] | undefined = next
      let stored = true
      while (list && stored) {
        // `save` reads the version cached when it starts: the one the save before it made.
        stored = await save(list)
        list = waiting.current
        waiting.current = undefined
      }
      running.current = undefined
      setWaitingShown(undefined)
      return stored
    }
    running.current = run()
    return running.current
  }
  return { rules: waitingShown ?? state.rules, commit }
}
