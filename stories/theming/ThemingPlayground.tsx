import { useId, useState, type ReactNode } from 'react'
import { ThemeEditor } from './ThemeEditor'
import { hostCss, hostDeclarations, presetById, type PresetId, type ThemeState } from './presets'

export interface ThemingPlaygroundProps {
  /** The preset the page opens with. */
  initialPreset?: PresetId
  /** The live components, themed by the wrapper around them. */
  children?: ReactNode
}

/**
 * The theming page: an editor for every `--bk-*` variable beside a wrapper element (the "host")
 * around live components. The wrapper gets what a partner would write: `data-bk-theme` and a rule
 * declaring the changed variables, shown below as the CSS to copy.
 */
export function ThemingPlayground({ initialPreset = 'light', children }: ThemingPlaygroundProps) {
  const [state, setState] = useState<ThemeState>({ preset: initialPreset, edits: {} })
  const preset = presetById(state.preset)
  const declarations = hostDeclarations(state)
  // One page may hold several playgrounds (the docs page): each rule reaches its own wrapper only.
  const stageId = useId()
  const appliedCss = hostCss(`[data-theming-stage="${stageId}"]`, declarations)
  const shownCss = hostCss('.my-books', declarations)

  return (
    <div className="theming-page">
      <ThemeEditor
        state={state}
        onPreset={(id) => setState({ preset: id, edits: {} })}
        onEdit={(name, value) => setState((previous) => ({ ...previous, edits: { ...previous.edits, [name]: value } }))}
        onReset={() => setState((previous) => ({ ...previous, edits: {} }))}
      />
      <div className="theming-page__result">
        <section className="theming-css" aria-labelledby={`${stageId}-css`}>
          <h2 id={`${stageId}-css`}>Your stylesheet</h2>
          <p>
            Declare the variables on any ancestor of the components
            {preset.theme === 'dark' ? (
              <>
                , with <code>data-bk-theme=&quot;dark&quot;</code> on it or above it
              </>
            ) : null}
            :
          </p>
          <pre className="theming-css__code" data-testid="host-css">
            <code>{shownCss}</code>
          </pre>
        </section>
        <style>{appliedCss}</style>
        <div
          className="theming-stage"
          data-theming-stage={stageId}
          data-bk-theme={preset.theme}
          data-preset={preset.id}
          data-testid="theming-stage"
        >
          {children}
        </div>
      </div>
    </div>
  )
}
