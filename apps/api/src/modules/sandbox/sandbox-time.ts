import { formatRegionTime, regionZoneLabel } from "@portal/contracts";
import { ACCOUNT_REGION } from "@/lib/account-region";

/** The sandbox pages' times: on the region's clock as the portal's (DESIGN §3), never the server's; their headers say which. */
export const sandboxTime = (at: Date | string) => formatRegionTime(at, "en", ACCOUNT_REGION);

/** "Baku, GMT+4": said in the header over the sandbox pages' times. */
export const SANDBOX_ZONE = regionZoneLabel(ACCOUNT_REGION, "en");
