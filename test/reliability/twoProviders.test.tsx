// Two BookkeepingProviders with different tokens on one page (a partner showing two businesses
// side by side): each sends only its own token and shows only its own company's data, through the
// hooks and through the components, even with one host QueryClient; neither token leaks.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import type { NotificationSettings } from '../../src/api/types'
import { InvoiceList, NotificationSettingsForm } from '../../src/components'
import { BookkeepingProvider, useInvoices, useNotificationSettings, useUpdateNotificationSettings } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { recordRequests } from '../support/requests'
import { issuedTokens, watchForLeaks } from './support'

const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

/** One provider's view: its invoices' ids and its notification settings. */
function CompanyView({ label }: { label: string }) {
  const invoices = useInvoices({ limit: 100, sort: { value: 'invoiceNumber' } })
  const settings = useNotificationSettings()
  const update = useUpdateNotificationSettings()
  return (
    <section aria-label={label} data-ready={Boolean(invoices.isSuccess && settings.isSuccess)}>
      <p data-testid="settings">{JSON.stringify(settings.data ?? null)}</p>
      <button
        type="button"
        onClick={() => update.mutate({ financialSummaries: 'SMS', bankConnectionErrors: 'EMAIL', conversations: 'OFF' })}
      >
        Save settings
      </button>
      <p data-testid="saved">{update.isSuccess ? 'saved' : ''}</p>
      <ul>
        {invoices.data?.invoices.map((invoice) => (
          <li key={invoice.id}>{invoice.id}</li>
        ))}
      </ul>
    </section>
  )
}

describe('two providers with different tokens on one page', () => {
  it("never send, show or cache each other's token or data", async () => {
    const watch = watchForLeaks()
    const requests = recordRequests(state.server)
    const fetchBakery = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const fetchBikeShop = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const shared = new QueryClient()
    render(
      <>
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchBakery} queryClient={shared}>
          <CompanyView label="Bakery" />
        </BookkeepingProvider>
        <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchBikeShop} queryClient={shared}>
          <CompanyView label="Bike shop" />
        </BookkeepingProvider>
      </>,
    )
    const bakeryView = screen.getByRole('region', { name: 'Bakery' })
    const bikeShopView = screen.getByRole('region', { name: 'Bike shop' })
    await waitFor(() => {
      expect(bakeryView).toHaveAttribute('data-ready', 'true')
      expect(bikeShopView).toHaveAttribute('data-ready', 'true')
    })
    const bikeShopSettingsBefore = within(bikeShopView).getByTestId('settings').textContent

    // The bakery owner changes their settings: the bike shop's view does not change.
    within(bakeryView).getByRole('button', { name: 'Save settings' }).click()
    await waitFor(() => expect(within(bakeryView).getByTestId('saved')).toHaveTextContent('saved'))
    expect(JSON.parse(within(bakeryView).getByTestId('settings').textContent ?? 'null')).toEqual<NotificationSettings>({
      financialSummaries: 'SMS',
      bankConnectionErrors: 'EMAIL',
      conversations: 'OFF',
    })
    expect(within(bikeShopView).getByTestId('settings').textContent).toBe(bikeShopSettingsBefore)
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bikeShopOwner)).toEqual(JSON.parse(bikeShopSettingsBefore ?? 'null'))

    const ids = (view: HTMLElement) =>
      within(view)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    const bakeryInvoices = new Set(state.sandbox.inspect.invoices(bakery.id).map((invoice) => invoice.id))
    expect(ids(bakeryView).length).toBeGreaterThan(0)
    expect(ids(bakeryView).every((id) => bakeryInvoices.has(id))).toBe(true)
    expect(ids(bikeShopView).length).toBeGreaterThan(0)
    expect(ids(bikeShopView).some((id) => bakeryInvoices.has(id))).toBe(false)

    // Each provider asked its own fetchToken once and sent only its own token.
    expect(fetchBakery).toHaveBeenCalledTimes(1)
    expect(fetchBikeShop).toHaveBeenCalledTimes(1)
    const [bakeryToken] = await issuedTokens(fetchBakery)
    const [bikeShopToken] = await issuedTokens(fetchBikeShop)
    const bearers = requests.map((request) => request.headers.get('authorization'))
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${bakeryToken}`, `Bearer ${bikeShopToken}`]))
    const settingsWrites = requests.filter(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/v6/notifications/settings',
    )
    expect(settingsWrites.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${bakeryToken}`])
    watch.expectNoLeak([bakeryToken as string, bikeShopToken as string], requests)
  })
})

