import type { ApiLogEntry, ApiLogEntryDetail } from "@portal/contracts";

export const entryId = "6f5e4d3c-2b1a-4c9d-8e7f-0a1b2c3d4e5f";

/** A created order, as `GET api/apps/{appId}/api-log` lists it; a test overrides what it looks at. */
export const apiLogEntry = (overrides: Partial<ApiLogEntry> = {}): ApiLogEntry => ({
  id: entryId,
  at: "2026-03-14T10:05:07.000Z",
  method: "POST",
  path: "/api/v1/orders",
  status: 201,
  durationMs: 84,
  requestId: "0b6f1e2a-7c4d-4e8f-9a1b-2c3d4e5f6a7b",
  idempotencyKey: "order-1001",
  ...overrides,
});

export const apiLogEntryDetail = (overrides: Partial<ApiLogEntryDetail> = {}): ApiLogEntryDetail => ({
  ...apiLogEntry(),
  requestBody: '{"amount":1840,"currency":"AZN","description":"The Old Man and the Sea"}',
  responseBody: '{"id":"ord_7Hq2Lm","status":"created","checkoutUrl":"https://portal.example/pay/AB12CD34EF"}',
  ...overrides,
});
