import type { Column } from "@/components/rows-table";
import type { useFormat } from "./format";
import type { Translate } from "./use-texts";

/** What every column of the console's lists reads its words and dates from. */
export interface ListContext {
  t: Translate;
  format: ReturnType<typeof useFormat>;
}

/**
 * A column of the portal's generic table (components/rows-table.tsx), headed in the console's
 * words: the table hands its header the portal's `t`, which the console's columns leave aside.
 */
export function column<Row, Context extends ListContext = ListContext>(
  spec: Omit<Column<Row, Context>, "header"> & { header: (context: Context) => string },
): Column<Row, Context> {
  const { header, ...rest } = spec;
  return { ...rest, header: (_portalT, context) => header(context) };
}
