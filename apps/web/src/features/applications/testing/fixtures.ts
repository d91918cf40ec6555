import type { Application, ApplicationDetail } from "@portal/contracts";
import { testApplication, testApplicationDetail } from "@/testing/application";

export const caspianTours: Application = testApplication({
  status: "draft",
  contractStatus: "unsigned",
  hasSecretKey: false,
});

export const caspianToursDetail: ApplicationDetail = testApplicationDetail(caspianTours);
