import type { AccountingMethod, GlAccount } from '../../api/types'
import { useAccountBalances } from '../../react/statements/accountBalances'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { BalanceChartView, type BalanceChartVariant } from './BalanceChartView'

/** Props of `<AccountBalanceChart>`. */
export interface AccountBalanceChartProps extends CommonComponentProps, LoadCallbacks {
  /** The GL account (`gla_…`). */
  glAccountId: string
  /** Its name for the summary, when the host knows it; else the id. */
  glAccount?: Pick<GlAccount, 'name'> & Partial<GlAccount>
  /** First day, `YYYY-MM-DD`; default the first day of the month eleven months ago. */
  from?: string
  /** Last day, `YYYY-MM-DD`; default today where the user is. */
  to?: string
  /** Default the company's method. */
  accountingMethod?: AccountingMethod
  /** A line (default) or a filled area. */
  variant?: BalanceChartVariant
}

/** One GL account's balance over a date range: the balance before it, then each day's closing running balance. */
export function AccountBalanceChart({
  className,
  onError,
  headingLevel,
  glAccountId,
  glAccount,
  from,
  to,
  accountingMethod,
  variant,
  onLoadStart,
  onLoadError,
}: AccountBalanceChartProps) {
  return (
    <ComponentRoot
      name="AccountBalanceChart"
      className={className ? `bk-chart-root ${className}` : 'bk-chart-root'}
      onError={onError}
      headingLevel={headingLevel}
    >
      <Balances
        glAccountId={glAccountId}
        accountName={glAccount?.displayName || glAccount?.name || glAccountId}
        from={from}
        to={to}
        accountingMethod={accountingMethod}
        variant={variant}
        onLoadStart={onLoadStart}
        onLoadError={onLoadError}
      />
    </ComponentRoot>
  )
}

function Balances({
  glAccountId,
  accountName,
  from,
  to,
  accountingMethod,
  ...view
}: Omit<AccountBalanceChartProps, 'className' | 'onError' | 'glAccount'> & { accountName: string }) {
  const balances = useAccountBalances(glAccountId, { from, to, accountingMethod })
  return <BalanceChartView balances={balances} accountName={accountName} {...view} />
}
