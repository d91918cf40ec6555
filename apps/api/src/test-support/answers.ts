/**
 * An error answer as a client compares it with another: every field but the request's own id
 * (each request has its own, request-id.ts), so "answered alike" still means alike.
 */
export const answerBesidesRequestId = (res: { json(): unknown }) => ({
  ...(res.json() as Record<string, unknown>),
  requestId: undefined,
});
