import type { ReactNode } from 'react'
import { passFocus } from '../passFocus'
import { useMessages } from '../../../react/provider/provided'
import { errorMessage } from '../text/errorMessage'
import { sharedMessages } from '../../../messages/shared'

/**
 * Skeleton rows shown while the first page loads, announced to screen readers. `progress`, when a
 * load takes several requests, says how far it got: shown above the skeleton in place of the hidden
 * label, and announced politely as it changes.
 */
export function LoadingState({
  rows = 6,
  columns = 4,
  label,
  progress,
}: {
  rows?: number
  columns?: number
  label?: string
  progress?: string
}) {
  const messages = useMessages(sharedMessages)
  return (
    <div className="bk-state" data-state="loading" role="status" aria-live="polite">
      {progress ? (
        <p className="bk-state__progress">{progress}</p>
      ) : (
        <span className="bk-visually-hidden">{label ?? messages['shared.loading']}</span>
      )}
      <div className="bk-skeleton-grid" aria-hidden="true" data-columns={columns}>
        {Array.from({ length: rows * columns }, (_, index) => (
          <span key={index} className="bk-skeleton" />
        ))}
      </div>
    </div>
  )
}

/** Nothing to show, with why and, optionally, what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bk-state" data-state="empty" role="status">
      <p className="bk-state__title">{title}</p>
      {children}
    </div>
  )
}

/** A failed load: the service's message and a retry button. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const messages = useMessages(sharedMessages)
  return (
    <div className="bk-state" data-state="error" role="alert">
      <p className="bk-state__title">{title ?? messages['shared.errorTitle']}</p>
      <p>{errorMessage(error, messages)}</p>
      {onRetry && (
        <button
          type="button"
          className="bk-button"
          onClick={(event) => {
            // The error goes once the read starts again: the focus stays in the component, not on the page.
            passFocus(event.currentTarget.closest<HTMLElement>('.bk-root'))
            onRetry()
          }}
        >
          {messages['shared.retry']}
        </button>
      )}
    </div>
  )
}

/** Loads the next page on click or Enter/Space; says when everything is loaded. */
export function LoadMoreButton({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  const messages = useMessages(sharedMessages)
  return (
    <div className="bk-load-more">
      {hasMore ? (
        <button
          type="button"
          className="bk-button"
          onClick={() => {
            if (!loading) onLoadMore()
          }}
          aria-disabled={loading}
          data-loading={loading || undefined}
        >
          {loading ? messages['shared.loadingMore'] : messages['shared.loadMore']}
        </button>
      ) : (
        <span className="bk-field__hint">{messages['shared.allLoaded']}</span>
      )}
    </div>
  )
}
