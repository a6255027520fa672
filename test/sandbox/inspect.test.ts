// `sandbox.inspect.glAccounts`: each company's chart of accounts, the `accounts` a host gives the
// statements, since the service lists none; `sandbox.inspect.dimensionValues`: its dimension values,
// as a host gives them to the editors and the statements.
import { SANDBOX } from '../../src/sandbox'
import { smallSandbox } from './helpers'

const TYPES = ['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']

describe('inspect.glAccounts', () => {
  const sandbox = smallSandbox()

  it.each(Object.entries(SANDBOX.companies))(
    'lists every account of the %s, ordered by account number, each named, numbered and typed, the bank accounts with their subtype',
    (_, company) => {
      const accounts = sandbox.inspect.glAccounts(company.id)
      expect(accounts.map((account) => account.id)).toEqual(expect.arrayContaining(Object.values(company.glAccounts)))
      const numbers = accounts.map((account) => account.accountNo)
      expect(numbers).toEqual([...numbers].sort((a, b) => a.localeCompare(b, 'en')))
      for (const account of accounts) {
        const keys = ['accountNo', 'id', 'name', ...(account.subtype === undefined ? [] : ['subtype']), 'type']
        expect(Object.keys(account).sort(), account.id).toEqual(keys)
        if (account.subtype !== undefined) expect(account.subtype, account.id).not.toBe('')
        expect(account.name, account.id).not.toBe('')
        expect(account.accountNo, account.id).not.toBe('')
        expect(TYPES, account.id).toContain(account.type)
        expect(account.type, account.id).toBe(sandbox.inspect.glAccountType(account.id))
      }
      // A host's chart names its bank accounts' kind (QuickBooks Online's detail type): the statement of cash flows finds its cash by it.
      const subtypeOf = (id: string) => accounts.find((account) => account.id === id)?.subtype
      expect([subtypeOf(company.glAccounts.checking), subtypeOf(company.glAccounts.savings)]).toEqual(['Checking', 'Savings'])
    },
  )

  it('lists only the company’s own accounts', () => {
    const [bakery, bikeShop] = [SANDBOX.companies.bakery, SANDBOX.companies.bikeShop].map((company) =>
      sandbox.inspect.glAccounts(company.id).map((account) => account.id),
    )
    expect(bakery!.filter((id) => bikeShop!.includes(id))).toEqual([])
    expect(bakery).not.toEqual(expect.arrayContaining(Object.values(SANDBOX.companies.bikeShop.glAccounts)))
    expect(bikeShop).not.toEqual(expect.arrayContaining(Object.values(SANDBOX.companies.bakery.glAccounts)))
    expect(bakery!.every((id) => id.startsWith('gla_co1_'))).toBe(true)
    expect(bikeShop!.every((id) => id.startsWith('gla_co2_'))).toBe(true)
  })

  it('throws for an unknown company', () => {
    expect(() => sandbox.inspect.glAccounts('co_404')).toThrow()
  })

  it('returns a copy: changing it does not change the next answer', () => {
    const first = sandbox.inspect.glAccounts(SANDBOX.companies.bakery.id)
    const expected = structuredClone(first)
    first[0]!.name = 'Renamed'
    first.reverse()
    first.pop()
    expect(sandbox.inspect.glAccounts(SANDBOX.companies.bakery.id)).toEqual(expected)
  })
})

describe('inspect.dimensionValues', () => {
  const sandbox = smallSandbox()
  const { bakery } = SANDBOX.companies

  it('lists the company’s values as a host passes them: a sub-value as its parent with it as child, each parent before its own', () => {
    const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' }
    const values = sandbox.inspect.dimensionValues(bakery.id)
    expect(values.filter((value) => value.dimension.id === location.id)).toEqual([
      { id: bakery.dimensions.location.values.shops, name: 'Shops', dimension: location },
      {
        id: bakery.dimensions.location.values.shops,
        name: 'Shops',
        dimension: location,
        child: { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop', dimension: location },
      },
      {
        id: bakery.dimensions.location.values.shops,
        name: 'Shops',
        dimension: location,
        child: { id: bakery.dimensions.location.values.riverside, name: 'Riverside shop', dimension: location },
      },
      { id: bakery.dimensions.location.values.catering, name: 'Catering', dimension: location },
    ])
    expect(values.filter((value) => value.dimension.id === bakery.dimensions.channel.id).map((value) => value.name)).toEqual([
      'Retail',
      'Wholesale',
      'Catering',
    ])
    expect(sandbox.inspect.dimensionValues(SANDBOX.companies.bikeShop.id).every((value) => value.id.startsWith('dv_co2_'))).toBe(true)
  })
})
