import { useMemo, type ErrorInfo, type ReactNode } from 'react'
import { useRenderErrorRecovery } from '../../../react/provider/provided'
import { QueryScopeProvider } from '../../../react/provider/queryScope'
import { ErrorBoundary } from './ErrorBoundary'
import { HeadingLevelScope, readHeadingLevel, useHeadingLevel, type HeadingLevel } from './heading'
import { LandmarkNameScope, type LandmarkProps } from './landmark'
import { sharedMessages } from '../../../messages/shared'

/** Props every bookkit component takes, beside its own. */
export interface CommonComponentProps {
  /** Extra class names on the component's root element. */
  className?: string
  /** A render error inside the component: it is contained there and reported here. */
  onError?: (error: Error, info: ErrorInfo) => void
  /**
   * The level of the component's title heading, `2` to `6`; default 2 (the host's page title is
   * the `h1`). Headings inside the component go one level below it, and a list gives it to the
   * detail or editor it opens. A value that is not an integer from 2 to 6 is taken as the nearest
   * of them (`1` is 2, `7` is 6, `3.5` is 3), anything but a number as 2; it never throws.
   */
  headingLevel?: HeadingLevel
}

/**
 * The root of every component: the `bk-root` class, its name for CSS and tests, and an error
 * boundary; the level its headings start at (the host's `headingLevel`, else the level of the
 * component around it, else 2) and the host's name for its own landmark, if it is one.
 */
export function ComponentRoot({
  name,
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  children,
  ...attributes
}: CommonComponentProps & LandmarkProps & { name: string; children: ReactNode } & Record<`data-${string}`, string | boolean | undefined>) {
  const around = useHeadingLevel()
  const level = headingLevel === undefined ? around : readHeadingLevel(headingLevel)
  const landmarkName = useMemo(() => ({ 'aria-label': label, 'aria-labelledby': labelledBy }), [label, labelledBy])
  return (
    <div className={className ? `bk-root ${className}` : 'bk-root'} data-bk-component={name} {...attributes}>
      {/* The scope sits outside the boundary: it outlives the crashed children, for the fallback to reset. */}
      <QueryScopeProvider>
        <HeadingLevelScope level={level}>
          <LandmarkNameScope name={landmarkName}>
            <ErrorBoundary onError={onError} Fallback={RenderErrorFallback}>
              {children}
            </ErrorBoundary>
          </LandmarkNameScope>
        </HeadingLevelScope>
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
