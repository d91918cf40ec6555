import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryPage,
  type webhookDeliveryStatuses,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from "@portal/contracts";
import * as z from "zod/mini";
import { api } from "@/lib/api";

export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

const path = encodeURIComponent;

/**
 * An application's webhook endpoints and their delivery log (the configure screen's
 * "Webhooks"). A change to an endpoint invalidates `WebhookEndpoint`; anything that sends an
 * event (a test, a redelivery) invalidates `WebhookDelivery` too, and the endpoint, whose
 * failing time it may change. The log and a delivery are never cached: they change while
 * nobody looks, and a payload may hold a customer's details.
 */
export const webhooksApi = api
  .enhanceEndpoints({ addTagTypes: ["WebhookEndpoint", "WebhookDelivery"] })
  .injectEndpoints({
    endpoints: (build) => ({
      webhookEndpoints: build.query<WebhookEndpoint[], string>({
        query: (appId) => `api/apps/${path(appId)}/webhooks`,
        providesTags: ["WebhookEndpoint"],
        responseSchema: z.array(WebhookEndpoint),
      }),
      /** The answer holds the signing secret, shown once: whoever calls resets the request once it has it. */
      createWebhookEndpoint: build.mutation<
        WebhookEndpointWithSecret,
        { appId: string; endpoint: CreateWebhookEndpointRequest }
      >({
        query: ({ appId, endpoint }) => ({ url: `api/apps/${path(appId)}/webhooks`, method: "POST", body: endpoint }),
        invalidatesTags: (result) => (result ? ["WebhookEndpoint"] : []),
        responseSchema: WebhookEndpointWithSecret,
      }),
      /** What is sent, or `status` alone to disable or enable it. */
      updateWebhookEndpoint: build.mutation<WebhookEndpoint, { id: string; changes: UpdateWebhookEndpointRequest }>({
        query: ({ id, changes }) => ({ url: `api/webhooks/${path(id)}`, method: "PATCH", body: changes }),
        invalidatesTags: (result) => (result ? ["WebhookEndpoint"] : []),
        responseSchema: WebhookEndpoint,
      }),
      deleteWebhookEndpoint: build.mutation<null, string>({
        query: (id) => ({ url: `api/webhooks/${path(id)}`, method: "DELETE" }),
        invalidatesTags: (_result, error) => (error ? [] : ["WebhookEndpoint"]),
      }),
      /** A new signing secret, in this answer only; the old one keeps signing for 24 hours. */
      rollWebhookSecret: build.mutation<WebhookEndpointWithSecret, string>({
        query: (id) => ({ url: `api/webhooks/${path(id)}/roll-secret`, method: "POST" }),
        invalidatesTags: (result) => (result ? ["WebhookEndpoint"] : []),
        responseSchema: WebhookEndpointWithSecret,
      }),
      /** Sends `webhook.test` to this endpoint now; answers with its delivery after the try. */
      sendWebhookTest: build.mutation<WebhookDelivery, string>({
        query: (id) => ({ url: `api/webhooks/${path(id)}/test`, method: "POST" }),
        invalidatesTags: (result) => (result ? ["WebhookDelivery", "WebhookEndpoint"] : []),
        responseSchema: WebhookDelivery,
      }),
      /** The endpoint's log, newest first, ten a page, of one status or all. */
      webhookDeliveries: build.query<
        WebhookDeliveryPage,
        { endpointId: string; page: number; status?: WebhookDeliveryStatus }
      >({
        query: ({ endpointId, page, status }) => ({
          url: `api/webhooks/${path(endpointId)}/deliveries`,
          params: { page, status },
        }),
        keepUnusedDataFor: 0,
        providesTags: ["WebhookDelivery"],
        responseSchema: WebhookDeliveryPage,
      }),
      webhookDelivery: build.query<WebhookDeliveryDetail, string>({
        query: (deliveryId) => `api/webhooks/deliveries/${path(deliveryId)}`,
        keepUnusedDataFor: 0,
        providesTags: ["WebhookDelivery"],
        responseSchema: WebhookDeliveryDetail,
      }),
      /** Sends the delivery's event again now (same id and body); answers after the try. */
      redeliverWebhook: build.mutation<WebhookDelivery, string>({
        query: (deliveryId) => ({ url: `api/webhooks/deliveries/${path(deliveryId)}/redeliver`, method: "POST" }),
        invalidatesTags: (result) => (result ? ["WebhookDelivery", "WebhookEndpoint"] : []),
        responseSchema: WebhookDelivery,
      }),
    }),
  });

export const {
  useWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRollWebhookSecretMutation,
  useSendWebhookTestMutation,
  useWebhookDeliveriesQuery,
  useWebhookDeliveryQuery,
  useRedeliverWebhookMutation,
} = webhooksApi;
