import * as kind from './kinds'
import type { CompanyCatalog } from '../catalog'

/** The line of credit at the credit union. */
const CREDIT_LINE = { vendorKey: 'summit_credit', glRole: 'credit_line', annualRatePercent: 9.5 }
/** The repair van, bought on a loan from the same credit union. */
const VAN_LOAN = { vendorKey: 'summit_credit', glRole: 'van_loan', annualRatePercent: 8 }

/** The bike shop's bank activity: what repeats on a schedule, what is drawn by weight, its weekly deposit and its many small purchases. */
export const bikeShopActivity: Pick<CompanyCatalog, 'recurring' | 'activity' | 'deposit' | 'smallPurchases' | 'cardPurchases'> = {
  recurring: [
    kind.monthlyBill('Shop rent', 1, [310000, 310000], 'rent', { vendorKeys: ['brickyard'], dimensionKeys: ['bay_1'], byRule: true }),
    kind.salesPayout(['Card sales settlement', 'Card processor payout'], 3, [60000, 420000], 'repair_sales', [
      'bay_1',
      'bay_2',
      'van_north',
      'van_south',
    ]),
    kind.salesPayout(['Rental counter payout'], 7, [20000, 150000], 'rental_sales', ['bay_2']),
    kind.restock(['Drivetrain parts order', 'Parts restock'], 7, [15000, 140000], 'parts', {
      vendorKeys: ['cog_chain'],
      dimensionKeys: ['bay_1', 'bay_2'],
      budget: 'parts',
    }),
    kind.monthlyBill('Power and water', 9, [21000, 39000], 'utilities', { vendorKeys: ['valley_power'], byRule: true }),
    ...kind.payroll([890000, 930000], 'tidewater', 0.5),
    kind.monthlyBill('Shop insurance', 3, [24500, 24500], 'insurance', { vendorKeys: ['trailhead_ins'] }),
    kind.monthlyBill('Card terminal fees', 27, [4000, 9500], 'bank_fees', { budget: 'card_fees' }),
    kind.loanPayment('Line of credit payment', 18, 60000, ['credit_line', 'credit_interest'], CREDIT_LINE),
    kind.loanPayment('Van loan payment', 22, 87000, ['van_loan_principal', 'van_loan_interest'], VAN_LOAN),
    kind.toSavings('Set aside for sales tax', 26, [80000, 160000]),
    ...kind.monthEnd([200, 1200], 200000),
  ],
  activity: [
    kind.purchase(['Tire order'], 6, [12000, 80000], 'parts', 'tread_supply', { budget: 'parts' }),
    kind.purchase(['Lubricants and cleaners'], 4, [4000, 22000], 'parts', 'velo_lube', { budget: 'parts' }),
    kind.purchase(['Tool order', 'Workstand replacement parts'], 3, [5000, 60000], 'tools_small', 'wrench_depot', { budget: 'tools' }),
    kind.purchase(['Van fuel'], 6, [4500, 12000], 'van', 'pump_station', { dimensionKeys: ['van_north', 'van_south'], budget: 'van' }),
    kind.purchase(['Race-day flyers', 'Shop window decals'], 2, [3000, 25000], 'marketing', 'handbill', { budget: 'marketing' }),
    kind.purchase(['Rental bikes purchase'], 1, [150000, 480000], 'fleet', 'cog_chain'),
    kind.splitPurchase('Hardware store run', 3, [8000, 30000], { parts: 0.5, tools_small: 0.35, van: 0.15 }, 'supplies'),
    kind.unexplainedExpense(['POS DEBIT 7734 HDWR', 'Online purchase', 'Check 2210'], 4, [1500, 25000]),
    kind.unexplainedIncome('Incoming transfer', 1, [5000, 60000]),
  ],
  deposit: kind.CUSTOMER_DEPOSIT,
  smallPurchases: kind.smallPurchases(
    [
      ['Inner tubes', 'tread_supply'],
      ['Cables and housing', 'cog_chain'],
      ['Bar tape', 'cog_chain'],
      ['Valve cores', 'tread_supply'],
      ['Chain lube', 'velo_lube'],
      ['Degreaser and rags', 'velo_lube'],
    ],
    [250, 9000],
    'parts',
    ['bay_1', 'bay_2', 'van_north'],
  ),
  cardPurchases: [
    { description: 'WRENCH TOOL DEPOT', vendorKey: 'wrench_depot', categoryRole: 'tools_small', amount: [2900, 31000] },
    { description: 'PUMP STATION FUEL 0417', vendorKey: 'pump_station', categoryRole: 'van', amount: [4200, 11000] },
    { description: 'HANDBILL PRESS', vendorKey: 'handbill', categoryRole: 'marketing', amount: [3500, 24000] },
    { description: 'VELO LUBE WORKS ONLINE', vendorKey: 'velo_lube', categoryRole: 'parts', amount: [1800, 12500] },
  ],
}
