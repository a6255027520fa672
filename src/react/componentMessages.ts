import { useContext, useMemo } from 'react'
import { resolveMessages, type MessageSet } from '../messages/messageSet'
import { BookkeepingContext, useBookkeepingContext } from './context'
import { useQueryScope } from './queryScope'

/** A component's strings: its English defaults with the provider's `messages` laid over them. */
export function useMessages<M extends MessageSet>(defaults: M): M {
  const { messages } = useBookkeepingContext()
  return useMemo(() => resolveMessages(defaults, messages), [defaults, messages])
}

/**
 * What a render-error fallback needs, with or without a provider around it (a component rendered
 * outside one must fail in its fallback, not in the host's page): its strings, and a way to drop
 * the answers this component read (its query scope, see `QueryScopeProvider`), so a retry fetches
 * them afresh instead of re-rendering a bad record, while the components beside it keep theirs.
 */
export function useRenderErrorRecovery<M extends MessageSet>(defaults: M): { messages: M; dropCachedAnswers: () => void } {
  const context = useContext(BookkeepingContext)
  const scope = useQueryScope()
  return {
    messages: resolveMessages(defaults, context?.messages),
    dropCachedAnswers: () => {
      if (!context || !scope) return
      for (const queryKey of scope.queryKeys()) void context.queryClient.resetQueries({ queryKey, exact: true })
    },
  }
}
