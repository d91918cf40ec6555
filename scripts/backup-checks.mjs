// The figures a restored database is compared by (docs/backups.md): the ledger's zero-sum per
// currency, and for every table of the `public` schema its row count and the sum of each of its
// money columns. Used by scripts/backup-drill.mjs and its test, so both count the same way.

/** The double-entry ledger's entries (apps/api/src/db/schema/ledger.ts): credits positive, debits negative. */
const LEDGER_ENTRIES = "ledger_entries";

/** Plain and partitioned tables, not partitions: a partitioned table's count already holds its partitions' rows. */
const TABLES = `
  select c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
  order by c.relname`;

/**
 * Money is kept in bigint minor units (DESIGN §3), so every bigint column counts as money except
 * keys and sequence numbers (identity and serial columns): a money column added later is summed
 * without anyone listing it. The few bigint counters (a TOTP step, a passkey's sign count) add
 * figures that a faithful restore matches too.
 */
const MONEY_COLUMNS = `
  select c.relname as table, a.attname as column
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    and a.atttypid = 'bigint'::regtype and a.attidentity = ''
    and coalesce(pg_get_expr(d.adbin, d.adrelid), '') not like 'nextval(%'
  order by c.relname, a.attnum`;

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The database's figures, all read in one snapshot, with the time that snapshot was taken: a
 * restore to that time holds exactly these figures. Numbers are strings (sums overflow a double).
 * @param {import("pg").ClientBase} client
 * @returns {Promise<{ takenAt: string, figures: Record<string, string> }>}
 */
export async function takeChecks(client) {
  await client.query("begin isolation level repeatable read read only");
  try {
    // The snapshot is taken by this first statement; the time is written in UTC whatever the
    // session's DateStyle and time zone, as pgBackRest's --target takes it.
    const [{ takenAt }] = (
      await client.query(
        `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as "takenAt"`,
      )
    ).rows;
    const figures = {};
    const ledger = await client.query(
      `select currency, sum(amount)::text as total from public.${quote(LEDGER_ENTRIES)} group by currency order by currency`,
    );
    for (const { currency, total } of ledger.rows) figures[`ledger zero-sum ${currency}`] = total;

    const moneyColumns = (await client.query(MONEY_COLUMNS)).rows;
    for (const { name } of (await client.query(TABLES)).rows) {
      const columns = moneyColumns.filter((row) => row.table === name).map((row) => row.column);
      const sums = columns.map((column) => `coalesce(sum(${quote(column)}), 0)::text`);
      const { rows } = await client.query({
        text: `select ${["count(*)::text", ...sums].join(", ")} from public.${quote(name)}`,
        rowMode: "array",
      });
      const [count, ...totals] = rows[0];
      figures[`rows ${name}`] = count;
      columns.forEach((column, i) => (figures[`sum ${name}.${column}`] = totals[i]));
    }
    return { takenAt, figures };
  } finally {
    await client.query("rollback");
  }
}

/**
 * Where a restore's figures part from the expected ones, one sentence each; none when they are
 * equal. A ledger that does not sum to zero is named even if the expected figures say the same.
 * @param {Record<string, string>} expected
 * @param {Record<string, string>} restored
 * @returns {string[]}
 */
export function differences(expected, restored) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])];
  const found = names
    .filter((name) => expected[name] !== restored[name])
    .map((name) => `${name}: expected ${expected[name] ?? "nothing"}, restored ${restored[name] ?? "nothing"}`);
  const unbalanced = Object.entries(restored)
    .filter(([name, total]) => name.startsWith("ledger zero-sum ") && total !== "0")
    .map(([name, total]) => `${name}: the restored ledger sums to ${total}, not zero`);
  return [...found, ...unbalanced];
}
