import { type Application, type ApplicationDetail, DEFAULT_SMS_TEMPLATE } from "@portal/contracts";

/** A live application with a signed contract, as `GET api/apps` lists it; tests override what they look at. */
export const testApplication = (overrides: Partial<Application> = {}): Application => ({
  id: "0b6f4a8e-2c1d-4f3a-9b7e-5d4c3b2a1f00",
  configId: "6a1e2d3c-4b5a-4c6d-8e7f-901a2b3c4d5e",
  accountType: "business",
  appName: "Caspian Tours",
  appUrl: "https://caspian-tours.az",
  appInfo: "Tours around the Caspian Sea",
  category: "tourism",
  merchantId: "482915736204",
  status: "live",
  contractStatus: "signed",
  logoUrl: null,
  hasSecretKey: true,
  companyId: null,
  createdAt: "2026-03-14T10:00:00.000Z",
  ...overrides,
});

/** An application in full (`GET api/apps/{appId}`): nothing missing unless a test says so. */
export const testApplicationDetail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail => ({
  ...testApplication(),
  defaultSmsTemplate: DEFAULT_SMS_TEMPLATE,
  applicationMail: "",
  withdrawalMethod: "card",
  paymentPageUrl: "https://pay.example.az/pay/merchant/482915736204",
  company: null,
  payoutCard: null,
  missing: [],
  review: null,
  suspensionReason: null,
  ...overrides,
});
