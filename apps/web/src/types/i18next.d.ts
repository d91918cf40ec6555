import "i18next";
import type { LazyNamespaces, Namespaces, namespaces } from "@/locales";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof namespaces;
    nsSeparator: ".";
    resources: Namespaces & LazyNamespaces;
  }
}
