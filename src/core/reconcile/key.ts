// The store's key of an account's reconciliations, on its own: the worksheet names it up front, the reader loads later.

/** The store's key of a bank account's reconciliations. */
export const reconciliationsKey = (companyId: string, bankAccountId: string) => `reconciliations:${companyId}:${bankAccountId}`

/** The store's key of a bank account's worksheet saved to finish later (one per account: the month in progress). */
export const reconciliationDraftKey = (companyId: string, bankAccountId: string) => `reconciliationDraft:${companyId}:${bankAccountId}`
