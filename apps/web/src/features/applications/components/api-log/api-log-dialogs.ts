import { lazy } from "react";

// The log (a table, the pager, the filters, a call's bodies) loads when the merchant heads for
// it: pointing at or focusing "Open API log" starts the fetch, as the webhooks' dialogs do.
export const loadApiLogDialog = () => import("./api-log-dialog");
export const ApiLogDialog = lazy(() => loadApiLogDialog().then((m) => ({ default: m.ApiLogDialog })));
