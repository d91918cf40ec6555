import type { AuditAction } from "@portal/contracts";

/** `actor`: the signed-in user, for what a user does to their own account. */
type Source = "params" | "query" | "body" | "answer" | "actor";

/** What an audited call acts on: the kind of record, and where its id is found (a path or query parameter, a body field, a field of the answer). */
interface Audited {
  /** The action, or how the request's body names it (one call that disables or enables). */
  action: AuditAction | ((body: unknown) => AuditAction);
  target: string;
  id?: [Source, string];
}

/** A button's PATCH sets its status: `active` is enabling it; anything else, a refused body too, is recorded as disabling. */
function payButtonStatusChange(body: unknown): AuditAction {
  return (body as { status?: unknown } | null)?.status === "active" ? "payButton.enabled" : "payButton.disabled";
}

/** An endpoint's PATCH may turn it off or on; otherwise it changes where and what is sent. */
function webhookChange(body: unknown): AuditAction {
  const status = (body as { status?: unknown } | null)?.status;
  return status === "active" ? "webhook.enabled" : status === "disabled" ? "webhook.disabled" : "webhook.updated";
}

/**
 * The calls the audit trail records, by method and route: every change of users, their
 * access and their sign-in details (password, phone), every action that moves money or
 * changes an application, and what makes or stops a pay button (a public way to take money).
 * A route added to one of these areas belongs in this table.
 */
