// Reading a chart as a user meets it in jsdom: its figure once the figures are in, its summary,
// each point's name and a table row's cells.
import { screen, waitFor } from '@testing-library/react'

/** Intl puts no-break spaces in amounts (de-DE before the €); compared as plain spaces. */
export const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** The chart's figure once its figures are in: found by its title, named by its summary. */
export async function chartFigure(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title })
  const figure = heading.closest('figure') as HTMLElement
  await waitFor(() => expect(figure.querySelector('.bk-chart__summary')).not.toBeNull())
  return figure
}

/** The one-sentence summary (the figure's accessible name). */
export const summaryOf = (figure: HTMLElement) => figure.querySelector('.bk-chart__summary')?.textContent ?? ''
/** Each point's accessible name, in order. */
export const pointLabels = (figure: HTMLElement) =>
  [...figure.querySelectorAll('.bk-chart__point')].map((point) => point.getAttribute('aria-label') ?? '')
/** Each row's cells, as text. */
export const cellsOf = (row: Element) => [...row.children].map((cell) => spaced(cell.textContent))
