import type { ErrorInfo, ReactNode } from 'react'
import { useRenderErrorRecovery } from '../../react/hooks'
import { QueryScopeProvider } from '../../react/queryScope'
import { ErrorBoundary } from './ErrorBoundary'
import { sharedMessages } from '../../messages/shared'

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
      {/* The scope sits outside the boundary: it outlives the crashed children, for the fallback to reset. */}
      <QueryScopeProvider>
        <ErrorBoundary onError={onError} Fallback={RenderErrorFallback}>
          {children}
        </ErrorBoundary>
      </QueryScopeProvider>
    </div>
  )
}

/**
 * What a component shows after a render error inside it; "Try again" renders it again on fresh
 * data: the answers this component read are dropped and fetched again, its siblings' are not.
 */
function RenderErrorFallback({ reset }: { reset: () => void }) {
  const { messages, dropCachedAnswers } = useRenderErrorRecovery(sharedMessages)
  const retry = () => {
    dropCachedAnswers()
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
