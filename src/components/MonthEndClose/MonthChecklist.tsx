import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { CloseItemFilter, MonthEndCloseItem } from '../../core/close/closeItems'
import { lackingReasons } from '../../core/close/items'
import type { CloseItemId } from '../../core/close/monthClose'
import { formatDate, formatDateTime } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMonth } from '../../format/period'
import { monthEndCloseMessages } from '../../messages/statements/monthEndClose'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { Heading } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import { lazyPart } from '../shared/lazyPart'
import { ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { CloseItemView, itemTitle } from './CloseItemView'
import { LaterPart, useChecklistClose } from './laterParts'
import { SignOffHistory } from './SignOffHistory'
import type { MonthEndCloseProps } from './types'

// Where an item is fixed opens in a dialog only when the user asks: its components' code loads then.
const OpenDialog = lazyPart(
  () => import('./OpenDialog'),
  (module) => module.OpenDialog,
)

type Props = Omit<MonthEndCloseProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby' | 'month'> & {
  month: string
  /** Back to the twelve months, when the checklist was opened from them. */
  onBack?: () => void
}

/** Whether the checklist draws the item: "No change since sign-off" only once there was a sign-off (before it, "Done" would say nothing). */
const isDrawn = (item: MonthEndCloseItem) => item.id !== 'changes' || item.since !== undefined

/** What the user last did with the sign-off: said once, politely. */
type Outcome = { tone: 'success' | 'danger'; text: string } | undefined

