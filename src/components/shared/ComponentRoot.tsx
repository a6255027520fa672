import { useContext, type ErrorInfo, type ReactNode } from 'react'
import { resolveMessages } from '../../format/messages'
import { BookkeepingContext } from '../../react/context'
import { ErrorBoundary } from './ErrorBoundary'
import { sharedMessages } from './messages'

/** Props every bookkit component takes, beside its own. */
export interface CommonComponentProps {
  /** Extra class names on the component's root element. */
  className?: string
  /** A render error inside the component: it is contained there and reported here. */
  onError?: (error: Error, info: ErrorInfo) => void
}

/** The root of every component: the `bk-root` class, its name for CSS and tests, and an error boundary. */
export function ComponentRoot({
  name,
  className,
  onError,
  children,
  ...attributes
}: CommonComponentProps & { name: string; children: ReactNode } & Record<`data-${string}`, string | boolean | undefined>) {
  return (
    <div className={className ? `bk-root ${className}` : 'bk-root'} data-bk-component={name} {...attributes}>
      <ErrorBoundary onError={onError} Fallback={RenderErrorFallback}>
        {children}
      </ErrorBoundary>
    </div>
  )
}

/**
 * What a component shows after a render error inside it. It works without a provider too (a
 * component rendered outside one fails here, not in the host's page). "Try again" drops the
 * provider's cached answers first, so the retry renders fresh data rather than the same bad record.
 */
function RenderErrorFallback({ reset }: { reset: () => void }) {
  const context = useContext(BookkeepingContext)
  const messages = resolveMessages(sharedMessages, context?.messages)
  const retry = () => {
    if (context) void context.queryClient.resetQueries({ queryKey: context.keys.all })
    reset()
  }
  return (
    <div className="bk-state" data-state="error" role="alert">
      <p className="bk-state__title">{messages['shared.renderError']}</p>
      <button type="button" className="bk-button" onClick={retry}>
        {messages['shared.retry']}
      </button>
    </div>
  )
}
