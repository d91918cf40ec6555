import { withdrawalMethods } from "@portal/contracts";
import { customType, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** An application's settings (SPEC §3 "App config"), edited on the configure screen. */
export const appConfigs = pgTable("app_configs", {
  id: uuid().primaryKey().defaultRandom(),
  appId: uuid()
    .notNull()
    .unique()
    .references(() => applications.id),
  defaultSmsTemplate: text().notNull(),
  applicationMail: text().notNull().default(""),
  withdrawalMethod: text({ enum: withdrawalMethods }).notNull(),
  logo: bytea(),
  logoType: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export { bytea };