export const auditedRoutes: Record<string, Audited> = {
  "POST /api/user/registerPmd/:OTP": { action: "user.created", target: "user", id: ["answer", "user.id"] },
  "POST /api/user/access": { action: "user.accessChanged", target: "user", id: ["body", "userId"] },
  "DELETE /api/user/:id": { action: "user.deactivated", target: "user", id: ["params", "id"] },
  "DELETE /api/user/delete/:id": { action: "user.deleted", target: "user", id: ["params", "id"] },
  "POST /api/changePassword": { action: "user.passwordChanged", target: "user", id: ["actor", "id"] },
  "POST /api/changePhoneNumber/:OTP/:mobilePhone": { action: "user.phoneChanged", target: "user", id: ["actor", "id"] },
  // A chat bound by the bot's link is recorded by the bot's handler (no signed-in call makes it).
  "POST /api/subscribe/confirm": { action: "user.notificationsConnected", target: "user", id: ["actor", "id"] },
  "DELETE /api/delete-subs": { action: "user.notificationsDisconnected", target: "user", id: ["actor", "id"] },
  "POST /api/security/totp/confirm": { action: "user.strongMethodAdded", target: "user", id: ["actor", "id"] },
  "POST /api/security/passkeys": { action: "user.strongMethodAdded", target: "user", id: ["actor", "id"] },
  "POST /api/security/totp/remove": { action: "user.strongMethodRemoved", target: "user", id: ["actor", "id"] },
  "POST /api/security/passkeys/:id/remove": { action: "user.strongMethodRemoved", target: "user", id: ["actor", "id"] },
  "POST /api/security/recovery-codes": { action: "user.recoveryCodesRenewed", target: "user", id: ["actor", "id"] },
  "PUT /api/security/sms-fallback": { action: "user.smsFallbackChanged", target: "user", id: ["actor", "id"] },
  "PUT /api/security/policy": { action: "user.strongMethodPolicyChanged", target: "user", id: ["actor", "id"] },
  "POST /api/bookings": { action: "invoice.created", target: "invoice", id: ["answer", "id"] },
  "POST /api/bookings/send-invoice": { action: "invoice.sent", target: "invoice", id: ["body", "invoiceId"] },
  "PUT /api/booking/invoice/:id": { action: "invoice.edited", target: "invoice", id: ["params", "id"] },
  "POST /api/invoices/:id/stop-recurrence": { action: "invoice.edited", target: "invoice", id: ["params", "id"] },
  "DELETE /api/invoice/:id": { action: "invoice.canceled", target: "invoice", id: ["params", "id"] },
  "POST /api/bulk/upload/:appId": { action: "invoice.bulkUploaded", target: "bulkInvoice", id: ["answer", "id"] },
  "POST /api/bulk/process/:bulkInvoiceId": {
    action: "invoice.bulkProcessed",
    target: "bulkInvoice",
    id: ["params", "bulkInvoiceId"],
  },
  "POST /api/refund": { action: "transaction.refunded", target: "transaction", id: ["body", "transactionId"] },
  "POST /api/completeOrder": { action: "transaction.completed", target: "transaction", id: ["body", "transactionId"] },
  "POST /api/reverse/:id": { action: "transaction.reversed", target: "transaction", id: ["params", "id"] },
  "POST /api/apps/transfer/:OTP": { action: "wallet.transferred", target: "application", id: ["body", "fromAppId"] },
  "POST /api/user/withdraw/:OTP": { action: "wallet.withdrawn", target: "application", id: ["body", "appId"] },
  "POST /api/mpay/topup/:OTP": { action: "wallet.toppedUp", target: "application", id: ["body", "fromAppId"] },
  "POST /api/wallets/payout": { action: "payout.created", target: "payout", id: ["answer", "id"] },
  "POST /api/wallets/payouts/:id/approve": { action: "payout.approved", target: "payout", id: ["params", "id"] },
  "POST /api/wallets/payouts/:id/reject": { action: "payout.rejected", target: "payout", id: ["params", "id"] },
  "PUT /api/wallets/payout-settings": { action: "payout.thresholdChanged", target: "account" },
  "POST /api/merchant-connect": { action: "application.created", target: "application", id: ["answer", "appId"] },
  "GET /api/appKey/:appId/:OTP": { action: "application.keyRotated", target: "application", id: ["params", "appId"] },
  "DELETE /api/app/:appId/:OTP": { action: "application.disabled", target: "application", id: ["params", "appId"] },
  "PUT /api/config": { action: "application.settingsChanged", target: "application", id: ["body", "appId"] },
  "PUT /api/config/hotel/update": {
    action: "application.settingsChanged",
    target: "application",
    id: ["query", "appId"],
  },
  "POST /api/application-verify/sign-contract": {
    action: "contract.signed",
    target: "application",
    id: ["body", "appId"],
  },
  "POST /api/pay-buttons": { action: "payButton.created", target: "payButton", id: ["answer", "id"] },
  "PATCH /api/pay-buttons/:id": { action: payButtonStatusChange, target: "payButton", id: ["params", "id"] },
  // Webhook endpoints send the application's payments to a URL, signed with a secret: each change is the merchant's to trace.
  "POST /api/apps/:appId/webhooks": {
    action: "webhook.created",
    target: "webhookEndpoint",
    id: ["answer", "endpoint.id"],
  },
  "PATCH /api/webhooks/:endpointId": { action: webhookChange, target: "webhookEndpoint", id: ["params", "endpointId"] },
  "DELETE /api/webhooks/:endpointId": {
    action: "webhook.deleted",
    target: "webhookEndpoint",
    id: ["params", "endpointId"],
  },
  "POST /api/webhooks/:endpointId/roll-secret": {
    action: "webhook.secretRolled",
    target: "webhookEndpoint",
    id: ["params", "endpointId"],
  },
  "POST /api/webhooks/:endpointId/test": {
    action: "webhook.tested",
    target: "webhookEndpoint",
    id: ["params", "endpointId"],
  },
  "POST /api/webhooks/deliveries/:deliveryId/redeliver": {
    action: "webhook.redelivered",
    target: "webhookDelivery",
    id: ["params", "deliveryId"],
  },
  // The merchant API: what a merchant's server does with an application's key.
  "POST /api/v1/orders": { action: "order.created", target: "order", id: ["answer", "id"] },
  "POST /api/v1/orders/:orderId/refunds": { action: "order.refunded", target: "order", id: ["params", "orderId"] },
  "POST /api/v1/orders/:orderId/capture": { action: "order.captured", target: "order", id: ["params", "orderId"] },
  "POST /api/v1/orders/:orderId/cancel": { action: "order.canceled", target: "order", id: ["params", "orderId"] },
  "POST /api/v1/invoices": { action: "invoice.created", target: "invoice", id: ["answer", "id"] },
};
