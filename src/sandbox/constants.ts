/**
 * Well-known ids and credentials of the sandbox's seeded data, for stories and tests to use
 * instead of magic strings. Every id here exists in every sandbox, whatever the seed.
 */
export const SANDBOX = {
  clientId: 'sandbox-client-id',
  clientSecret: 'sandbox-client-secret',
  users: {
    /** Owner of the bakery (`co_1`) only. */
    bakeryOwner: 'usr_owner_1',
    /** Owner of the bike shop (`co_2`) only. */
    bikeShopOwner: 'usr_owner_2',
    /** Bookkeeper for both companies. */
    bookkeeper: 'usr_bookkeeper_1',
  },
  companies: {
    /** Maple Crumb Bakery: accrual books, closed through the end of the month two months before today (DISABLED). */
    bakery: {
      id: 'co_1',
      name: 'Maple Crumb Bakery',
      accountingMethod: 'ACCRUAL',
      bankAccounts: { checking: 'bka_co1_checking', savings: 'bka_co1_savings', card: 'bka_co1_card' },
      glAccounts: {
        checking: 'gla_co1_checking',
        savings: 'gla_co1_savings',
        receivable: 'gla_co1_receivable',
        undepositedFunds: 'gla_co1_undeposited',
        suspense: 'gla_co1_suspense',
        /** Decision 27: a transfer's side waiting for its other side. */
        transfersInTransit: 'gla_co1_transfers_in_transit',
        /** The credit card's liability account. */
        card: 'gla_co1_card',
        salesTaxPayable: 'gla_co1_sales_tax',
        ownerEquity: 'gla_co1_owner_equity',
        /** The busiest account: thousands of lines (small ingredient purchases). */
        busyExpense: 'gla_co1_ingredients',
        rent: 'gla_co1_rent',
        utilities: 'gla_co1_utilities',
        wages: 'gla_co1_wages',
        retailRevenue: 'gla_co1_retail_sales',
        wholesaleRevenue: 'gla_co1_wholesale_sales',
        cateringRevenue: 'gla_co1_catering',
        /** Never posted to by the seed: a clean account for tests. */
        unused: 'gla_co1_misc',
      },
      categories: {
        ingredients: 'ctg_co1_ingredients',
        rent: 'ctg_co1_rent',
        utilities: 'ctg_co1_utilities',
        marketing: 'ctg_co1_marketing',
        retailSales: 'ctg_co1_retail_sales',
        deposits: 'ctg_co1_deposits',
      },
      customers: { blueHeronCafe: 'cus_co1_blue_heron', juniperEvents: 'cus_co1_juniper_events', greenwayGrocers: 'cus_co1_greenway' },
      vendors: { millstoneFlour: 'vnd_co1_millstone', riverbendDairy: 'vnd_co1_riverbend', harborRowProperties: 'vnd_co1_harbor_row' },
      dimensions: {
        /** REQUIRED; `shops` has two sub-values (`mainStreet`, `riverside`), `catering` none. Some records carry no value. */
        location: {
          id: 'dim_co1_location',
          values: {
            shops: 'dv_co1_shops',
            mainStreet: 'dv_co1_main_street',
            riverside: 'dv_co1_riverside',
            catering: 'dv_co1_catering_line',
          },
        },
        channel: { id: 'dim_co1_channel', values: { retail: 'dv_co1_retail', wholesale: 'dv_co1_wholesale', catering: 'dv_co1_catering' } },
      },
      attachments: ['att_co1_001', 'att_co1_002', 'att_co1_003'],
    },
    /** Spoke & Sprocket Bike Repair: cash books, closing ENABLED (nothing locked). */
    bikeShop: {
      id: 'co_2',
      name: 'Spoke & Sprocket Bike Repair',
      accountingMethod: 'CASH',
      bankAccounts: { checking: 'bka_co2_checking', savings: 'bka_co2_savings', card: 'bka_co2_card' },
      glAccounts: {
        checking: 'gla_co2_checking',
        savings: 'gla_co2_savings',
        receivable: 'gla_co2_receivable',
        undepositedFunds: 'gla_co2_undeposited',
        suspense: 'gla_co2_suspense',
        /** Decision 27: a transfer's side waiting for its other side. */
        transfersInTransit: 'gla_co2_transfers_in_transit',
        /** The credit card's liability account. */
        card: 'gla_co2_card',
        salesTaxPayable: 'gla_co2_sales_tax',
        ownerEquity: 'gla_co2_owner_equity',
        /** The busiest account: thousands of lines (small parts purchases). */
        busyExpense: 'gla_co2_parts',
        rent: 'gla_co2_rent',
        utilities: 'gla_co2_utilities',
        wages: 'gla_co2_wages',
        repairRevenue: 'gla_co2_repair_labor',
        partsRevenue: 'gla_co2_parts_sales',
        rentalRevenue: 'gla_co2_rentals',
        /** Never posted to by the seed: a clean account for tests. */
        unused: 'gla_co2_misc',
      },
      categories: {
        parts: 'ctg_co2_parts',
        rent: 'ctg_co2_rent',
        utilities: 'ctg_co2_utilities',
        van: 'ctg_co2_van',
        repairSales: 'ctg_co2_repair_sales',
        deposits: 'ctg_co2_deposits',
      },
      customers: { ridgelineCyclingClub: 'cus_co2_ridgeline', metroCourier: 'cus_co2_courier', lakesideResort: 'cus_co2_lakeside' },
      vendors: { cogAndChain: 'vnd_co2_cog_chain', treadSupply: 'vnd_co2_tread_supply', brickyardLeasing: 'vnd_co2_brickyard' },
      dimensions: {
        /** REQUIRED; `van` has two sub-values. */
        bay: { id: 'dim_co2_bay', values: { bay1: 'dv_co2_bay_1', bay2: 'dv_co2_bay_2', van: 'dv_co2_van', vanNorth: 'dv_co2_van_north' } },
        program: { id: 'dim_co2_program', values: { walkIn: 'dv_co2_walk_in', fleet: 'dv_co2_fleet', rentals: 'dv_co2_rentals' } },
      },
      attachments: ['att_co2_001', 'att_co2_002', 'att_co2_003'],
    },
  },
} as const
