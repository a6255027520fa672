// What the statements' stories share: the argTypes every statement takes alike, and the states each
// shows the same way (without the host's chart, an account failing, a phone's width, dark, German,
// a service without the method), each story keeping its own export name, and so its id.
import type { ArgTypes } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { inPhone } from './phone'
import { germanStatementMessages } from './statementMessages'
import { failLedgerOn, statementRead } from './statements'

/** How a statement's argTypes speak of it. */
interface StatementNames {
  /** "The level of {title}": "the sheet’s title", "the title". */
  title: string
  /** "A render error inside {inside}": "the sheet", "the statement". */
  inside: string
  /** Its choices, as `showOptions` names them: "The date, comparison and method choices". */
  choices: string
  /** Its file's default name. */
  fileName: string
  /** What starts a reading, after "Reading started: ". */
  loadStart: string
  /** What a failed account's row and totals show, after "An account’s balance(s) failed for good (after the retries): ". */
  loadError: string
  /** "An account’s balance" or "An account’s balances". */
  balances: string
}

/** The argTypes every statement shares, in its own words; a statement adds its own options. */
export function statementArgTypes(names: StatementNames): Partial<ArgTypes> {
  return {
    accountingMethod: {
      control: 'inline-radio',
      options: ['company', 'ACCRUAL', 'CASH'],
      mapping: { company: undefined },
      description:
        '`ACCRUAL` or `CASH`, where the service profile carries the method; default (and otherwise) the company’s own, which the header then names.',
    },
    showOptions: { control: 'boolean', description: `${names.choices}; default true. The props are where they start.` },
    exportFileName: { control: 'text', description: `Name of the exported file; default \`${names.fileName}\`.` },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: `The level of ${names.title}, \`2\` to \`6\`; default 2, under the host’s \`h1\`.`,
    },
    onLoadStart: { control: false, description: `Reading started: ${names.loadStart}.` },
    onLoadError: {
      control: false,
      description: `${names.balances} failed for good (after the retries): ${names.loadError}.`,
    },
    onError: { control: false, description: `A render error inside ${names.inside}: contained there and reported here.` },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  }
}

/** The `companyName` argType of the statements that name the company. */
export const companyNameArgType = {
  control: 'text',
  description:
    'The company’s name as the host knows it, under the title and on the exported file’s company line. Without it, the name the service’s bank transactions give, where they are read (without `accounts`, or synced already by the queue or a chart on the page); the file then falls back to `companyId`.',
} as const

/** No `accounts`: the statement of the accounts the records name, once every one of them is read. */
export const withoutAccounts = <P extends object>(Statement: ComponentType<P>) => ({
  render: (args: P) => <Statement {...args} />,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await statementRead(canvasElement, 'partial')
  },
})

/** One account's balance before `beginDate` fails every attempt, until the story is left: its row says so, and the statement stops. */
export const accountFailing = (glAccountId: string, beginDate: string) => ({
  name: 'An account failing',
  tags: ['!autodocs'],
  // The service answers again once the story is left.
  beforeEach: ({ id }: { id: string }) => failLedgerOn(id, glAccountId, beginDate),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await statementRead(canvasElement, 'stopped')
  },
})

/** In a phone's 390 px. */
export const narrow = <const A extends object>(args: A) => ({ args, decorators: [inPhone] })

/** `data-bk-theme="dark"`. */
export const dark = <const A extends object>(args: A) => ({ args, parameters: { bookkit: { theme: 'dark' as const } } })

/** `de-DE` with euros, the strings in German through the provider's `messages`. */
export const german = <const A extends object>(args: A) => ({
  args,
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanStatementMessages } },
})

/** On `describedService`, whose GL query carries no accounting method, the host asking for cash. */
export const describedService = {
  args: { accountingMethod: 'CASH' },
  parameters: { sandbox: { profile: 'described' } },
} as const
