import { lazy } from "react";

// The endpoint form (react-hook-form's checkboxes and the event picker) and the delivery log
// (a table, the pager, the payload's view) load when the merchant heads for them: pointing at
// or focusing their button starts the fetch, as the invoice's edit dialog does.
export const loadEndpointForm = () => import("./endpoint-form-dialog");
export const EndpointFormDialog = lazy(() => loadEndpointForm().then((m) => ({ default: m.EndpointFormDialog })));

export const loadDeliveriesDialog = () => import("./deliveries-dialog");
export const DeliveriesDialog = lazy(() => loadDeliveriesDialog().then((m) => ({ default: m.DeliveriesDialog })));
