import type * as Wire from '../../api/types'
import type { GlLine } from '../model'
import type { Store } from '../store'
import { glAccountWire } from './shared'

/** A ledger line as the GL query answers it; `entity` is the record that posted it, with the account on the other side. */
export function glEntryWire(store: Store, line: GlLine, runningBalance: number): Wire.GlEntry {
  const counter = store.glAccounts.has(line.counterGlAccountId) ? line.counterGlAccountId : line.glAccountId
  return {
    id: line.id,
    entity: {
      id: line.sourceId,
      description: line.entityDescription,
      displayName: line.entityDisplayName,
      secondaryDisplayName: line.entitySecondaryDisplayName,
      glAccount: glAccountWire(store, counter),
    },
    description: line.description,
    date: line.date,
    runningBalance,
    glAccount: { id: line.glAccountId },
    drAmount: line.drAmount,
    crAmount: line.crAmount,
    type: store.glAccount(line.glAccountId).type,
  }
}
