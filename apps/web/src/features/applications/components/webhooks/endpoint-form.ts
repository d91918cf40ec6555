import { zodResolver } from "@hookform/resolvers/zod";
import { CreateWebhookEndpointRequest, type WebhookEndpoint, type WebhookEventType } from "@portal/contracts";
import type { Resolver } from "react-hook-form";
import type * as z from "zod/mini";

/** What the endpoint form holds: the fields a new endpoint is made of, which an edit sends too. */
export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}
export type EndpointOutput = z.output<typeof CreateWebhookEndpointRequest>;

/** The contracts' rules of a new endpoint, for adding and editing alike: the server's `fields` name the same. */
export const endpointResolver = zodResolver(CreateWebhookEndpointRequest) as Resolver<
  EndpointValues,
  unknown,
  EndpointOutput
>;

export const endpointValues = (endpoint: WebhookEndpoint | null): EndpointValues =>
  endpoint
    ? { url: endpoint.url, description: endpoint.description, events: endpoint.events }
    : { url: "", description: "", events: [] };
