/** A form-level message: what went wrong (or right) with the last save, with the service's reasons listed. */
export interface FormAlertContent {
  tone: 'danger' | 'warning' | 'success'
  title: string
  details?: readonly string[]
}

function AlertBody({ alert }: { alert: FormAlertContent }) {
  return (
    <div className="bk-alert bk-form-alert" data-tone={alert.tone}>
      <p className="bk-form-alert__title">{alert.title}</p>
      {alert.details && alert.details.length > 0 && (
        <ul className="bk-form-alert__details">
          {alert.details.map((detail, index) => (
            <li key={index}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * Shows a `FormAlertContent` inside two live regions that are always in the page (a region added
 * together with its text is not reliably announced): failures as an alert, the rest as a status.
 */
export function FormAlert({ alert }: { alert: FormAlertContent | undefined }) {
  const urgent = alert?.tone === 'danger'
  return (
    <div className="bk-form-alerts">
      <div role="alert">{alert && urgent && <AlertBody alert={alert} />}</div>
      <div role="status">{alert && !urgent && <AlertBody alert={alert} />}</div>
    </div>
  )
}
