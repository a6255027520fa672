import { THEME_TOKENS, type ThemeToken } from './tokens'

/** A starting point of the theming page: a theme attribute and the variables a host would declare. */
export interface ThemePreset {
  id: PresetId
  label: string
  /** The `data-bk-theme` the host puts on its wrapper. */
  theme: 'light' | 'dark'
  /** What the host's stylesheet declares on top of the theme's defaults. */
  values: Readonly<Record<string, string>>
}

export type PresetId = 'light' | 'dark' | 'fernwood' | 'harbor-lane'

/*
 * Two made-up partner brands. Fonts are system stacks only (nothing is fetched); every colour pair
 * keeps WCAG AA contrast with the default text, muted, status and primary-text colours.
 */
const fernwood: ThemePreset = {
  id: 'fernwood',
  label: 'Fernwood Co-op',
  theme: 'light',
  values: {
    '--bk-color-primary': '#1f6f43',
    '--bk-color-focus': '#1f6f43',
    '--bk-color-surface': '#f2f6f0',
    '--bk-color-row-hover': '#eef6f0',
    '--bk-color-row-selected': '#dcefe2',
    // Humanist sans, as installed: macOS, Windows, Linux.
    '--bk-font-family': "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
    '--bk-radius': '12px',
    '--bk-space': '10px',
    '--bk-row-height': '48px',
    '--bk-control-height': '40px',
  },
}

const harborLane: ThemePreset = {
  id: 'harbor-lane',
  label: 'Harbor Lane Studio',
  theme: 'light',
  values: {
    '--bk-color-primary': '#5b2a86',
    '--bk-color-focus': '#5b2a86',
    '--bk-color-surface': '#f6f3fa',
    '--bk-color-row-hover': '#f5f0fb',
    '--bk-color-row-selected': '#ece3f7',
    // Geometric sans for text, a monospace for amounts.
    '--bk-font-family': "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
    '--bk-font-family-numeric': "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
    '--bk-radius': '0px',
    '--bk-space': '6px',
    '--bk-row-height': '34px',
    '--bk-control-height': '30px',
  },
}

export const PRESETS: readonly ThemePreset[] = [
  { id: 'light', label: 'Light', theme: 'light', values: {} },
  { id: 'dark', label: 'Dark', theme: 'dark', values: {} },
  fernwood,
  harborLane,
]

export function presetById(id: PresetId): ThemePreset {
  return PRESETS.find((preset) => preset.id === id) as ThemePreset
}

/** A variable's default under a theme: what tokens.css gives it with no host declaration. */
export function themeDefault(token: ThemeToken, theme: ThemePreset['theme']): string {
  return theme === 'dark' ? (token.dark ?? token.light) : token.light
}

/** The page's state: a preset, and what the user changed on top of it (`''`: the field was emptied). */
export interface ThemeState {
  preset: PresetId
  edits: Readonly<Record<string, string>>
}

/** The value a variable's field shows. */
export function shownValue(token: ThemeToken, state: ThemeState): string {
  const preset = presetById(state.preset)
  return state.edits[token.name] ?? preset.values[token.name] ?? themeDefault(token, preset.theme)
}

/**
 * What the host declares: every variable whose value differs from its theme default, as
 * `[name, value]` pairs in tokens.css order. An emptied field declares nothing.
 */
export function hostDeclarations(state: ThemeState, tokens: readonly ThemeToken[] = THEME_TOKENS): Array<[string, string]> {
  const preset = presetById(state.preset)
  return (
    tokens
      // Braces and semicolons would end the rule: a field holds one value, nothing more.
      .map((token): [string, string] => [token.name, shownValue(token, state).replace(/[{};]/g, '').trim()])
      .filter(([name, value]) => {
        const token = tokens.find((candidate) => candidate.name === name) as ThemeToken
        return value !== '' && value !== themeDefault(token, preset.theme)
      })
  )
}

/** The host's stylesheet for these declarations, under `selector`. */
export function hostCss(selector: string, declarations: ReadonlyArray<[string, string]>): string {
  if (declarations.length === 0) return `${selector} {\n  /* the theme's defaults: nothing to declare */\n}`
  return `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`
}
