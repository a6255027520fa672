import { IsolatedText } from '../../text/SentenceWithName'

/** A choice an alert offers, such as saving again after an unknown outcome. */
interface FormAlertAction {
  label: string
  onClick: () => void
}

/** A form-level message: what went wrong (or right) with the last save, with the service's reasons listed and the choices it leaves; names from outside in it marked by `isolate()`. */
export interface FormAlertContent {
  tone: 'danger' | 'warning' | 'success'
  title: string
  details?: readonly string[]
  actions?: readonly FormAlertAction[]
}

function AlertBody({ alert }: { alert: FormAlertContent }) {
  return (
    <div className="bk-alert bk-form-alert" data-tone={alert.tone}>
      <p className="bk-form-alert__title">
        <IsolatedText text={alert.title} />
      </p>
      {alert.details && alert.details.length > 0 && (
        <ul className="bk-form-alert__details">
          {alert.details.map((detail, index) => (
            <li key={index}>
              <IsolatedText text={detail} />
            </li>
          ))}
        </ul>
      )}
      {alert.actions && alert.actions.length > 0 && (
        <div className="bk-form-alert__actions">
          {alert.actions.map((action) => (
            <button key={action.label} type="button" className="bk-button" onClick={action.onClick}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

/**
 * Shows a `FormAlertContent` inside two live regions that are always in the page (a region added
 * together with its text is not reliably announced): failures and unknown outcomes as an alert, the
 * rest as a status.
 */
export function FormAlert({ alert }: { alert: FormAlertContent | undefined }) {
  const urgent = alert?.tone === 'danger' || alert?.tone === 'warning'
  return (
    <div className="bk-form-alerts">
      <div role="alert">{alert && urgent && <AlertBody alert={alert} />}</div>
      <div role="status">{alert && !urgent && <AlertBody alert={alert} />}</div>
    </div>
  )
}