/** One month's checklist, its sign-off (or reopening) and its history. */
export function MonthChecklist({ month, companyId, accounts, userName, onOpen, onReadyToClose, onBack, onLoadStart, onLoadError }: Props) {
  const messages = useMessages(monthEndCloseMessages)
  const { locale } = useLocaleSettings()
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  const { close, months, onLater } = useChecklistClose(month, { companyId })
  const [reasons, setReasons] = useState<Partial<Record<CloseItemId, string>>>({})
  const [missing, setMissing] = useState<CloseItemId[]>([])
  // The reasons are asked for once the user chooses to sign off with items not done.
  const [asking, setAsking] = useState(false)
  // The first reason a refused sign-off waits for is where the user goes next: once it is drawn.
  const [focusReason, setFocusReason] = useState<{ id: CloseItemId }>()
  useEffect(() => {
    // The item's field, found from its title (the field's own id is the shared field's).
    if (focusReason) document.getElementById(`${titleId}-${focusReason.id}`)?.closest('[data-item]')?.querySelector('textarea')?.focus()
  }, [focusReason, titleId])
  // Opened from the twelve months, the checklist takes the focus on its heading: once, when it is drawn
  // (a ref of its own each render would take it back from whatever the user is typing in).
  const heading = useRef<HTMLHeadingElement>(null)
  const openedFromList = onBack !== undefined
  const headingDrawn = useCallback(
    (element: HTMLHeadingElement | null) => {
      heading.current = element
      if (element && openedFromList) element.focus()
    },
    [openedFromList],
  )
  const [reopenReason, setReopenReason] = useState('')
  const [outcome, setOutcome] = useState<Outcome>()
  const [opened, setOpened] = useState<{ item: CloseItemId; filter: CloseItemFilter; title: string }>()
  // A dialog closed whose opener is gone (the account it reconciled is done): the focus goes to its item.
  const [closedItem, setClosedItem] = useState<{ id: CloseItemId }>()
  useEffect(() => {
    const focused = document.activeElement
    if (closedItem && (focused === null || focused === document.body)) document.getElementById(`${titleId}-${closedItem.id}`)?.focus()
  }, [closedItem, titleId])
  const counting = close.items.some((item) => item.figures === 'counting')
  useLoadCallbacks({ fetching: counting, error: close.error }, { onLoadStart, onLoadError })
  const monthName = close.month ? formatMonth(close.month, locale, 'long') : month

  if (close.month === undefined) {
    return (
      <div className="bk-state" data-state="error" role="alert">
        <p className="bk-state__title">{messages['monthEndClose.errorTitle']}</p>
        <p>{close.error?.message}</p>
      </div>
    )
  }

  const open = (item: MonthEndCloseItem, filter: CloseItemFilter = item.filter) => {
    if (onOpen) onOpen(item.id, filter)
    else setOpened({ item: item.id, filter, title: dialogTitle(item, filter) })
  }

  // One account's reconciliation is named by its account; any other dialog by its item.
  const dialogTitle = (item: MonthEndCloseItem, filter: CloseItemFilter) => {
    const account = item.id === 'reconcile' ? item.accounts.find((one) => one.bankAccountId === filter.bankAccountId) : undefined
    return account ? messages['monthEndClose.reconcile.openAccount'](isolate(account.name)) : itemTitle(item.id, messages)
  }

  const signOff = async () => {
    const lacking = lackingReasons(close.items, reasons)
    setMissing(lacking)
    if (lacking.length > 0) {
      setAsking(true)
      setOutcome({ tone: 'danger', text: messages['monthEndClose.signOffNeedsReasons'](lacking.length) })
      setFocusReason({ id: lacking[0]! })
      return
    }
    try {
      await close.signOff({ reasons, ...(userName && { userName }) })
      setOutcome({ tone: 'success', text: messages['monthEndClose.signedOffNow'](monthName) })
      setReasons({})
      setAsking(false)
      // The button pressed gives way to Reopen: the focus goes to the month's heading, not to the page.
      heading.current?.focus()
      if (close.companyId !== undefined && close.to) onReadyToClose?.({ companyId: close.companyId, through: close.to })
    } catch (error) {
      setOutcome({
        tone: 'danger',
        text:
          (error as Error | undefined)?.name === 'CloseRefusedError'
            ? messages['monthEndClose.signedOffMeanwhile']
            : messages['monthEndClose.signOffFailed'],
      })
    }
  }

  const reopen = async () => {
    try {
      await close.reopen({ reason: reopenReason, ...(userName && { userName }) })
      setOutcome({ tone: 'success', text: messages['monthEndClose.reopenedNow'](monthName) })
      setReopenReason('')
      heading.current?.focus()
    } catch {
      setOutcome({ tone: 'danger', text: messages['monthEndClose.reopenFailed'] })
    }
  }

  const signed = close.signedOff
  const changesLeft = close.items.find((item) => item.id === 'changes')?.left ?? 0
  const summary = signed
    ? signed.by
      ? messages['monthEndClose.signedOffBy'](formatDateTime(signed.at, locale), isolate(signed.by))
      : messages['monthEndClose.signedOffOn'](formatDateTime(signed.at, locale))
    : close.nothingRecorded
      ? messages['monthEndClose.summaryNothingRecorded'](monthName)
      : close.ready
        ? messages['monthEndClose.summaryReady']
        : [
            close.toDo > 0 && messages['monthEndClose.summaryToDo'](close.toDo),
            close.unknown > 0 && messages['monthEndClose.summaryUnknown'](close.unknown),
          ]
            .filter(Boolean)
            .join(' ')
  const closing = close.closing
  return (
    <section className="bk-close__page" {...landmarkName} aria-busy={counting || undefined}>
      {close.month !== undefined && (
        <Suspense fallback={null}>
          <LaterPart.Component months={months} month={close.month} companyId={companyId} accounts={accounts} onItems={onLater} />
        </Suspense>
      )}
      {onBack && (
        <button type="button" className="bk-button bk-close__back" data-variant="ghost" onClick={onBack}>
          {messages['monthEndClose.back']}
        </button>
      )}
      <Heading id={titleId} className="bk-close__title" tabIndex={-1} ref={headingDrawn}>
        {messages['monthEndClose.title'](monthName)}
      </Heading>
      <p className="bk-close__summary">{summary}</p>
      {signed && changesLeft > 0 && (
        <p className="bk-alert" data-tone="warning">
          {messages['monthEndClose.changedSince'](changesLeft)}
        </p>
      )}
      {closing && closing.date && (
        <p className="bk-close__note">
          {closing.modificationsEnabled
            ? messages['monthEndClose.serviceClosedOpen'](formatDate(closing.date, locale))
            : messages['monthEndClose.serviceClosed'](formatDate(closing.date, locale))}
        </p>
      )}
      {close.error && <ErrorState error={close.error} title={messages['monthEndClose.errorTitle']} />}
      {close.items.length === 0 ? (
        <LoadingState rows={8} columns={1} label={messages['monthEndClose.loading']} />
      ) : (
        <ol className="bk-close__items">
          {close.items.filter(isDrawn).map((item) => (
            <CloseItemView
              key={item.id}
              item={item}
              idPrefix={titleId}
              signedOff={signed}
              reason={reasons[item.id] ?? ''}
              asking={asking}
              missing={missing.includes(item.id)}
              onReason={(text) => {
                setReasons((now) => ({ ...now, [item.id]: text }))
                if (text.trim()) setMissing((now) => now.filter((id) => id !== item.id))
              }}
              onOpen={open}
            />
          ))}
        </ol>
      )}
      {!signed && !close.nothingRecorded && <p className="bk-close__note">{messages['monthEndClose.signOffDoesNotLock'](monthName)}</p>}
      {close.readOnly && (
        // Why the button below cannot be used, said above it and named as its description.
        <p id={`${titleId}-readOnly`} className="bk-close__note" data-state="read-only">
          {signed ? messages['monthEndClose.readOnlyReopen'] : messages['monthEndClose.readOnlySignOff']}
        </p>
      )}
      <div className="bk-close__actions">
        {signed ? (
          <>
            {!close.readOnly && (
              <label className="bk-field">
                <span className="bk-field__label">{messages['monthEndClose.reopenReason']}</span>
                <textarea className="bk-input" rows={2} value={reopenReason} onChange={(event) => setReopenReason(event.target.value)} />
              </label>
            )}
            <button
              type="button"
              className="bk-button"
              disabled={close.isSaving || close.readOnly}
              aria-describedby={close.readOnly ? `${titleId}-readOnly` : undefined}
              onClick={reopen}
            >
              {messages['monthEndClose.reopen'](monthName)}
            </button>
          </>
        ) : close.nothingRecorded ? null : (
          <button
            type="button"
            className="bk-button"
            data-variant="primary"
            disabled={close.readOnly}
            aria-describedby={close.readOnly ? `${titleId}-readOnly` : undefined}
            aria-disabled={close.isSaving || close.items.length === 0 || undefined}
            onClick={() => {
              if (!close.isSaving && close.items.length > 0) void signOff()
            }}
          >
            {close.isSaving ? messages['monthEndClose.signingOff'] : messages['monthEndClose.signOff'](monthName)}
          </button>
        )}
        <p role="status" className="bk-close__outcome">
          {outcome && (
            <span className="bk-alert" data-tone={outcome.tone}>
              {outcome.text}
              {missing.length > 0 && outcome.tone === 'danger' && (
                <span className="bk-close__missing"> {missing.map((id) => itemTitle(id, messages)).join(', ')}</span>
              )}
            </span>
          )}
        </p>
      </div>
      {close.record && close.record.signOffs.length > 0 && <SignOffHistory record={close.record} />}
      {opened && (
        <Suspense fallback={null}>
          <OpenDialog.Component
            item={opened.item}
            filter={opened.filter}
            accounts={accounts}
            companyId={close.companyId}
            title={opened.title}
            closeLabel={messages['monthEndClose.dialogClose']}
            onClose={() => {
              setOpened(undefined)
              setClosedItem({ id: opened.item })
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
