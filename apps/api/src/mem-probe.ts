import { readFileSync } from "node:fs";
import { readSpreadsheet } from "@/modules/bulk-invoices/spreadsheet/read-spreadsheet";
const mb = (kb: number) => Math.round(kb / 1024);
const file = readFileSync(process.argv[2]!);
const before = process.resourceUsage().maxRSS;
const t0 = Date.now();
const sheet = await readSpreadsheet(file);
console.log(
  process.argv[2],
  "MB",
  (file.length / 1048576).toFixed(1),
  "rows",
  sheet.rows.length,
  "ms",
  Date.now() - t0,
  "maxRSS before",
  mb(before),
  "peak",
  mb(process.resourceUsage().maxRSS),
);
