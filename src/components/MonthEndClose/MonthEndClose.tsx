import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { formatDateTime } from '../../format/date'
import { formatMonth } from '../../format/period'
import { monthEndCloseMessages } from '../../messages/statements/monthEndClose'
import type { MonthCloseSummary } from '../../core/close/items'
import { useLastTwelveMonths, useMonthEndCloses } from '../../react/close/monthEndCloses'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import type { LaterCounts } from './LaterItems'
import { LaterPart } from './laterParts'
import { MonthChecklist } from './MonthChecklist'
import type { MonthEndCloseProps } from './types'

export type { MonthEndCloseProps } from './types'

/**
 * Whether a month's books are done: a checklist of what is left (transactions to review, questions
 * waiting for the owner, accounts not reconciled, deposits and transfers to match, money in suspense, receivables that disagree
 * with the open invoices, statements that do not balance, changes since the sign-off), each
 * opening where it is fixed, and the month's sign-off kept in the `store` with its history.
 * Without `month`, the last twelve months, each opening its own.
 */
export function MonthEndClose({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: MonthEndCloseProps) {
  return (
    <ComponentRoot
      name="MonthEndClose"
      className={className ? `bk-close ${className}` : 'bk-close'}
      onError={onError}
      headingLevel={headingLevel}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <CloseContent {...props} />
    </ComponentRoot>
  )
}

type ContentProps = Omit<MonthEndCloseProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby'>

function CloseContent(props: ContentProps) {
  const [opened, setOpened] = useState<string>()
  // The month left last: its button takes the focus back when the list is drawn again.
  const [left, setLeft] = useState<string>()
  if (props.month !== undefined) return <MonthChecklist key={props.month} {...props} month={props.month} />
  if (opened !== undefined)
    return (
      <MonthChecklist
        key={opened}
        {...props}
        month={opened}
        onBack={() => {
          setLeft(opened)
          setOpened(undefined)
        }}
      />
    )
  return <MonthList {...props} focusMonth={left} onOpenMonth={setOpened} />
}

/** The last twelve months, newest first, each with its state and a button that opens it. */
function MonthList({
  companyId,
  focusMonth,
  onOpenMonth,
}: ContentProps & { focusMonth: string | undefined; onOpenMonth: (month: string) => void }) {
  const messages = useMessages(monthEndCloseMessages)
  const { locale } = useLocaleSettings()
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  const twelve = useLastTwelveMonths()
  const [later, setLater] = useState<LaterCounts>()
  const { months } = useMonthEndCloses(twelve, later?.match, { companyId })
  // Back from a month: focus on its button, once, as the list is drawn.
  const left = useRef<HTMLButtonElement>(null)
  useEffect(() => left.current?.focus(), [])
  return (
    <section className="bk-close__page" {...landmarkName}>
      <Suspense fallback={null}>
        <LaterPart.Component months={twelve} month={undefined} companyId={companyId} accounts={undefined} onItems={setLater} />
      </Suspense>
      <Heading id={titleId} className="bk-close__title">
        {messages['monthEndClose.overviewTitle']}
      </Heading>
      <p className="bk-close__note">{messages['monthEndClose.overviewNote']}</p>
      <table className="bk-close__months">
        <thead>
          <tr>
            <th scope="col">{messages['monthEndClose.month']}</th>
            <th scope="col">{messages['monthEndClose.state']}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((summary) => {
            const name = formatMonth(summary.month, locale, 'long')
            return (
              <tr key={summary.month} data-state={summary.state}>
                <th scope="row">
                  <button
                    type="button"
                    className="bk-button"
                    data-variant="ghost"
                    aria-label={messages['monthEndClose.open'](name)}
                    ref={summary.month === focusMonth ? left : undefined}
                    onClick={() => onOpenMonth(summary.month)}
                  >
                    {name}
                  </button>
                </th>
                <td>
                  <span className="bk-badge" data-tone={toneOf(summary)}>
                    {stateText(summary, messages, locale)}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

const toneOf = ({ state }: MonthCloseSummary) =>
  state === 'signedOff' ? 'success' : state === 'changed' || state === 'toDo' ? 'warning' : undefined

function stateText({ state, count, signedOff }: MonthCloseSummary, messages: typeof monthEndCloseMessages, locale: string): string {
  switch (state) {
    case 'signedOff':
      return messages['monthEndClose.monthSignedOff'](formatDateTime(signedOff!.at, locale))
    case 'changed':
      return messages['monthEndClose.monthChanged'](count)
    case 'ready':
      return messages['monthEndClose.monthReady']
    case 'toDo':
      return messages['monthEndClose.monthToDo'](count)
    case 'counting':
      return messages['monthEndClose.monthCounting']
    case 'empty':
      return messages['monthEndClose.monthEmpty']
  }
}
