// Generated from src/api/openapi.yaml by src/api/codegen/generate.mjs. Do not edit;
// change the OpenAPI document and run `npm run gen`.

export interface paths {
    "/v6/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain an access token.
         * @description Called by the partner's backend with its client credentials. Without `userId` the token is
         *     partner-level (all companies). The answer is not wrapped in the envelope; errors are.
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the authenticated user's notification preferences. */
        get: operations["getNotificationSettings"];
        put?: never;
        /**
         * Save the authenticated user's notification preferences.
         * @description bookkit's decision 1; a partner-level token saves the partner's own preferences. The service
         *     description shows no way to save them.
         */
        post: operations["updateNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/accounting/manualJournalEntries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update manual journal entries (batch).
         * @description An item with an `id` updates that entry (unknown id: the item fails 404 `NOT_FOUND`); an
         *     item without one creates an entry (same `apiName` + `apiSourceId` again: 409 `DUPLICATE`).
         *     Lines must balance (400 `INVALID_VALUE`, `param: children`).
         */
        post: operations["saveManualJournalEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/accounting/glAccounts/{id}/generalLedger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Query the lines of one GL account. */
        post: operations["queryGeneralLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/invoicing/invoices/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Query invoices. */
        post: operations["queryInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/banks/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update bank transactions (batch); without a body, list them.
         * @description Two request shapes.
         *
         *     - **Save** (a body with `data`): same create/update rule as journal entries. A create needs
         *       `date`, `amount` and `bankAccountId` (400 `REQUIRED` per missing one); splits must sum to
         *       the parent amount (400 `INVALID_VALUE`, `param: children`). Answers
         *       `BankTransactionSaveResponse`. Needs a `write` token.
         *     - **List** (only the bearer header: no body, an empty body, or a JSON object without
         *       `data`): the token's bank transactions. The service description's authentication guide
         *       shows this request but describes no query for it; it pages with the v5 request headers
         *       and answers `BankTransactionListResponse`, exactly as `GET /v5/banks/transactions`
         *       does. bookkit lists with `GET /v5/banks/transactions` by default (README decision 2)
         *       and with this request under the `described` service profile.
         */
        post: operations["saveBankTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/banks/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a bank transaction.
         * @description Answers the record with `status` `DELETED`. Deleting it again is 404.
         */
        delete: operations["deleteBankTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v5/banks/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank transactions, v5 style (header pagination, incremental sync).
         * @description Without `lastUpdatedDate` the whole set comes back, paged, the newest date first (the most
         *     recently created first within a day: the profile's `bankTransactionOrder: 'newestFirst'`,
         *     on which a first sync calls a month whole once it has passed it). With it, only records
         *     changed since then, and the ids deleted since then in `deletedIds`. The service description
         *     names the v5 paging style but not this path; its own listing is the bodiless
         *     `POST /v6/banks/transactions`, which answers the same pages in no stated order.
         */
        get: operations["listBankTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v6/closing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the closing date and whether the closed period may change. */
        get: operations["getClosing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Outcome of the action.
         * @enum {string}
         */
        Result: "SUCCESS" | "FAILURE";
        /**
         * @description What went wrong, for programmatic handling.
         * @enum {string}
         */
        ErrorType: "UNKNOWN_ERROR" | "INVALID_TOKEN" | "EXPIRED_TOKEN" | "FORBIDDEN" | "BAD_REQUEST" | "JSON_ERROR" | "DUPLICATE" | "REQUIRED" | "INVALID_VALUE" | "NOT_MODIFIABLE" | "INVALID_FORMAT" | "NOT_FOUND";
        /** @description One reason a request or batch item failed. */
        ErrorItem: {
            type: components["schemas"]["ErrorType"];
            /** @description Human-readable; safe to show to a user. */
            message: string;
            /** @description The offending parameter, when the failure is about one (for form fields). */
            param?: string;
        };
        ErrorList: components["schemas"]["ErrorItem"][];
        /** @description Every failure, at any status. */
        FailureEnvelope: {
            /** @enum {string} */
            result: "FAILURE";
            /** @description Absent or null on failure. */
            data?: null;
            error: components["schemas"]["ErrorItem"][];
        };
        /** @description Present only while more pages exist. */
        Cursor: {
            /** @description Send as `cursor` to fetch the next page. */
            after: string;
            /** @description Send as `cursor` to fetch the previous page; empty or absent on the first page. */
            before?: string;
        };
        /**
         * @description Page size, 1 to 250 (400 `INVALID_VALUE`, `param` `limit` otherwise).
         * @default 100
         */
        PageLimit: number;
        /** @description Free-form key/value data of the partner, echoed back as saved. */
        CustomData: {
            [key: string]: unknown;
        };
        /**
         * @description `read` is read-only; `write` reads and writes.
         * @enum {string}
         */
        TokenScope: "read" | "write";
        /** @description Form parameters of the token request. */
        TokenRequest: {
            /** @description The user to act for; omit for a partner-level token. */
            userId?: string;
            /** @default write */
            scope?: components["schemas"]["TokenScope"];
        };
        /** @description The token endpoint's own body, not wrapped in the envelope. */
        TokenResponse: {
            access_token: string;
            /**
             * @description Always `Bearer` so far.
             * @example Bearer
             */
            token_type: string;
            /**
             * @description Lifetime in seconds.
             * @example 3600
             */
            expires_in: number;
            /** @description The granted scope. The description's token answer has no `scope`; clients must not need it. */
            scope?: components["schemas"]["TokenScope"];
        };
        /**
         * @description How the user hears about one kind of event.
         * @enum {string}
         */
        NotificationPreference: "SMS" | "EMAIL" | "OFF";
        /** @description The user's preferences; null means not chosen yet. */
        NotificationSettings: {
            financialSummaries: components["schemas"]["NotificationPreference"] | null;
            bankConnectionErrors: components["schemas"]["NotificationPreference"] | null;
            conversations: components["schemas"]["NotificationPreference"] | null;
        };
        NotificationSettingsUpdate: {
            data: components["schemas"]["NotificationSettings"];
        };
        NotificationSettingsResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["NotificationSettings"];
            error?: components["schemas"]["ErrorList"];
        };
        /** @description A reference that carries only the id. */
        IdRef: {
            id: string;
        };
        /** @description An account of the general ledger. */
        GlAccount: {
            id: string;
            name: string;
            accountNo?: string;
            /**
             * @description Account type; decides the balance's normal direction. Open set.
             * @example ASSET
             * @example LIABILITY
             * @example EQUITY
             * @example REVENUE
             * @example EXPENSE
             */
            type?: string;
            /** Format: uri */
            iconUrl?: string;
            displayName?: string;
        };
        /**
         * @description Whether records must carry a value of the dimension.
         * @enum {string}
         */
        Requiredness: "REQUIRED" | "NOT_REQUIRED";
        /** @description A dimension (`dim_…`, `tdim_…`); bank transactions call it the segment's `label`. */
        Dimension: {
            id: string;
            name: string;
            requiredness: components["schemas"]["Requiredness"];
        };
        /** @description A value of a dimension (`dv_…`), possibly with a more specific child value. */
        DimensionValue: {
            id: string;
            dimension: components["schemas"]["Dimension"];
            name: string;
            child?: components["schemas"]["DimensionValue"];
        };
        /** @description A dimension value as the bank-transaction save answer names it. */
        ClassSegment: {
            id: string;
            label: components["schemas"]["Dimension"];
            name: string;
            child?: components["schemas"]["ClassSegment"];
        };
        /** @description A file attached to a record. */
        Attachment: {
            id: string;
            /** Format: uri */
            url: string;
            fileName: string;
            /** @description Human-readable size, such as `12 KB`. */
            fileSize?: string;
            /** Format: date-time */
            createdDateTime?: string;
            /** Format: uri */
            iconUrl?: string;
        };
        CustomerRef: {
            id: string;
            name: string;
            /** Format: email */
            email?: string;
        };
        VendorRef: {
            id: string;
            name: string;
        };
        CategoryRef: {
            id: string;
            name: string;
            /** Format: uri */
            iconUrl?: string;
        };
        BankAccountRef: {
            id: string;
            name: string;
            displayName?: string;
        };
        CompanyRef: {
            id: string;
            name: string;
        };
        /** @description HTTP-style status of one batch item (200, 201, 400, 404, 409, …). */
        BatchStatusCode: number;
        ManualJournalEntryRecurrenceInput: {
            /**
             * @description Which occurrences an update touches. Open set.
             * @example FUTURE_ONLY
             */
            updateType?: string;
            /**
             * @description Unit of the repetition. Open set.
             * @example MONTHLY
             */
            frequency?: string;
            interval?: number;
            /**
             * Format: date
             * @description bookkit's addition to the request (the response carries it).
             */
            endDate?: string;
        };
        /** @description One line; exactly one of `drAmount` and `crAmount` is above zero. */
        ManualJournalEntryLineInput: {
            glAccountId: string;
            crAmount?: number;
            drAmount?: number;
        };
        /** @description A journal entry to create (no `id`) or update (`id`). Debits must equal credits. */
        ManualJournalEntryInput: {
            /** @description The entry to update; omit to create. */
            id?: string;
            /**
             * Format: date
             * @description bookkit's addition to the request; default today.
             */
            date?: string;
            description?: string;
            recurrence?: components["schemas"]["ManualJournalEntryRecurrenceInput"];
            /**
             * @description The partner system the entry comes from. Open set.
             * @example MANUAL_ENTRY
             */
            apiName?: string;
            /** @description The entry's id in the partner's system; unique per `apiName`. */
            apiSourceId?: string;
            bankAccountId?: string;
            dimensionValueIds?: string[];
            children?: components["schemas"]["ManualJournalEntryLineInput"][];
            attachmentIds?: string[];
            customData?: components["schemas"]["CustomData"];
        };
        ManualJournalEntryRecurrence: {
            /**
             * @description Unit of the repetition. Open set.
             * @example MONTHLY
             */
            frequency?: string;
            interval?: number;
            /** Format: date */
            endDate?: string;
        };
        ManualJournalEntryLine: {
            glAccount: components["schemas"]["GlAccount"];
            amount?: number;
            crAmount?: number;
            drAmount?: number;
        };
        /** @description A saved journal entry (`mje_…`). */
        ManualJournalEntry: {
            id: string;
            /**
             * @description Record status. Open set.
             * @example ACTIVE
             */
            status: string;
            /** Format: date */
            date: string;
            description?: string;
            /** @description The sum of the debits (equal to the sum of the credits). */
            amount: number;
            recurrence?: components["schemas"]["ManualJournalEntryRecurrence"];
            apiName?: string;
            apiSourceId?: string;
            bankAccount?: components["schemas"]["IdRef"];
            dimensionValues?: components["schemas"]["DimensionValue"][];
            children: components["schemas"]["ManualJournalEntryLine"][];
            attachments?: components["schemas"]["Attachment"][];
            customData?: components["schemas"]["CustomData"];
        };
        ManualJournalEntrySave: {
            data: components["schemas"]["ManualJournalEntryInput"][];
        };
        /** @description Outcome of one journal entry of a batch. */
        ManualJournalEntryResult: {
            result: components["schemas"]["Result"];
            statusCode: components["schemas"]["BatchStatusCode"];
            data?: components["schemas"]["ManualJournalEntry"] | null;
            error?: components["schemas"]["ErrorList"];
        };
        ManualJournalEntrySaveResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["ManualJournalEntryResult"][];
            error?: components["schemas"]["ErrorList"];
        };
        /**
         * @description Accrual or cash basis; default the company's configured method.
         * @enum {string}
         */
        AccountingMethod: "ACCRUAL" | "CASH";
        /** @description Matches records whose id is any of `in`. */
        IdInFilter: {
            in: string[];
        };
        /** @description Lines carrying any of `dimensionValueIds` of the dimension `dimensionId`. */
        DimensionValueFilter: {
            dimensionId: string;
            dimensionValueIds: string[];
        };
        GeneralLedgerFilter: {
            /** @description Answer `beginningBalance` on the first page. */
            includeBeginningBalance?: boolean;
            /** Format: date */
            beginDate?: string;
            /** Format: date */
            endDate?: string;
            /** @description Case-insensitive match on a line's description and its source record's display name. */
            search?: string;
            dimensionValues?: components["schemas"]["DimensionValueFilter"][];
            customer?: {
                id: components["schemas"]["IdInFilter"];
            };
        };
        /** @description Body of the GL query; every member is optional. */
        GeneralLedgerQuery: {
            /** @description `cursor.after` (or `.before`) of the previous page. */
            cursor?: string;
            limit?: components["schemas"]["PageLimit"];
            filter?: components["schemas"]["GeneralLedgerFilter"];
            /** @description Default the company's configured method. The description names no member for it; a service that does not know this one ignores it. */
            accountingMethod?: components["schemas"]["AccountingMethod"];
        };
        /** @description The source record of a GL line (a bank transaction, journal entry, invoice, …). */
        GlEntryEntity: {
            id: string;
            description?: string;
            displayName?: string;
            secondaryDisplayName?: string;
            glAccount?: components["schemas"]["GlAccount"];
        };
        /** @description One line of the general ledger (`glt_…`). */
        GlEntry: {
            id: string;
            entity?: components["schemas"]["GlEntryEntity"];
            description?: string;
            /** Format: date */
            date: string;
            /** @description Balance of the account up to and including this line, in its normal direction. */
            runningBalance: number;
            glAccount: components["schemas"]["IdRef"];
            drAmount: number;
            crAmount: number;
            /**
             * @description The GL account's type. Open set.
             * @example ASSET
             * @example LIABILITY
             * @example EQUITY
             * @example REVENUE
             * @example EXPENSE
             */
            type?: string;
        };
        GeneralLedgerQueryResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["GlEntry"][];
            cursor?: components["schemas"]["Cursor"];
            /** @description Balance in cents before `filter.beginDate`; on the first page when asked for, null on later pages. */
            beginningBalance?: number | null;
            error?: components["schemas"]["ErrorList"];
        };
        /** @description Compares a string field; all given operators must hold. */
        StringComparison: {
            equal?: string;
            notEqual?: string;
            greaterThan?: string;
            greaterThanEqual?: string;
            lessThan?: string;
            lessThanEqual?: string;
            contain?: string;
        };
        /** @description Compares an amount; all given operators must hold. */
        IntegerComparison: {
            equal?: number;
            notEqual?: number;
            greaterThan?: number;
            greaterThanEqual?: number;
            lessThan?: number;
            lessThanEqual?: number;
        };
        /** @description Compares a date; all given operators must hold. */
        DateComparison: {
            /** Format: date */
            equal?: string;
            /** Format: date */
            notEqual?: string;
            /** Format: date */
            greaterThan?: string;
            /** Format: date */
            greaterThanEqual?: string;
            /** Format: date */
            lessThan?: string;
            /** Format: date */
            lessThanEqual?: string;
        };
        /** @description Matches any of `in` and none of `notIn`. */
        StringInNotIn: {
            in?: string[];
            notIn?: string[];
        };
        /** @description Matches any of `in` and none of `notIn`. */
        DateInNotIn: {
            in?: string[];
            notIn?: string[];
        };
        /** @description Members combine with AND. */
        InvoiceFilter: {
            /** @description Case-insensitive match on invoice number, customer name and email, line descriptions. */
            search?: string;
            invoiceNumber?: components["schemas"]["StringComparison"];
            /** @description Values of `Invoice.status`. */
            status?: components["schemas"]["StringInNotIn"];
            /** @description Values of `Invoice.invoiceStatus`. */
            invoiceStatus?: components["schemas"]["StringInNotIn"];
            /** @description Due dates. An invoice matches a listed date when its `collectionInfo.term.dueDate` is that date, or when one of its `installments` with a `balance` above 0 is due on it; `notIn` leaves out an invoice when any of those dates is listed. */
            dueDate?: components["schemas"]["DateInNotIn"];
            /** @description Compares `totals.total`. */
            amount?: components["schemas"]["IntegerComparison"];
            date?: components["schemas"]["DateComparison"];
            customer?: {
                id: components["schemas"]["IdInFilter"];
            };
            dimensionValues?: {
                id: components["schemas"]["IdInFilter"];
            };
        };
        InvoiceSort: {
            /**
             * @description A field name, `-` prefixed for descending; default `-date`, ties break by id. Open set. The description does not show its values; a service that does not know this syntax keeps its own order.
             * @example date
             * @example -date
             * @example invoiceNumber
             * @example -invoiceNumber
             * @example dueDate
             * @example -dueDate
             * @example total
             * @example -total
             * @example balance
             * @example -balance
             */
            value: string;
        };
        /** @description Body of the invoice query; every member is optional. */
        InvoiceQuery: {
            /** @description `cursor.after` (or `.before`) of the previous page. */
            cursor?: string;
            limit?: components["schemas"]["PageLimit"];
            sort?: components["schemas"]["InvoiceSort"];
            filter?: components["schemas"]["InvoiceFilter"];
        };
        InvoiceDiscount: {
            /** @description A decimal string; a percentage or an amount depending on `type`. */
            value?: string;
            /**
             * @description How to read `value`. Open set.
             * @example PERCENT
             */
            type?: string;
            calculateBeforeSalesTax?: boolean;
        };
        InvoiceDeposit: {
            value?: string;
            /**
             * @description How to read `value`. Open set.
             * @example PERCENT
             */
            type?: string;
        };
        InvoiceTotals: {
            subtotal: number;
            discountedTotal: number;
            salesTax: number;
            total: number;
            paidAmount: number;
            /** @description What remains to be paid. */
            balance: number;
        };
        PaymentTerm: {
            /**
             * @description The payment term. Open set.
             * @example NET_30
             */
            type?: string;
            /** Format: date */
            dueDate?: string;
        };
        InvoiceCollectionInfo: {
            term?: components["schemas"]["PaymentTerm"];
            sendEmail?: boolean;
            sendSms?: boolean;
            /** Format: email */
            email?: string;
            reminderSchedule?: string[];
            paymentMethods?: string[];
            ccEmails?: string[];
            bccEmails?: string[];
        };
        InvoiceRecurrence: {
            /**
             * @description Unit of the repetition. Open set.
             * @example MONTHLY
             */
            frequency?: string;
            interval?: number;
            occurrences?: number;
            /** Format: date */
            endDate?: string;
        };
        SalesTax: {
            value?: string;
            /**
             * @description How to read `value`. Open set.
             * @example PERCENT
             */
            type?: string;
        };
        /** @description One line of an invoice (`ili_…`). */
        InvoiceLineItem: {
            id: string;
            description?: string;
            /** @description May be fractional (hours, for instance). */
            quantity?: number;
            /** @description Price per unit, in minor units. */
            rate?: number;
            salesTax?: components["schemas"]["SalesTax"];
            apiItemId?: string;
            glAccount?: components["schemas"]["GlAccount"];
            /** @description The time entry billed (`tme_…`). */
            timeId?: string;
            expenseId?: string;
        };
        InstallmentAmountDue: {
            value?: string;
            /**
             * @description How to read `value`. Open set.
             * @example AMOUNT
             */
            type?: string;
        };
        InvoiceInstallment: {
            id: string;
            name?: string;
            /** Format: date */
            dueDate?: string;
            balance?: number;
            amountDue?: components["schemas"]["InstallmentAmountDue"];
        };
        InvoicePayment: {
            id: string;
            /** Format: date */
            date?: string;
            amount?: number;
            /** @description The part of the payment applied to this invoice. */
            allocatedAmount?: number;
        };
        /** @description Something that happened to the invoice, such as an email sent. */
        InvoiceActivity: {
            /**
             * @description What happened. Open set.
             * @example INITIAL_EMAIL_SENT
             */
            type?: string;
            /** Format: date-time */
            datetime?: string;
            /**
             * @description Whether it worked; see `error` when not. Open set.
             * @example SUCCESS
             */
            status?: string;
            /** @description Free-text reason of a failed activity. */
            error?: string;
        };
        /** @description An invoice (`inv_…`). */
        Invoice: {
            id: string;
            invoiceNumber: string;
            /**
             * @description Record status. Open set.
             * @example ACTIVE
             * @example DELETED
             */
            status: string;
            /**
             * @description Where the invoice is in its life. Open set.
             * @example DRAFT
             * @example OPEN
             * @example PARTIALLY_PAID
             * @example PAID
             * @example VOIDED
             */
            invoiceStatus: string;
            /**
             * @description Display text, not for code.
             * @example Draft
             * @example Open
             * @example Due today
             * @example Overdue
             * @example Partially paid
             * @example Paid
             * @example Void
             */
            detailedInvoiceDisplayStatus?: string;
            /** Format: date */
            date: string;
            /**
             * Format: uri
             * @description The customer's view of the invoice.
             */
            customerInvoiceUrl?: string;
            customer: components["schemas"]["CustomerRef"];
            dimensionValues?: components["schemas"]["DimensionValue"][];
            notes?: string;
            discount?: components["schemas"]["InvoiceDiscount"];
            deposit?: components["schemas"]["InvoiceDeposit"];
            totals: components["schemas"]["InvoiceTotals"];
            collectionInfo?: components["schemas"]["InvoiceCollectionInfo"];
            recurrence?: components["schemas"]["InvoiceRecurrence"];
            apiName?: string;
            apiSourceId?: string;
            lineItems?: components["schemas"]["InvoiceLineItem"][];
            installments?: components["schemas"]["InvoiceInstallment"][];
            payments?: components["schemas"]["InvoicePayment"][];
            activity?: components["schemas"]["InvoiceActivity"][];
            customData?: components["schemas"]["CustomData"];
        };
        InvoiceQueryResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["Invoice"][];
            cursor?: components["schemas"]["Cursor"];
            error?: components["schemas"]["ErrorList"];
        };
        BankTransactionTax: {
            paymentInfo?: {
                /**
                 * @description Taxing authority. Open set.
                 * @example FEDERAL
                 */
                region?: string;
                year?: number;
                /**
                 * @description Open set.
                 * @example Q1
                 */
                quarter?: string;
            };
        };
        /** @description One split of a bank transaction; the splits' amounts sum to the parent amount. */
        BankTransactionSplit: {
            amount: number;
            id?: string;
            notes?: string;
            classSegmentIds?: string[];
            customerId?: string;
            categoryId?: string;
            glAccountId?: string;
            invoiceId?: string;
            billId?: string;
            payrollId?: string;
            apiItemId?: string;
        };
        /**
         * @description A bank transaction to create (no `id`; needs `date`, `amount`, `bankAccountId`) or update
         *     (`id`). The amount is non-zero: negative for `EXPENSE`, positive for `INCOME`.
         */
        BankTransactionInput: {
            /** @description The transaction to update; omit to create. */
            id?: string;
            /** Format: date */
            date?: string;
            amount?: number;
            description?: string;
            notes?: string;
            apiName?: string;
            /** @description The transaction's id in the partner's system; unique per `apiName`. */
            apiSourceId?: string;
            bankAccountId?: string;
            /**
             * @description Record status. Open set.
             * @example ACTIVE
             */
            status?: string;
            /**
             * @description Open set.
             * @example UNREVIEWED
             * @example REVIEWED
             * @example RECONCILED
             * @example RECONCILIATION_DISCREPANCY
             */
            reviewStatus?: string;
            /**
             * @description What the business owner may do with it. Open set.
             * @example NONE
             */
            userAccess?: string;
            /**
             * @description What the bookkeeper may do with it. Open set.
             * @example NONE
             */
            accountantAccess?: string;
            /**
             * @description `EXPENSE` amounts are negative, `INCOME` positive, `TRANSFER` either. Open set.
             * @example EXPENSE
             * @example INCOME
             * @example TRANSFER
             */
            type?: string;
            matchingBankTransactionId?: string;
            vendorId?: string;
            customerId?: string;
            categoryId?: string;
            glAccountId?: string;
            /** @description Dimension value ids (`dv_…`). */
            classSegmentIds?: string[];
            tax?: components["schemas"]["BankTransactionTax"];
            children?: components["schemas"]["BankTransactionSplit"][];
            attachmentIds?: string[];
            customData?: components["schemas"]["CustomData"];
        };
        CurrencyInfo: {
            /** @description ISO 4217 code. */
            originalCurrency?: string;
            /** @description Amount in the original currency's minor units. */
            originalAmount?: number;
        };
        /** @description Another bank transaction this one is matched or reconciled with. */
        BankTransactionMatch: {
            id: string;
            amount?: number;
            /** Format: date */
            date?: string;
            description?: string;
            apiName?: string;
            apiInstitutionId?: string;
            bankAccount?: components["schemas"]["BankAccountRef"];
        };
        Conversation: {
            id: string;
            /**
             * @description Open set.
             * @example UNREAD
             */
            readStatus?: string;
        };
        /** @description The categorisation rule that applied. */
        BankTransactionRule: {
            id: string;
            transactionSource?: string;
        };
        InvoiceItemRef: {
            id: string;
            description?: string;
        };
        /**
         * @description A bank transaction (`btxn_…`). The save answer names its dimensions `classSegments`, the
         *     delete answer `dimensionValues`.
         */
        BankTransaction: {
            id: string;
            /**
             * @description Open set.
             * @example EXPENSE
             * @example INCOME
             * @example TRANSFER
             */
            type?: string;
            /** Format: date */
            date: string;
            /** @description Negative for money out. */
            amount: number;
            currencyInfo?: components["schemas"]["CurrencyInfo"];
            displayName?: string;
            description?: string;
            notes?: string;
            /**
             * @description Record status. Open set. `DELETED` is the status a delete answers; the description does not show what deleting does to it.
             * @example ACTIVE
             * @example DELETED
             */
            status: string;
            /**
             * @description Open set.
             * @example UNREVIEWED
             * @example REVIEWED
             * @example RECONCILED
             * @example RECONCILIATION_DISCREPANCY
             */
            reviewStatus?: string;
            apiName?: string;
            apiSourceId?: string;
            /** Format: uri */
            iconUrl?: string;
            bankAccount?: components["schemas"]["BankAccountRef"];
            dimensionValues?: components["schemas"]["DimensionValue"][];
            classSegments?: components["schemas"]["ClassSegment"][];
            customer?: components["schemas"]["CustomerRef"];
            vendor?: components["schemas"]["VendorRef"];
            category?: components["schemas"]["CategoryRef"];
            suggestedCategories?: components["schemas"]["IdRef"][];
            glAccount?: components["schemas"]["GlAccount"];
            invoiceItem?: components["schemas"]["InvoiceItemRef"];
            reconciliationMatch?: components["schemas"]["BankTransactionMatch"];
            matchingBankTransaction?: components["schemas"]["BankTransactionMatch"];
            conversation?: components["schemas"]["Conversation"];
            company?: components["schemas"]["CompanyRef"];
            rule?: components["schemas"]["BankTransactionRule"];
            attachments?: components["schemas"]["Attachment"][];
            tax?: components["schemas"]["BankTransactionTax"];
            children?: components["schemas"]["BankTransactionSplit"][];
            /**
             * @description As saved. The live service has been seen answering JSON-node introspection flags
             *     (`empty`, `object`, `nodeType`, …) here instead; treat that shape as unreadable.
             */
            customData?: components["schemas"]["CustomData"];
        };
        BankTransactionSave: {
            data: components["schemas"]["BankTransactionInput"][];
        };
        /** @description Outcome of one bank transaction of a batch. */
        BankTransactionResult: {
            result: components["schemas"]["Result"];
            statusCode: components["schemas"]["BatchStatusCode"];
            data?: components["schemas"]["BankTransaction"] | null;
            error?: components["schemas"]["ErrorList"];
        };
        BankTransactionSaveResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["BankTransactionResult"][];
            error?: components["schemas"]["ErrorList"];
        };
        BankTransactionDeleteResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["BankTransaction"];
            error?: components["schemas"]["ErrorList"];
        };
        /** @description A v5 page; the next page's `cursor` header is this `cursor`. */
        BankTransactionListResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["BankTransaction"][];
            /**
             * Format: date-time
             * @description Send as the `lastUpdatedDate` header next time to receive only changes.
             */
            lastUpdatedDate: string;
            /** @description Present only when more pages exist. */
            cursor?: string;
            /** @description Ids deleted since the `lastUpdatedDate` sent; empty without one. */
            deletedIds: string[];
            error?: components["schemas"]["ErrorList"];
        };
        /**
         * @description The books' closing. With `modifications` `DISABLED`, records dated on or before `date`
         *     cannot be created, changed, moved into the closed period or deleted (400 `NOT_MODIFIABLE`).
         */
        Closing: {
            /** Format: date */
            date: string;
            /**
             * @description Open set.
             * @example DISABLED
             * @example ENABLED
             */
            modifications: string;
        };
        ClosingResponse: {
            result: components["schemas"]["Result"];
            data: components["schemas"]["Closing"];
            error?: components["schemas"]["ErrorList"];
        };
    };
    responses: {
        /** @description The failure envelope. `error[].type` is for code, `message` for people. */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FailureEnvelope"];
            };
        };
    };
    parameters: {
        /** @description GL account id (`gla_…`). */
        GlAccountId: string;
        /** @description Bank transaction id (`btxn_…`). */
        BankTransactionId: string;
        /** @description Which of the token's companies to read (`co_…`); default its first one. A service that does not know it ignores it. */
        CompanyId: string;
        /** @description Page size. */
        V5Limit: components["schemas"]["PageLimit"];
        /** @description The `cursor` of the previous page. */
        V5Cursor: string;
        /** @description The `lastUpdatedDate` of the previous sync; omit for the whole set. */
        V5LastUpdatedDate: string;
        /** @description Listing only (no body); page size, as `GET /v5/banks/transactions` takes it. */
        V6ListLimit: components["schemas"]["PageLimit"];
        /** @description Listing only (no body); the `cursor` of the previous page. */
        V6ListCursor: string;
        /** @description Listing only (no body); the `lastUpdatedDate` of the previous sync; omit for the whole set. */
        V6ListLastUpdatedDate: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A fresh token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The saved preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    saveManualJournalEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualJournalEntrySave"];
            };
        };
        responses: {
            /** @description One result per item, in request order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualJournalEntrySaveResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    queryGeneralLedger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description GL account id (`gla_…`). */
                id: components["parameters"]["GlAccountId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GeneralLedgerQuery"];
            };
        };
        responses: {
            /** @description One page of GL lines. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneralLedgerQueryResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    queryInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["InvoiceQuery"];
            };
        };
        responses: {
            /** @description One page of invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceQueryResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    saveBankTransactions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Listing only (no body); page size, as `GET /v5/banks/transactions` takes it. */
                limit?: components["parameters"]["V6ListLimit"];
                /** @description Listing only (no body); the `cursor` of the previous page. */
                cursor?: components["parameters"]["V6ListCursor"];
                /** @description Listing only (no body); the `lastUpdatedDate` of the previous sync; omit for the whole set. */
                lastUpdatedDate?: components["parameters"]["V6ListLastUpdatedDate"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{data: [...]}` saves; leave the body out to list. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BankTransactionSave"];
            };
        };
        responses: {
            /** @description A save answers one result per item, in request order; a listing answers one page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransactionSaveResponse"] | components["schemas"]["BankTransactionListResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    deleteBankTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Bank transaction id (`btxn_…`). */
                id: components["parameters"]["BankTransactionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransactionDeleteResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    listBankTransactions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Page size. */
                limit?: components["parameters"]["V5Limit"];
                /** @description The `cursor` of the previous page. */
                cursor?: components["parameters"]["V5Cursor"];
                /** @description The `lastUpdatedDate` of the previous sync; omit for the whole set. */
                lastUpdatedDate?: components["parameters"]["V5LastUpdatedDate"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of bank transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransactionListResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
    getClosing: {
        parameters: {
            query?: {
                /** @description Which of the token's companies to read (`co_…`); default its first one. A service that does not know it ignores it. */
                companyId?: components["parameters"]["CompanyId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closing of the company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosingResponse"];
                };
            };
            400: components["responses"]["Failure"];
            401: components["responses"]["Failure"];
            403: components["responses"]["Failure"];
            404: components["responses"]["Failure"];
            500: components["responses"]["Failure"];
        };
    };
}
