/// <reference types="vite/client" />
// The theming page's list of variables, read from tokens.css at build time: a variable added there
// shows up on the page with its defaults, without editing the page.
import tokensCss from '../../src/styles/tokens.css?raw'

/** How a variable is edited: a colour picker, a number (with its unit), or free text. */
type TokenKind = 'color' | 'number' | 'length' | 'text'

/** Where a variable is listed on the page, from its name. */
export type TokenGroup = 'Colour' | 'Chart colour' | 'Type' | 'Size, space and layers'

/** One `--bk-*` variable and its defaults. */
export interface ThemeToken {
  name: string
  /** The value declared on `:root`. */
  light: string
  /** The value declared for `data-bk-theme="dark"`, when the dark theme changes it. */
  dark?: string
  kind: TokenKind
  group: TokenGroup
}

type Theme = 'light' | 'dark' | 'auto'

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/
const LENGTH = /^(-?(?:\d+\.?\d*|\.\d+))(px|rem|em|%)$/

/** The kind of editor for a value: `<input type="color">` takes only `#rrggbb`, so other colours are text. */
function tokenKind(value: string): TokenKind {
  if (COLOR.test(value)) return 'color'
  if (NUMBER.test(value)) return 'number'
  if (LENGTH.test(value)) return 'length'
  return 'text'
}

/** `14px` → `{ amount: '14', unit: 'px' }`. */
export function splitLength(value: string): { amount: string; unit: string } | undefined {
  const match = LENGTH.exec(value.trim())
  return match ? { amount: match[1] as string, unit: match[2] as string } : undefined
}

/** `#abc` → `#aabbcc`, the only form a colour input accepts. */
export function longHex(value: string): string {
  return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase() : value.toLowerCase()
}

function groupOf(name: string): TokenGroup {
  if (name.startsWith('--bk-color-')) return 'Colour'
  if (name.startsWith('--bk-chart-')) return 'Chart colour'
  if (name.startsWith('--bk-font-') || name === '--bk-line-height') return 'Type'
  return 'Size, space and layers'
}

/** Which theme a rule's selector declares for. */
function themeOf(selector: string): Theme | undefined {
  if (/data-bk-theme=['"]?dark/.test(selector)) return 'dark'
  if (/data-bk-theme=['"]?auto/.test(selector)) return 'auto'
  if (selector.includes(':root')) return 'light'
  return undefined
}

/**
 * Every `--bk-*` declaration of a stylesheet shaped like tokens.css, in order of first appearance:
 * the value on `:root` and, where it differs, under `data-bk-theme="dark"`. (The `auto` block
 * repeats the dark values inside a media query and adds nothing here.)
 */
function parseTokens(css: string): ThemeToken[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const values = new Map<string, { light?: string; dark?: string }>()
  // Innermost rules only: `selector { declarations }` with no braces inside.
  for (const rule of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const theme = themeOf(rule[1] as string)
    if (theme !== 'light' && theme !== 'dark') continue
    for (const declaration of (rule[2] as string).matchAll(/(--bk-[\w-]+)\s*:\s*([^;]+);/g)) {
      const name = declaration[1] as string
      const entry = values.get(name) ?? {}
      entry[theme] = (declaration[2] as string).trim().replace(/\s+/g, ' ')
      values.set(name, entry)
    }
  }
  return [...values].map(([name, { light = '', dark }]) => ({
    name,
    light,
    ...(dark !== undefined && dark !== light ? { dark } : {}),
    kind: tokenKind(light || (dark ?? '')),
    group: groupOf(name),
  }))
}

/** The variables of src/styles/tokens.css. */
export const THEME_TOKENS: readonly ThemeToken[] = parseTokens(tokensCss)

/** The raw text of tokens.css, for checks that must not trust the parser above. */
export const TOKENS_CSS = tokensCss
