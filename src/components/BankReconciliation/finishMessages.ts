import { bankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { useMessages } from '../../react/provider/provided'

/** The worksheet's words and its finish parts' (loaded with them), as the host overrides them. */
export const useFinishMessages = () => ({ ...useMessages(bankReconciliationMessages), ...useMessages(bankReconciliationPartMessages) })
