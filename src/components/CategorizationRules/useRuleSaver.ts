import { useEffect, useState } from 'react'
import type { CategorizationRulesState } from '../../react/categorizationRules'
import type { CategorizationRule } from '../../rules/types'
import { useLatestRef } from '../shared/hooks/useLatestRef'

/** The list as the user has made it, and how to store a change of it. */
export interface RuleSaver {
  /** The rules shown: the last change asked for, while it waits for the one before it to be stored. */
  rules: readonly CategorizationRule[]
  /** Stores `next` as the whole list; resolves to whether it was stored (a change that waits resolves once it is sent). */
  commit: (next: CategorizationRule[]) => Promise<boolean>
}

/**
 * One save at a time: a change made while the last is on its way (two quick reorders, a switch
 * flipped twice) waits for it, and only the newest waiting change is stored, based on the version
 * the one before it made. A conflict drops what waits: the conflict shows the user's list.
 */
export function useRuleSaver(state: CategorizationRulesState): RuleSaver {
  const [waiting, setWaiting] = useState<CategorizationRule[]>()
  const latest = useLatestRef(state)
  useEffect(() => {
    if (state.saving || !waiting) return
    setWaiting(undefined)
    if (!latest.current.conflict) void latest.current.save(waiting)
  }, [state.saving, waiting, latest])
  return {
    rules: waiting ?? state.rules,
    commit: (next) => {
      if (state.saving) {
        setWaiting(next)
        return Promise.resolve(true)
      }
      return state.save(next)
    },
  }
}
