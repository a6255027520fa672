import * as kind from './kinds'
import type { CompanyCatalog } from '../catalog'

/** The ovens, bought on a loan from their maker's finance arm. */
const OVEN_LOAN = { vendorKey: 'first_hearth', glRole: 'loan', annualRatePercent: 7.5 }

/**
 * What both shops share by turns, without a draw (a line that had no location before is given one
 * this way, so every amount of the books stays as it was).
 */
const SHOPS_IN_TURN = ['main_street', 'riverside']
/** Payroll runs by turns: about half Main Street's bakers, a quarter Riverside's counter staff, the rest catering's. */
const PAYROLL_IN_TURN = ['main_street', 'riverside', 'main_street', 'catering_line', 'main_street', 'riverside']

/**
 * The bakery's bank activity: what repeats on a schedule, what is drawn by weight, its weekly deposit and its many small purchases.
 * Each line's location: the shops' sales, ingredients, wages, rent, utilities and repairs carry a shop; catering's fuel
 * and part of its wages carry Catering; insurance, fees, the loan and interest carry none (the whole business's).
 */
export const bakeryActivity: Pick<CompanyCatalog, 'recurring' | 'activity' | 'deposit' | 'smallPurchases' | 'cardPurchases'> = {
  recurring: [
    kind.monthlyBill('Rent - Main Street shop', 1, [420000, 420000], 'rent', {
      vendorKeys: ['harbor_row'],
      dimensionKeys: ['main_street'],
      byRule: true,
    }),
    // Two payouts in three are Main Street's: the bigger counter.
    kind.salesPayout(['Card processor payout', 'Card sales settlement'], 3, [120000, 650000], 'retail_sales', [
      'main_street',
      'main_street',
      'riverside',
    ]),
    kind.restock(['Flour order', 'Bulk flour delivery'], 7, [18000, 95000], 'ingredients', {
      vendorKeys: ['millstone'],
      dimensionKeys: ['main_street'],
      budget: 'ingredients',
    }),
    kind.restock(['Butter and cream', 'Dairy delivery'], 7, [12000, 64000], 'ingredients', {
      vendorKeys: ['riverbend'],
      dimensionKeys: ['main_street', 'riverside'],
      budget: 'ingredients',
    }),
    kind.monthlyBill('Electricity and water', 12, [38000, 61000], 'utilities', {
      vendorKeys: ['tri_county'],
      dimensionKeysByDay: SHOPS_IN_TURN,
      byRule: true,
    }),
    ...kind.payroll([1095000, 1135000], 'tidewater', 0.4, PAYROLL_IN_TURN),
    kind.monthlyBill('Business insurance premium', 5, [31500, 31500], 'insurance', { vendorKeys: ['lanternfield'], byRule: true }),
    kind.monthlyBill('Card processing fees', 28, [1500, 4500], 'bank_fees', { budget: 'card_fees' }),
    kind.loanPayment('Oven loan payment', 20, 125000, ['loan_principal', 'loan_interest'], OVEN_LOAN),
    kind.toSavings('Transfer to reserve savings', 25, [100000, 250000]),
    ...kind.monthEnd([300, 1900], 300000),
  ],
  activity: [
    kind.purchase(['Chocolate and sugar'], 5, [9000, 48000], 'ingredients', 'cane_cocoa', {
      budget: 'ingredients',
      dimensionKeysByDay: SHOPS_IN_TURN,
    }),
    kind.purchase(['Boxes and bags'], 4, [8000, 36000], 'ingredients', 'foldwell', {
      budget: 'ingredients',
      dimensionKeysByDay: ['main_street', 'riverside', 'catering_line'],
    }),
    kind.purchase(['Oven service call', 'Mixer repair'], 2, [15000, 120000], 'repairs', 'hearthfix', {
      budget: 'repairs',
      dimensionKeysByDay: SHOPS_IN_TURN,
    }),
    // Both shops' menus and banners: filed under Shops itself, not either shop.
    kind.purchase(['Flyers and menu boards', 'Shop window banners'], 2, [6000, 42000], 'marketing', 'pennant', {
      budget: 'marketing',
      dimensionKeysByDay: ['shops'],
    }),
    kind.purchase(['Delivery van fuel'], 5, [4000, 11000], 'delivery', 'corner_fuel', {
      budget: 'delivery',
      dimensionKeysByDay: ['catering_line'],
    }),
    kind.splitPurchase('Warehouse club run', 3, [20000, 60000], { ingredients: 0.6, repairs: 0.25, marketing: 0.15 }, 'supplies'),
    kind.unexplainedExpense(['POS DEBIT 0412 MKT', 'Online purchase', 'Check 1043'], 4, [2000, 30000]),
    kind.unexplainedIncome('Incoming wire', 1, [10000, 90000]),
  ],
  deposit: kind.CUSTOMER_DEPOSIT,
  smallPurchases: kind.smallPurchases(
    [
      ['Eggs and produce', 'orchard_lane'],
      ['Berries for tarts', 'orchard_lane'],
      ['Cream top-up', 'riverbend'],
      ['Yeast and salt', 'millstone'],
      ['Nuts and seeds', 'cane_cocoa'],
      ['Parchment and twine', 'foldwell'],
      ['Pastry boxes', 'foldwell'],
    ],
    [300, 12000],
    'ingredients',
    // Half bought for Main Street's ovens, a third for Riverside's counter, the rest for catering.
    ['main_street', 'main_street', 'main_street', 'riverside', 'riverside', 'catering_line'],
  ),
  cardPurchases: [
    { description: 'PENNANT PRINT SHOP', vendorKey: 'pennant', categoryRole: 'marketing', amount: [4500, 38000] },
    {
      description: 'CORNER FUEL STOP #12',
      vendorKey: 'corner_fuel',
      categoryRole: 'delivery',
      amount: [3800, 9500],
      dimensionKey: 'catering_line',
    },
    {
      description: 'HEARTHFIX OVEN SVC PARTS',
      vendorKey: 'hearthfix',
      categoryRole: 'repairs',
      amount: [6500, 42000],
      dimensionKey: 'main_street',
    },
    {
      description: 'ORCHARD LANE PRODUCE MKT',
      vendorKey: 'orchard_lane',
      categoryRole: 'ingredients',
      amount: [2500, 16000],
      dimensionKey: 'riverside',
    },
  ],
}
