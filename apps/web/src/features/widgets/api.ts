import { type CreatePayButtonRequest, PayButton, PayButtonPage, type UpdatePayButtonRequest } from "@portal/contracts";
import { api, asObjectUrl, revokeObjectUrlWhenRemoved } from "@/lib/api";
import { asSent } from "@/lib/as-sent";

const path = encodeURIComponent;

/**
 * Pay buttons (SPEC §2 Widgets): a creation or a status change invalidates `PayButton`, so
 * the open list refetches. The list is never cached: its payment counts change while nobody
 * looks (SPEC §9).
 */
export const payButtonsApi = api.enhanceEndpoints({ addTagTypes: ["PayButton"] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/pay-buttons`: an application's buttons, newest first, ten a page. */
    payButtons: build.query<PayButtonPage, { appId: string; page: number }>({
      query: (params) => ({ url: "api/pay-buttons", params }),
      keepUnusedDataFor: 0,
      providesTags: ["PayButton"],
      responseSchema: asSent(PayButtonPage),
    }),
    createPayButton: build.mutation<PayButton, CreatePayButtonRequest>({
      query: (body) => ({ url: "api/pay-buttons", method: "POST", body }),
      invalidatesTags: (result) => (result ? ["PayButton"] : []),
      responseSchema: asSent(PayButton),
    }),
    /** Disables a button (its links then say it is no longer available) or enables it again. */
    updatePayButton: build.mutation<PayButton, UpdatePayButtonRequest & { id: string }>({
      query: ({ id, status }) => ({ url: `api/pay-buttons/${path(id)}`, method: "PATCH", body: { status } }),
      invalidatesTags: (result) => (result ? ["PayButton"] : []),
      responseSchema: asSent(PayButton),
    }),
    /**
     * The button's link as a QR code (PNG), as an object URL: it needs the bearer token, so an
     * `<img>` cannot load it itself. No tags: a button's link never changes.
     */
    payButtonQr: build.query<string, string>({
      query: (id) => ({ url: `api/pay-buttons/${path(id)}/qr`, responseHandler: asObjectUrl }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: revokeObjectUrlWhenRemoved,
    }),
  }),
});

export const { usePayButtonsQuery, useCreatePayButtonMutation, useUpdatePayButtonMutation, usePayButtonQrQuery } =
  payButtonsApi;
