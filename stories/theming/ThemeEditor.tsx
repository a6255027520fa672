import { PRESETS, presetById, shownValue, themeDefault, type PresetId, type ThemeState } from './presets'
import { TokenField } from './TokenField'
import { THEME_TOKENS, type TokenGroup } from './tokens'

const GROUPS: readonly TokenGroup[] = ['Colour', 'Chart colour', 'Type', 'Size, space and layers']

interface ThemeEditorProps {
  state: ThemeState
  onPreset: (preset: PresetId) => void
  onEdit: (name: string, value: string) => void
  onReset: () => void
}

/** The preset switch and one field per `--bk-*` variable of tokens.css, grouped. */
export function ThemeEditor({ state, onPreset, onEdit, onReset }: ThemeEditorProps) {
  const preset = presetById(state.preset)
  const edited = Object.keys(state.edits).length
  return (
    <form className="theming-editor" aria-label="Theme variables" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="theming-editor__presets">
        <legend>Preset</legend>
        {PRESETS.map((option) => (
          <label key={option.id} className="theming-editor__preset">
            <input
              type="radio"
              name="theming-preset"
              value={option.id}
              checked={state.preset === option.id}
              onChange={() => onPreset(option.id)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {/* aria-disabled, not disabled: a reset leaves the focus on this button, not on the page. */}
      <button
        type="button"
        className="theming-editor__reset"
        aria-disabled={edited === 0}
        onClick={() => {
          if (edited > 0) onReset()
        }}
      >
        {edited === 0 ? 'No changes to reset' : `Reset ${edited} ${edited === 1 ? 'change' : 'changes'} to ${preset.label}`}
      </button>
      {GROUPS.map((group) => {
        const tokens = THEME_TOKENS.filter((token) => token.group === group)
        if (tokens.length === 0) return null
        return (
          <fieldset key={group} className="theming-editor__group">
            <legend>{group}</legend>
            {tokens.map((token) => (
              <TokenField
                key={token.name}
                token={token}
                value={shownValue(token, state)}
                fallback={themeDefault(token, preset.theme)}
                onChange={(value) => onEdit(token.name, value)}
              />
            ))}
          </fieldset>
        )
      })}
    </form>
  )
}
