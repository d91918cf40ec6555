import "i18next";
import type { namespaces, resources } from "@/locales";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof namespaces;
    nsSeparator: ".";
    resources: (typeof resources)["en"];
  }
}
