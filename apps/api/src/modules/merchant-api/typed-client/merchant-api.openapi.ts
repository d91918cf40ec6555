/*
 * The merchant API's types as openapi-typescript writes them from /api/v1/docs/json, as an
 * integrator would generate them. Not edited by hand: typed-client.test.ts fails when the
 * document and this file differ; `npx vitest run src/modules/merchant-api/typed-client --update`
 * (in apps/api) writes it again.
 */
export interface paths {
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the application's orders, newest first
         * @description Filters: `status`; `from` and `to`, calendar days (YYYY-MM-DD) of creation in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host); `bookingId`, exactly. Pages of `limit` (up to 100): while `hasMore`, send `nextCursor` as `startingAfter` for the next.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Create an order: a payment the customer makes on the hosted checkout
         * @description Answers the order with its `checkoutUrl`: send the customer there. Once they paid (or their card's bank held the amount, for `preAuth`), the checkout sends them to `returnUrl` with `orderId` added to its query; the order's status is the truth, read it or take the webhook.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an order, with its payment attempts
         * @description Another application's order is 404, like one that does not exist.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid order, in full or in part
         * @description `amount` (minor units) up to what is still refundable (captured − refunded − refunds under way); without it, all of that. The money leaves the application's wallet at once: 422 `INSUFFICIENT_BALANCE` when the wallet holds less. Through the same rules, wallet and history as the portal's transactions screen. 201 with the operation once the card processor answered: `status` is `succeeded`, or `failed` with `failureReason` (a refused refund's money is back in the wallet). 202 with the operation still `inProgress` when the processor confirmed neither way: a job asks it again within minutes and settles the operation (the order's payment and the webhook events of the operation tell how it ended); its money stays where it was put meanwhile. 409 when the order's state does not allow it (`NOT_REFUNDABLE`, `NOT_A_HOLD`, `HOLD_ENDED`, `HOLD_EXPIRED`); 400 `fields.amount` for an amount over what is allowed.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture a held order (pre-authorisation), in full or in part
         * @description `amount` (minor units) up to the held amount; without it, all of it. The rest of the hold is released to the card, and what is captured enters the wallet. Through the same rules, wallet and history as the portal's transactions screen. 201 with the operation once the card processor answered: `status` is `succeeded`, or `failed` with `failureReason` (a refused refund's money is back in the wallet). 202 with the operation still `inProgress` when the processor confirmed neither way: a job asks it again within minutes and settles the operation (the order's payment and the webhook events of the operation tell how it ended); its money stays where it was put meanwhile. 409 when the order's state does not allow it (`NOT_REFUNDABLE`, `NOT_A_HOLD`, `HOLD_ENDED`, `HOLD_EXPIRED`); 400 `fields.amount` for an amount over what is allowed.
         */
        post: operations["captureOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order: release its hold, or close an unpaid order
         * @description A held order's hold is reversed: 201 with the operation (Through the same rules, wallet and history as the portal's transactions screen. 201 with the operation once the card processor answered: `status` is `succeeded`, or `failed` with `failureReason` (a refused refund's money is back in the wallet). 202 with the operation still `inProgress` when the processor confirmed neither way: a job asks it again within minutes and settles the operation (the order's payment and the webhook events of the operation tell how it ended); its money stays where it was put meanwhile. 409 when the order's state does not allow it (`NOT_REFUNDABLE`, `NOT_A_HOLD`, `HOLD_ENDED`, `HOLD_EXPIRED`); 400 `fields.amount` for an amount over what is allowed.) An order not paid yet is canceled and its checkout stops taking payments: 200 with the order. A paid order is 409 `NOT_A_HOLD` (refund it instead); an expired or canceled one, or one whose payment is under way, 409 `INVALID_STATE`.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an invoice, and send its payment link by SMS or e-mail
         * @description The portal's create-an-invoice, by the same rules (SPEC §5: the link expires after today and within a year; a recurrence needs a first date after today), then sent as asked: SMS with the application's template, e-mail in `language`. `sentBySms`/`sentByEmail` say what went out: over the account's hourly sending limit it is created and not sent.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an invoice of the application
         * @description Any invoice of the key's application, however it was made; another application's is 404.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application's wallets, one per currency
         * @description `payoutBalance` is what can leave the wallet now; `balance` adds what operations under way hold back (`reserved.refunds`: refunds waiting for the card processor; `reserved.payouts`: payouts waiting for review).
         */
        get: operations["getBalance"];
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listOrders: {
        parameters: {
            query?: {
                /** @description Only orders in this status. */
                status?: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                /** @description Made on or after this day (YYYY-MM-DD, the region's time zone). */
                from?: string;
                /** @description Made on or before this day. */
                to?: string;
                /** @description Only orders with this reference of yours. */
                bookingId?: string;
                /**
                 * @description How many, 1 to 100.
                 * @example 10
                 */
                limit?: number;
                /** @description The `nextCursor` of the page before. */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description The page's orders, newest first. */
                        data: {
                            /**
                             * Format: uuid
                             * @description The order's id.
                             */
                            id: string;
                            /**
                             * @description What this object is.
                             * @enum {string}
                             */
                            object: "order";
                            /**
                             * @description The application's merchant id.
                             * @example 402718365590
                             */
                            merchantId: string;
                            /**
                             * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                             * @example paid
                             * @enum {string}
                             */
                            status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                            /**
                             * @description What the customer pays. In minor units.
                             * @example 2550
                             */
                            amount: number;
                            /**
                             * @description ISO 4217 code of the amounts.
                             * @example AZN
                             * @enum {string}
                             */
                            currency: "AZN" | "AED" | "USD" | "EUR";
                            /**
                             * @description What is paid for, as sent.
                             * @example Order 1042: two tickets
                             */
                            description: string;
                            /** @description Your own reference, as sent. */
                            bookingId: string | null;
                            /**
                             * @description The checkout's code (`checkoutUrl` ends in it): the portal's and the export's "Invoice code".
                             * @example 7KQ2M9XH4D
                             */
                            invoiceCode: string;
                            /** @description Who pays, as far as you said. */
                            customer: {
                                /** @description The customer's full name, when you gave it. */
                                name: string | null;
                                /** @description Their e-mail address, when you gave it (lower case). */
                                email: string | null;
                                /** @description Their mobile number, when you gave it (+994 and nine digits). */
                                phone: string | null;
                            };
                            /**
                             * @description The checkout page's language.
                             * @example en
                             * @enum {string}
                             */
                            language: "az" | "en" | "ru";
                            /** @description Whether the card's bank only holds the amount until you capture or cancel it. */
                            preAuth: boolean;
                            /** @description Where the checkout sends the customer once paid. */
                            returnUrl: string | null;
                            /**
                             * @description Your own keys, as sent.
                             * @example {
                             *       "cartId": "c-7731"
                             *     }
                             */
                            metadata: {
                                [key: string]: string;
                            };
                            /**
                             * @description The hosted checkout to send the customer to.
                             * @example https://portal.example.com/pay/7KQ2M9XH4D
                             */
                            checkoutUrl: string;
                            /**
                             * @description Captured so far. In minor units.
                             * @example 2550
                             */
                            capturedAmount: number;
                            /**
                             * @description Refunded of it. In minor units.
                             * @example 0
                             */
                            refundedAmount: number;
                            /**
                             * Format: date-time
                             * @description When the order was made. ISO 8601, UTC.
                             * @example 2026-05-04T09:15:27.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the checkout stops taking payments. ISO 8601, UTC.
                             * @example 2026-05-04T09:15:27.000Z
                             */
                            expiresAt: string;
                            /** @description Its payment attempts, newest first. */
                            transactions: {
                                /**
                                 * Format: uuid
                                 * @description The transaction's id: the portal's operation page is /billing/operations/{id}.
                                 */
                                id: string;
                                /**
                                 * Format: uuid
                                 * @description The order it pays.
                                 */
                                order: string;
                                /**
                                 * @description inProgress, success, declined, failed, preAuth, reversed, preAuthExpired, refundInProgress, partialRefunded or refunded.
                                 * @enum {string}
                                 */
                                status: "inProgress" | "success" | "declined" | "failed" | "preAuth" | "reversed" | "preAuthExpired" | "refundInProgress" | "partialRefunded" | "refunded";
                                /**
                                 * @description What was asked of the card. In minor units.
                                 * @example 2550
                                 */
                                amount: number;
                                /**
                                 * @description Taken from the card: the whole amount of a payment, the captured part of a hold. In minor units.
                                 * @example 2550
                                 */
                                capturedAmount: number;
                                /**
                                 * @description Given back to the card. In minor units.
                                 * @example 0
                                 */
                                totalRefunded: number;
                                /**
                                 * @description Released of a hold. In minor units.
                                 * @example 0
                                 */
                                totalReversed: number;
                                /**
                                 * @description What a refund may still take. In minor units.
                                 * @example 2550
                                 */
                                refundableAmount: number;
                                /**
                                 * @description ISO 4217 code of the amounts.
                                 * @example AZN
                                 * @enum {string}
                                 */
                                currency: "AZN" | "AED" | "USD" | "EUR";
                                /**
                                 * @description The card processor's verdict.
                                 * @enum {string|null}
                                 */
                                responseCode: "approved" | "declined" | "insufficientFunds" | "expiredCard" | "challengeRequired" | "authenticationFailed" | "challengeCanceled" | "challengeExpired" | null;
                                /** @description The card processor's words for it (English). */
                                responseDescription: string | null;
                                /**
                                 * @description First six and last four digits.
                                 * @example 416973******1234
                                 */
                                cardNumber: string;
                                /**
                                 * @description The card's scheme.
                                 * @example visa
                                 */
                                cardBrand: string;
                                /**
                                 * @description The order id the card processor knows this attempt by: the portal's, the export's and the receipt's "Order ID".
                                 * @example ORD-7KQ2M9XH4D-1
                                 */
                                acquirerOrderId: string;
                                /** @description The retrieval reference number the card's bank knows the payment by. */
                                rrn: string | null;
                                /** @description The card's bank's approval code of an approved payment. */
                                approvalCode: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the customer sent the card. ISO 8601, UTC.
                                 * @example 2026-05-04T09:15:27.000Z
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description When the attempt ended. ISO 8601, UTC.
                                 */
                                completionDate: string | null;
                                /**
                                 * Format: date-time
                                 * @description A hold lapses then unless captured or cancelled. ISO 8601, UTC.
                                 */
                                preAuthExpiresAt: string | null;
                            }[];
                        }[];
                        /** @description Whether older orders follow. */
                        hasMore: boolean;
                        /** @description Send as `startingAfter` for the next page; null on the last. */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNKNOWN_PARAMETER";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). 8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.
                 * @example 5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41
                 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 2550,
                 *       "currency": "AZN",
                 *       "description": "Order 1042: two tickets"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What the customer pays, in minor units: at least 100 (1.00), below 4000000 (40 000.00).
                     * @example 2550
                     */
                    amount: number;
                    /**
                     * @description ISO 4217 code.
                     * @example AZN
                     * @enum {string}
                     */
                    currency: "AZN" | "AED" | "USD" | "EUR";
                    /**
                     * @description What is paid for; the checkout and the receipt show it.
                     * @example Order 1042: two tickets
                     */
                    description: string;
                    /**
                     * @description Your own reference (an order number): listed and searchable in the portal.
                     * @example 1042
                     */
                    bookingId?: string;
                    /** @description Who pays, when you know; all optional. */
                    customer?: {
                        /**
                         * @description The customer's full name.
                         * @example Leyla Əliyeva
                         */
                        name?: string;
                        /**
                         * Format: email
                         * @description Where the receipt may go.
                         * @example leyla@example.com
                         */
                        email?: string;
                        /** @description A mobile number, +994 and nine digits. */
                        phone?: string;
                    };
                    /**
                     * @description The language of the checkout page (English by default).
                     * @default en
                     * @example en
                     * @enum {string}
                     */
                    language?: "az" | "en" | "ru";
                    /**
                     * Format: uri
                     * @description Where the checkout sends the customer once the order is paid (or its hold authorised), with `orderId` added to its query.
                     * @example https://shop.example.com/thank-you
                     */
                    returnUrl?: string;
                    /**
                     * @description Hold the amount on the card instead of taking it; capture or cancel the hold within 7 days.
                     * @default false
                     * @example false
                     */
                    preAuth?: boolean;
                    /**
                     * Format: date
                     * @description The last day (YYYY-MM-DD, UTC) the checkout takes a payment; by default the end of tomorrow.
                     * @example 2026-12-31
                     */
                    linkExpirationDate?: string;
                    /**
                     * @description Up to 20 keys of your own (1 to 40 characters each, not `__proto__`; values up to 500), returned with the order and in its events.
                     * @example {
                     *       "cartId": "c-7731"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The order's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "order";
                        /**
                         * @description The application's merchant id.
                         * @example 402718365590
                         */
                        merchantId: string;
                        /**
                         * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                         * @example paid
                         * @enum {string}
                         */
                        status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                        /**
                         * @description What the customer pays. In minor units.
                         * @example 2550
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description What is paid for, as sent.
                         * @example Order 1042: two tickets
                         */
                        description: string;
                        /** @description Your own reference, as sent. */
                        bookingId: string | null;
                        /**
                         * @description The checkout's code (`checkoutUrl` ends in it): the portal's and the export's "Invoice code".
                         * @example 7KQ2M9XH4D
                         */
                        invoiceCode: string;
                        /** @description Who pays, as far as you said. */
                        customer: {
                            /** @description The customer's full name, when you gave it. */
                            name: string | null;
                            /** @description Their e-mail address, when you gave it (lower case). */
                            email: string | null;
                            /** @description Their mobile number, when you gave it (+994 and nine digits). */
                            phone: string | null;
                        };
                        /**
                         * @description The checkout page's language.
                         * @example en
                         * @enum {string}
                         */
                        language: "az" | "en" | "ru";
                        /** @description Whether the card's bank only holds the amount until you capture or cancel it. */
                        preAuth: boolean;
                        /** @description Where the checkout sends the customer once paid. */
                        returnUrl: string | null;
                        /**
                         * @description Your own keys, as sent.
                         * @example {
                         *       "cartId": "c-7731"
                         *     }
                         */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description The hosted checkout to send the customer to.
                         * @example https://portal.example.com/pay/7KQ2M9XH4D
                         */
                        checkoutUrl: string;
                        /**
                         * @description Captured so far. In minor units.
                         * @example 2550
                         */
                        capturedAmount: number;
                        /**
                         * @description Refunded of it. In minor units.
                         * @example 0
                         */
                        refundedAmount: number;
                        /**
                         * Format: date-time
                         * @description When the order was made. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the checkout stops taking payments. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        expiresAt: string;
                        /** @description Its payment attempts, newest first. */
                        transactions: {
                            /**
                             * Format: uuid
                             * @description The transaction's id: the portal's operation page is /billing/operations/{id}.
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The order it pays.
                             */
                            order: string;
                            /**
                             * @description inProgress, success, declined, failed, preAuth, reversed, preAuthExpired, refundInProgress, partialRefunded or refunded.
                             * @enum {string}
                             */
                            status: "inProgress" | "success" | "declined" | "failed" | "preAuth" | "reversed" | "preAuthExpired" | "refundInProgress" | "partialRefunded" | "refunded";
                            /**
                             * @description What was asked of the card. In minor units.
                             * @example 2550
                             */
                            amount: number;
                            /**
                             * @description Taken from the card: the whole amount of a payment, the captured part of a hold. In minor units.
                             * @example 2550
                             */
                            capturedAmount: number;
                            /**
                             * @description Given back to the card. In minor units.
                             * @example 0
                             */
                            totalRefunded: number;
                            /**
                             * @description Released of a hold. In minor units.
                             * @example 0
                             */
                            totalReversed: number;
                            /**
                             * @description What a refund may still take. In minor units.
                             * @example 2550
                             */
                            refundableAmount: number;
                            /**
                             * @description ISO 4217 code of the amounts.
                             * @example AZN
                             * @enum {string}
                             */
                            currency: "AZN" | "AED" | "USD" | "EUR";
                            /**
                             * @description The card processor's verdict.
                             * @enum {string|null}
                             */
                            responseCode: "approved" | "declined" | "insufficientFunds" | "expiredCard" | "challengeRequired" | "authenticationFailed" | "challengeCanceled" | "challengeExpired" | null;
                            /** @description The card processor's words for it (English). */
                            responseDescription: string | null;
                            /**
                             * @description First six and last four digits.
                             * @example 416973******1234
                             */
                            cardNumber: string;
                            /**
                             * @description The card's scheme.
                             * @example visa
                             */
                            cardBrand: string;
                            /**
                             * @description The order id the card processor knows this attempt by: the portal's, the export's and the receipt's "Order ID".
                             * @example ORD-7KQ2M9XH4D-1
                             */
                            acquirerOrderId: string;
                            /** @description The retrieval reference number the card's bank knows the payment by. */
                            rrn: string | null;
                            /** @description The card's bank's approval code of an approved payment. */
                            approvalCode: string | null;
                            /**
                             * Format: date-time
                             * @description When the customer sent the card. ISO 8601, UTC.
                             * @example 2026-05-04T09:15:27.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the attempt ended. ISO 8601, UTC.
                             */
                            completionDate: string | null;
                            /**
                             * Format: date-time
                             * @description A hold lapses then unless captured or cancelled. ISO 8601, UTC.
                             */
                            preAuthExpiresAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNKNOWN_PARAMETER";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's id. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The order's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "order";
                        /**
                         * @description The application's merchant id.
                         * @example 402718365590
                         */
                        merchantId: string;
                        /**
                         * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                         * @example paid
                         * @enum {string}
                         */
                        status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                        /**
                         * @description What the customer pays. In minor units.
                         * @example 2550
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description What is paid for, as sent.
                         * @example Order 1042: two tickets
                         */
                        description: string;
                        /** @description Your own reference, as sent. */
                        bookingId: string | null;
                        /**
                         * @description The checkout's code (`checkoutUrl` ends in it): the portal's and the export's "Invoice code".
                         * @example 7KQ2M9XH4D
                         */
                        invoiceCode: string;
                        /** @description Who pays, as far as you said. */
                        customer: {
                            /** @description The customer's full name, when you gave it. */
                            name: string | null;
                            /** @description Their e-mail address, when you gave it (lower case). */
                            email: string | null;
                            /** @description Their mobile number, when you gave it (+994 and nine digits). */
                            phone: string | null;
                        };
                        /**
                         * @description The checkout page's language.
                         * @example en
                         * @enum {string}
                         */
                        language: "az" | "en" | "ru";
                        /** @description Whether the card's bank only holds the amount until you capture or cancel it. */
                        preAuth: boolean;
                        /** @description Where the checkout sends the customer once paid. */
                        returnUrl: string | null;
                        /**
                         * @description Your own keys, as sent.
                         * @example {
                         *       "cartId": "c-7731"
                         *     }
                         */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description The hosted checkout to send the customer to.
                         * @example https://portal.example.com/pay/7KQ2M9XH4D
                         */
                        checkoutUrl: string;
                        /**
                         * @description Captured so far. In minor units.
                         * @example 2550
                         */
                        capturedAmount: number;
                        /**
                         * @description Refunded of it. In minor units.
                         * @example 0
                         */
                        refundedAmount: number;
                        /**
                         * Format: date-time
                         * @description When the order was made. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the checkout stops taking payments. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        expiresAt: string;
                        /** @description Its payment attempts, newest first. */
                        transactions: {
                            /**
                             * Format: uuid
                             * @description The transaction's id: the portal's operation page is /billing/operations/{id}.
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The order it pays.
                             */
                            order: string;
                            /**
                             * @description inProgress, success, declined, failed, preAuth, reversed, preAuthExpired, refundInProgress, partialRefunded or refunded.
                             * @enum {string}
                             */
                            status: "inProgress" | "success" | "declined" | "failed" | "preAuth" | "reversed" | "preAuthExpired" | "refundInProgress" | "partialRefunded" | "refunded";
                            /**
                             * @description What was asked of the card. In minor units.
                             * @example 2550
                             */
                            amount: number;
                            /**
                             * @description Taken from the card: the whole amount of a payment, the captured part of a hold. In minor units.
                             * @example 2550
                             */
                            capturedAmount: number;
                            /**
                             * @description Given back to the card. In minor units.
                             * @example 0
                             */
                            totalRefunded: number;
                            /**
                             * @description Released of a hold. In minor units.
                             * @example 0
                             */
                            totalReversed: number;
                            /**
                             * @description What a refund may still take. In minor units.
                             * @example 2550
                             */
                            refundableAmount: number;
                            /**
                             * @description ISO 4217 code of the amounts.
                             * @example AZN
                             * @enum {string}
                             */
                            currency: "AZN" | "AED" | "USD" | "EUR";
                            /**
                             * @description The card processor's verdict.
                             * @enum {string|null}
                             */
                            responseCode: "approved" | "declined" | "insufficientFunds" | "expiredCard" | "challengeRequired" | "authenticationFailed" | "challengeCanceled" | "challengeExpired" | null;
                            /** @description The card processor's words for it (English). */
                            responseDescription: string | null;
                            /**
                             * @description First six and last four digits.
                             * @example 416973******1234
                             */
                            cardNumber: string;
                            /**
                             * @description The card's scheme.
                             * @example visa
                             */
                            cardBrand: string;
                            /**
                             * @description The order id the card processor knows this attempt by: the portal's, the export's and the receipt's "Order ID".
                             * @example ORD-7KQ2M9XH4D-1
                             */
                            acquirerOrderId: string;
                            /** @description The retrieval reference number the card's bank knows the payment by. */
                            rrn: string | null;
                            /** @description The card's bank's approval code of an approved payment. */
                            approvalCode: string | null;
                            /**
                             * Format: date-time
                             * @description When the customer sent the card. ISO 8601, UTC.
                             * @example 2026-05-04T09:15:27.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the attempt ended. ISO 8601, UTC.
                             */
                            completionDate: string | null;
                            /**
                             * Format: date-time
                             * @description A hold lapses then unless captured or cancelled. ISO 8601, UTC.
                             */
                            preAuthExpiresAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). 8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.
                 * @example 5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41
                 */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The order's id. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description In minor units; all that can be when left out.
                     * @example 1000
                     */
                    amount?: number;
                    /**
                     * @description Why the money goes back: requestedByCustomer, duplicate, fraudulent or other. Shown on the transaction and in the export.
                     * @example requestedByCustomer
                     * @enum {string}
                     */
                    reason?: "requestedByCustomer" | "duplicate" | "fraudulent" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNKNOWN_PARAMETER";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE" | "NOT_REFUNDABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INSUFFICIENT_BALANCE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    captureOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). 8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.
                 * @example 5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41
                 */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The order's id. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    /**
                     * @description In minor units; all that can be when left out.
                     * @example 1000
                     */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNKNOWN_PARAMETER";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE" | "NOT_A_HOLD" | "HOLD_ENDED" | "HOLD_EXPIRED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). 8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.
                 * @example 5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41
                 */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The order's id. */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The order's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "order";
                        /**
                         * @description The application's merchant id.
                         * @example 402718365590
                         */
                        merchantId: string;
                        /**
                         * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                         * @example paid
                         * @enum {string}
                         */
                        status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                        /**
                         * @description What the customer pays. In minor units.
                         * @example 2550
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description What is paid for, as sent.
                         * @example Order 1042: two tickets
                         */
                        description: string;
                        /** @description Your own reference, as sent. */
                        bookingId: string | null;
                        /**
                         * @description The checkout's code (`checkoutUrl` ends in it): the portal's and the export's "Invoice code".
                         * @example 7KQ2M9XH4D
                         */
                        invoiceCode: string;
                        /** @description Who pays, as far as you said. */
                        customer: {
                            /** @description The customer's full name, when you gave it. */
                            name: string | null;
                            /** @description Their e-mail address, when you gave it (lower case). */
                            email: string | null;
                            /** @description Their mobile number, when you gave it (+994 and nine digits). */
                            phone: string | null;
                        };
                        /**
                         * @description The checkout page's language.
                         * @example en
                         * @enum {string}
                         */
                        language: "az" | "en" | "ru";
                        /** @description Whether the card's bank only holds the amount until you capture or cancel it. */
                        preAuth: boolean;
                        /** @description Where the checkout sends the customer once paid. */
                        returnUrl: string | null;
                        /**
                         * @description Your own keys, as sent.
                         * @example {
                         *       "cartId": "c-7731"
                         *     }
                         */
                        metadata: {
                            [key: string]: string;
                        };
                        /**
                         * @description The hosted checkout to send the customer to.
                         * @example https://portal.example.com/pay/7KQ2M9XH4D
                         */
                        checkoutUrl: string;
                        /**
                         * @description Captured so far. In minor units.
                         * @example 2550
                         */
                        capturedAmount: number;
                        /**
                         * @description Refunded of it. In minor units.
                         * @example 0
                         */
                        refundedAmount: number;
                        /**
                         * Format: date-time
                         * @description When the order was made. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the checkout stops taking payments. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        expiresAt: string;
                        /** @description Its payment attempts, newest first. */
                        transactions: {
                            /**
                             * Format: uuid
                             * @description The transaction's id: the portal's operation page is /billing/operations/{id}.
                             */
                            id: string;
                            /**
                             * Format: uuid
                             * @description The order it pays.
                             */
                            order: string;
                            /**
                             * @description inProgress, success, declined, failed, preAuth, reversed, preAuthExpired, refundInProgress, partialRefunded or refunded.
                             * @enum {string}
                             */
                            status: "inProgress" | "success" | "declined" | "failed" | "preAuth" | "reversed" | "preAuthExpired" | "refundInProgress" | "partialRefunded" | "refunded";
                            /**
                             * @description What was asked of the card. In minor units.
                             * @example 2550
                             */
                            amount: number;
                            /**
                             * @description Taken from the card: the whole amount of a payment, the captured part of a hold. In minor units.
                             * @example 2550
                             */
                            capturedAmount: number;
                            /**
                             * @description Given back to the card. In minor units.
                             * @example 0
                             */
                            totalRefunded: number;
                            /**
                             * @description Released of a hold. In minor units.
                             * @example 0
                             */
                            totalReversed: number;
                            /**
                             * @description What a refund may still take. In minor units.
                             * @example 2550
                             */
                            refundableAmount: number;
                            /**
                             * @description ISO 4217 code of the amounts.
                             * @example AZN
                             * @enum {string}
                             */
                            currency: "AZN" | "AED" | "USD" | "EUR";
                            /**
                             * @description The card processor's verdict.
                             * @enum {string|null}
                             */
                            responseCode: "approved" | "declined" | "insufficientFunds" | "expiredCard" | "challengeRequired" | "authenticationFailed" | "challengeCanceled" | "challengeExpired" | null;
                            /** @description The card processor's words for it (English). */
                            responseDescription: string | null;
                            /**
                             * @description First six and last four digits.
                             * @example 416973******1234
                             */
                            cardNumber: string;
                            /**
                             * @description The card's scheme.
                             * @example visa
                             */
                            cardBrand: string;
                            /**
                             * @description The order id the card processor knows this attempt by: the portal's, the export's and the receipt's "Order ID".
                             * @example ORD-7KQ2M9XH4D-1
                             */
                            acquirerOrderId: string;
                            /** @description The retrieval reference number the card's bank knows the payment by. */
                            rrn: string | null;
                            /** @description The card's bank's approval code of an approved payment. */
                            approvalCode: string | null;
                            /**
                             * Format: date-time
                             * @description When the customer sent the card. ISO 8601, UTC.
                             * @example 2026-05-04T09:15:27.000Z
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When the attempt ended. ISO 8601, UTC.
                             */
                            completionDate: string | null;
                            /**
                             * Format: date-time
                             * @description A hold lapses then unless captured or cancelled. ISO 8601, UTC.
                             */
                            preAuthExpiresAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The operation's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "operation";
                        /**
                         * @description capture (of a hold), refund, or reversal (a cancelled hold).
                         * @enum {string}
                         */
                        kind: "capture" | "refund" | "reversal";
                        /**
                         * Format: uuid
                         * @description The order it was done to.
                         */
                        order: string;
                        /**
                         * Format: uuid
                         * @description The order's payment it acted on.
                         */
                        transaction: string;
                        /**
                         * @description How much. In minor units.
                         * @example 1000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description inProgress until the card processor answers; then succeeded or failed.
                         * @enum {string}
                         */
                        status: "inProgress" | "succeeded" | "failed";
                        /** @description The card processor's words when it refused (English). */
                        failureReason: string | null;
                        /**
                         * @description A refund's reason as given (requestedByCustomer, duplicate, fraudulent, other); null when none was, and for a capture or reversal.
                         * @enum {string|null}
                         */
                        reason: "requestedByCustomer" | "duplicate" | "fraudulent" | "other" | null;
                        /**
                         * Format: date-time
                         * @description When it was asked for. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the card processor answered. ISO 8601, UTC.
                         */
                        completedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE" | "NOT_A_HOLD" | "HOLD_ENDED" | "HOLD_EXPIRED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry safe: the first answer to this key is kept for 24 hours and given again to a retry (with `Idempotent-Replayed: true`). 8 to 100 letters, digits or `- _ . :`; a new UUID per operation is a good key.
                 * @example 5f1c7e0a-2b9d-4c51-9a53-0c3b7f2d8e41
                 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 15000,
                 *       "currency": "AZN",
                 *       "fullName": "Leyla Əliyeva",
                 *       "phone": "+994501234567",
                 *       "description": "Room 12, 3 nights",
                 *       "bookingId": "BK-2207",
                 *       "linkExpirationDate": "2026-12-31"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description In minor units: at least 100 (1.00), below 4000000 (40 000.00).
                     * @example 15000
                     */
                    amount: number;
                    /**
                     * @description ISO 4217 code.
                     * @example AZN
                     * @enum {string}
                     */
                    currency: "AZN" | "AED" | "USD" | "EUR";
                    /**
                     * @description The customer's full name.
                     * @example Leyla Əliyeva
                     */
                    fullName: string;
                    /** @description +994 and nine digits; the SMS goes here. */
                    phone: string;
                    /**
                     * Format: email
                     * @description The e-mail goes here.
                     * @example leyla@example.com
                     */
                    email?: string;
                    /**
                     * @description What is paid for.
                     * @example Room 12, 3 nights
                     */
                    description: string;
                    /**
                     * @description Your own reference.
                     * @example BK-2207
                     */
                    bookingId: string;
                    /**
                     * Format: date
                     * @description The last day the link takes a payment (YYYY-MM-DD), after today.
                     * @example 2026-12-31
                     */
                    linkExpirationDate: string;
                    /**
                     * Format: date
                     * @description When payment is due (YYYY-MM-DD): shown to the customer; the link's end is `linkExpirationDate`.
                     * @example 2026-12-20
                     */
                    dueDate?: string;
                    /**
                     * @description Hold the amount on the card instead of taking it.
                     * @default false
                     * @example false
                     */
                    preAuth?: boolean;
                    /**
                     * @description Pay by installments with a partner bank's card; none by default.
                     * @default null
                     */
                    installment?: {
                        /**
                         * @description The installment card the customer pays with.
                         * @enum {string}
                         */
                        cardType: "birKart" | "tamKart" | "albali";
                        /**
                         * @description The plan's length in days: 30, 60, 90, 180, 270 or 360.
                         * @enum {number}
                         */
                        period: 30 | 60 | 90 | 180 | 270 | 360;
                    } | null;
                    /**
                     * @description none, weekly, monthly or annually: a copy is issued and sent on each date, from `scheduledPaymentDate`.
                     * @default none
                     * @example none
                     * @enum {string}
                     */
                    recurrence?: "none" | "weekly" | "monthly" | "annually";
                    /**
                     * Format: date
                     * @description The first date a recurring invoice's copy is issued (after today); required with a recurrence.
                     * @example 2026-06-01
                     */
                    scheduledPaymentDate?: string;
                    /**
                     * Format: date
                     * @description A hotel stay's check-in day (YYYY-MM-DD).
                     * @example 2026-07-14
                     */
                    checkInDate?: string;
                    /**
                     * @description Send the payment link now, by SMS (the application's template) and/or e-mail (which needs `email`).
                     * @default {
                     *       "sms": false,
                     *       "email": false
                     *     }
                     * @example {
                     *       "sms": true,
                     *       "email": false
                     *     }
                     */
                    send?: {
                        /**
                         * @description Text the link to `phone`.
                         * @default false
                         */
                        sms?: boolean;
                        /**
                         * @description E-mail the link to `email`.
                         * @default false
                         */
                        email?: boolean;
                    };
                    /**
                     * @description The language of the e-mail (English by default).
                     * @default en
                     * @example az
                     * @enum {string}
                     */
                    language?: "az" | "en" | "ru";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The invoice's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "invoice";
                        /**
                         * @description The code in its payment link.
                         * @example 7KQ2M9XH4D
                         */
                        invoiceCode: string;
                        /**
                         * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                         * @enum {string}
                         */
                        status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                        /**
                         * @description What is asked. In minor units.
                         * @example 15000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description The customer's full name (empty for a payment made on the QR page without one).
                         * @example Leyla Əliyeva
                         */
                        fullName: string;
                        /**
                         * @description The customer's mobile number, or empty.
                         * @example +994501234567
                         */
                        phone: string;
                        /** @description The customer's e-mail address, when known. */
                        email: string | null;
                        /**
                         * @description What is paid for.
                         * @example Room 12, 3 nights
                         */
                        description: string;
                        /**
                         * @description Your own reference, or empty.
                         * @example BK-2207
                         */
                        bookingId: string;
                        /**
                         * @description The last day (YYYY-MM-DD, UTC) the link takes a payment.
                         * @example 2026-12-31
                         */
                        linkExpirationDate: string;
                        /** @description When payment is due (YYYY-MM-DD), when set. */
                        dueDate: string | null;
                        /** @description Whether the card's bank only holds the amount until it is captured. */
                        preAuth: boolean;
                        /**
                         * @description none, weekly, monthly or annually.
                         * @enum {string}
                         */
                        recurrence: "none" | "weekly" | "monthly" | "annually";
                        /**
                         * @description The payment link the customer opens.
                         * @example https://portal.example.com/pay/7KQ2M9XH4D
                         */
                        paymentUrl: string;
                        /**
                         * @description Captured so far. In minor units.
                         * @example 0
                         */
                        capturedAmount: number;
                        /**
                         * @description Refunded of it. In minor units.
                         * @example 0
                         */
                        refundedAmount: number;
                        /** @description Whether the link has gone out by SMS. */
                        sentBySms: boolean;
                        /** @description Whether the link has gone out by e-mail. */
                        sentByEmail: boolean;
                        /**
                         * Format: date-time
                         * @description When the invoice was made. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the link stops taking payments: the end of `linkExpirationDate`. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNKNOWN_PARAMETER";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED" | "INVALID_STATE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "AMOUNT_ABOVE_LIMIT";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                invoiceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The invoice's id.
                         */
                        id: string;
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "invoice";
                        /**
                         * @description The code in its payment link.
                         * @example 7KQ2M9XH4D
                         */
                        invoiceCode: string;
                        /**
                         * @description created: waiting for payment; declined or failed: the last attempt did not pay (the link still takes another); paid; preAuth: held, to capture or cancel; partialRefunded; refunded; canceled; expired: the link ended unpaid; preAuthExpired: a hold lapsed after 7 days.
                         * @enum {string}
                         */
                        status: "created" | "paid" | "preAuth" | "declined" | "failed" | "expired" | "canceled" | "partialRefunded" | "refunded" | "preAuthExpired";
                        /**
                         * @description What is asked. In minor units.
                         * @example 15000
                         */
                        amount: number;
                        /**
                         * @description ISO 4217 code of the amounts.
                         * @example AZN
                         * @enum {string}
                         */
                        currency: "AZN" | "AED" | "USD" | "EUR";
                        /**
                         * @description The customer's full name (empty for a payment made on the QR page without one).
                         * @example Leyla Əliyeva
                         */
                        fullName: string;
                        /**
                         * @description The customer's mobile number, or empty.
                         * @example +994501234567
                         */
                        phone: string;
                        /** @description The customer's e-mail address, when known. */
                        email: string | null;
                        /**
                         * @description What is paid for.
                         * @example Room 12, 3 nights
                         */
                        description: string;
                        /**
                         * @description Your own reference, or empty.
                         * @example BK-2207
                         */
                        bookingId: string;
                        /**
                         * @description The last day (YYYY-MM-DD, UTC) the link takes a payment.
                         * @example 2026-12-31
                         */
                        linkExpirationDate: string;
                        /** @description When payment is due (YYYY-MM-DD), when set. */
                        dueDate: string | null;
                        /** @description Whether the card's bank only holds the amount until it is captured. */
                        preAuth: boolean;
                        /**
                         * @description none, weekly, monthly or annually.
                         * @enum {string}
                         */
                        recurrence: "none" | "weekly" | "monthly" | "annually";
                        /**
                         * @description The payment link the customer opens.
                         * @example https://portal.example.com/pay/7KQ2M9XH4D
                         */
                        paymentUrl: string;
                        /**
                         * @description Captured so far. In minor units.
                         * @example 0
                         */
                        capturedAmount: number;
                        /**
                         * @description Refunded of it. In minor units.
                         * @example 0
                         */
                        refundedAmount: number;
                        /** @description Whether the link has gone out by SMS. */
                        sentBySms: boolean;
                        /** @description Whether the link has gone out by e-mail. */
                        sentByEmail: boolean;
                        /**
                         * Format: date-time
                         * @description When the invoice was made. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description When the link stops taking payments: the end of `linkExpirationDate`. ISO 8601, UTC.
                         * @example 2026-05-04T09:15:27.000Z
                         */
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
    getBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description What this object is.
                         * @enum {string}
                         */
                        object: "balance";
                        /** @description One wallet per currency the application was paid in (an empty AZN wallet before the first payment). */
                        wallets: {
                            /**
                             * @description The wallet's currency.
                             * @example AZN
                             * @enum {string}
                             */
                            currency: "AZN" | "AED" | "USD" | "EUR";
                            /**
                             * @description What can leave the wallet now. In minor units.
                             * @example 13000
                             */
                            payoutBalance: number;
                            /**
                             * @description The payout balance plus what operations under way hold back. In minor units.
                             * @example 13000
                             */
                            balance: number;
                            /** @description What operations under way hold back. */
                            reserved: {
                                /**
                                 * @description Refunds waiting for the card processor. In minor units.
                                 * @example 0
                                 */
                                refunds: number;
                                /**
                                 * @description Payouts waiting for review. In minor units.
                                 * @example 0
                                 */
                                payouts: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAUTHORIZED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "INTERNAL";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "UNAVAILABLE";
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        fieldMessages?: {
                            [key: string]: string;
                        };
                        localFieldMessages?: {
                            [key: string]: string;
                        };
                        retryAfter?: number;
                        attemptsLeft?: number;
                        proof?: {
                            /** @enum {string} */
                            algorithm: "SHA-256";
                            salt: string;
                            difficulty: number;
                            /** Format: date-time */
                            expiresAt: string;
                            signature: string;
                        };
                        requestId?: string;
                    };
                };
            };
        };
    };
}
