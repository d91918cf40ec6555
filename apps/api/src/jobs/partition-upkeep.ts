import type { FastifyInstance } from "fastify";
import { maintainPartitions } from "@/db/partitions";

export const MAINTAIN_PARTITIONS = "maintain-partitions";

/** The hourly upkeep of the monthly partitions; what needs an operator (strays, failures) is logged as a warning. */
export const partitionUpkeep = (app: FastifyInstance) => async () => {
  const report = await maintainPartitions(app.db, app.clock(), app.config);
  if (Object.keys(report.strays).length || Object.keys(report.failed).length)
    app.log.warn(
      { job: MAINTAIN_PARTITIONS, ...report },
      'partition upkeep needs a look (docs/operations.md "Partitions")',
    );
  return report;
};
