import type { Application } from "@portal/contracts";
import { generatePath } from "react-router";
import { paths } from "@/light/paths";

/** The application's configure page: where it is sent to review and managed. */
export const configurePath = (application: Application) =>
  generatePath(paths.applications.configure, { appId: application.id, appConfigId: application.configId });
