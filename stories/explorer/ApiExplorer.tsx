import { useId, useState } from 'react'
import { explorerOperations } from './operations'

/** What the explorer shows of an answer. */
interface Answer {
  status: number
  body: string
}

/** Calls any endpoint of the service with an editable request and shows the answer as it came. */
export function ApiExplorer({
  baseUrl,
  fetchToken,
  placeholders,
}: {
  baseUrl: string
  fetchToken: () => Promise<{ access_token: string }>
  placeholders: Record<string, string>
}) {
  const id = useId()
  const [operationId, setOperationId] = useState(explorerOperations[0]!.id)
  const operation = explorerOperations.find((candidate) => candidate.id === operationId)!
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => placeholders[name] ?? whole)
  const [bodyText, setBodyText] = useState(() => bodyFor(operation.body))
  const [answer, setAnswer] = useState<Answer>()
  const [problem, setProblem] = useState<string>()

  function choose(next: string) {
    setOperationId(next)
    setBodyText(bodyFor(explorerOperations.find((candidate) => candidate.id === next)?.body))
    setAnswer(undefined)
    setProblem(undefined)
  }

  async function send() {
    setProblem(undefined)
    const { access_token } = await fetchToken()
    const response = await fetch(baseUrl + fill(operation.path), {
      method: operation.method,
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json', ...operation.headers },
      body: operation.method === 'POST' ? fill(bodyText) : undefined,
    }).catch((error: unknown) => {
      setProblem(String(error))
      return undefined
    })
    if (!response) return
    const text = await response.text()
    let pretty = text
    try {
      pretty = JSON.stringify(JSON.parse(text), null, 2)
    } catch {
      // Not JSON: shown as it came.
    }
    setAnswer({ status: response.status, body: pretty })
  }

  return (
    <section className="bk-root explorer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Service explorer</h2>
      <div className="bk-toolbar">
        <label className="bk-field">
          <span className="bk-field__label">Operation</span>
          <select className="bk-select" value={operationId} onChange={(event) => choose(event.target.value)}>
            {explorerOperations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="bk-button" data-variant="primary" onClick={() => void send()}>
          Send
        </button>
      </div>
      <p>
        <code>
          {operation.method} {fill(operation.path)}
        </code>{' '}
        — {operation.note}
      </p>
      {operation.method === 'POST' && (
        <label className="bk-field">
          <span className="bk-field__label">Request body</span>
          <textarea
            className="bk-textarea explorer__body"
            rows={10}
            value={bodyText}
            onChange={(event) => setBodyText(event.target.value)}
          />
        </label>
      )}
      {problem && <p role="alert">{problem}</p>}
      {answer && (
        <section aria-label="Answer">
          <p>
            Status <strong data-testid="explorer-status">{answer.status}</strong>
          </p>
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
          <pre className="explorer__answer" tabIndex={0}>
            {answer.body}
          </pre>
        </section>
      )}
    </section>
  )
}

function bodyFor(body: unknown): string {
  return body === undefined ? '' : JSON.stringify(body, null, 2)
}
