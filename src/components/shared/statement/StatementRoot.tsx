import type { ComponentType } from 'react'
import { ComponentRoot, type CommonComponentProps } from '../root/ComponentRoot'
import type { LandmarkProps } from '../root/landmark'
import type { LoadCallbacks } from '../root/useLoadCallbacks'

/**
 * What every statement component takes beside its own options: the root's props, the load
 * callbacks, what an account chosen opens, whether the choices show, the exported file's name, and
 * the company's name.
 */
export interface StatementProps<Selection> extends CommonComponentProps, LoadCallbacks, LandmarkProps {
  /**
   * The user chose an account's figure (click, Enter or Space): open `<GeneralLedger>` on the
   * selection's `glAccountId`, over its dates and under its `accountingMethod`. Without it the
   * figures are plain text.
   */
  onSelectAccount?: (selection: Selection) => void
  /** Show the statement's choices (its dates, columns, comparison and method); default true. The props are where they start. */
  showOptions?: boolean
  /** Name of the exported file; default the statement's name and dates (`balance-sheet-<asOf>.csv`). */
  exportFileName?: string
  /**
   * The company's name as the host knows it, shown under the title and on the exported file's
   * company line. Without it, the name the service's bank transactions give the company where they
   * are read (without `accounts`, or synced already by the queue or a chart on the page); the file
   * then falls back to `companyId`.
   */
  companyName?: string
}

type RootProps = CommonComponentProps & LandmarkProps

/** A statement's props but the root's: what its content reads. */
export type StatementContentProps<Props extends RootProps> = Omit<Props, keyof RootProps>

/** A statement's root (class, error boundary, heading level, landmark name) around its content, which gets the rest of the props. */
export function StatementRoot<Props extends RootProps>({
  name,
  props,
  Content,
}: {
  name: string
  props: Props
  Content: ComponentType<StatementContentProps<Props>>
}) {
  const { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy, ...content } = props
  return (
    <ComponentRoot
      name={name}
      className={className}
      onError={onError}
      headingLevel={headingLevel}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      <Content {...content} />
    </ComponentRoot>
  )
}