describe('two providers with different tokens, rendering the components', () => {
  it("show only their own company's invoices and settings, and send only their own token", async () => {
    giveGridsAViewport()
    const user = userEvent.setup()
    const watch = watchForLeaks()
    const requests = recordRequests(state.server)
    const fetchBakery = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const fetchBikeShop = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    render(
      <>
        <section aria-label="Bakery books">
          <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchBakery}>
            <InvoiceList />
            <NotificationSettingsForm />
          </BookkeepingProvider>
        </section>
        <section aria-label="Bike shop books">
          <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchBikeShop}>
            <InvoiceList />
            <NotificationSettingsForm />
          </BookkeepingProvider>
        </section>
      </>,
    )
    const books = (name: string) => screen.getByRole('region', { name })
    const rowsOf = async (name: string) => {
      const grid = await within(books(name)).findByRole('grid', { name: 'Invoices' })
      return (await within(grid).findAllByRole('row')).filter((row) => row.closest('.bk-grid__body')).map((row) => row.textContent ?? '')
    }
    const numbers = (companyId: string) => state.sandbox.inspect.invoices(companyId).map((invoice) => invoice.invoiceNumber)
    const bakeryRows = await rowsOf('Bakery books')
    const bikeShopRows = await rowsOf('Bike shop books')
    expect(bakeryRows.length).toBeGreaterThan(0)
    expect(bikeShopRows.length).toBeGreaterThan(0)
    for (const row of bakeryRows) expect(numbers(bakery.id).some((number) => row.includes(number))).toBe(true)
    for (const row of bikeShopRows) expect(numbers(bakery.id).some((number) => row.includes(number))).toBe(false)

    // The bakery owner turns financial summaries off; the bike shop owner's choice stays.
    const bikeShopBefore = state.sandbox.inspect.notificationSettings(SANDBOX.users.bikeShopOwner)
    const bakerySummaries = await within(books('Bakery books')).findByRole('group', { name: 'Financial summaries' })
    const bikeShopSummaries = await within(books('Bike shop books')).findByRole('group', { name: 'Financial summaries' })
    const bikeShopChecked = within(bikeShopSummaries).queryByRole('radio', { checked: true })
    await user.click(within(bakerySummaries).getByRole('radio', { name: 'Off' }))
    await waitFor(() => expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries).toBe('OFF'))
    expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bikeShopOwner)).toEqual(bikeShopBefore)
    expect(within(bikeShopSummaries).queryByRole('radio', { checked: true })).toBe(bikeShopChecked)

    const [bakeryToken] = await issuedTokens(fetchBakery)
    const [bikeShopToken] = await issuedTokens(fetchBikeShop)
    expect(fetchBakery).toHaveBeenCalledTimes(1)
    expect(fetchBikeShop).toHaveBeenCalledTimes(1)
    expect(new Set(requests.map((request) => request.headers.get('authorization')))).toEqual(
      new Set([`Bearer ${bakeryToken}`, `Bearer ${bikeShopToken}`]),
    )
    const settingsPosts = requests.filter(
      (request) => request.method === 'POST' && new URL(request.url).pathname === '/v6/notifications/settings',
    )
    const changes = await Promise.all(
      settingsPosts.map(async (request) => Object.keys(((await request.clone().json()) as { data: object }).data).length > 0),
    )
    // Each provider asked once, with its own token, whether settings can be saved (a save that changes none); only the bakery changed one.
    expect(
      settingsPosts
        .filter((_, index) => !changes[index])
        .map((request) => request.headers.get('authorization'))
        .sort(),
    ).toEqual([`Bearer ${bakeryToken}`, `Bearer ${bikeShopToken}`].sort())
    expect(settingsPosts.filter((_, index) => changes[index]).map((request) => request.headers.get('authorization'))).toEqual([
      `Bearer ${bakeryToken}`,
    ])
    watch.expectNoLeak([bakeryToken as string, bikeShopToken as string], requests)
  })
})
