/**
 * The product at scale, seeded straight into PostgreSQL: merchant accounts made with the
 * product's own repo functions (an account, its main user and an accountant, a company, a live
 * application), then invoices and their payment attempts over 24 months with set-based SQL, one
 * merchant holding a large share. Names, card holders and descriptions are drawn from lists of
 * real-looking words so that the text searches meet text as merchants type it.
 */
import { performance } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, contracts } from "@/db/schema";
import { hashPassword } from "@/lib/crypto";
import { insertApplication } from "@/modules/applications/applications.repo";
import { createAccountWithMainUser, updateUser } from "@/modules/auth/auth.repo";
import { withoutIndexes } from "./support";

/** One invoice in five was paid on a second attempt after a decline: 1.2 attempts an invoice. */
const ATTEMPTS_PER_INVOICE = 1.2;
const DAYS = 730;
/** Invoices written by one statement: each statement's progress is printed. */
const CHUNK = 500_000;
const PASSWORD = "Scale#2026merchant";

/** Customers' names as merchants type them, and as the card's embossing spells them. */
const FIRST_NAMES: [string, string][] = [
  ["Leyla", "LEYLA"],
  ["Murad", "MURAD"],
  ["Aysel", "AYSEL"],
  ["Rauf", "RAUF"],
  ["Nigar", "NIGAR"],
  ["Elvin", "ELVIN"],
  ["Günay", "GUNAY"],
  ["Tural", "TURAL"],
  ["Səbinə", "SABINA"],
  ["Kamran", "KAMRAN"],
  ["Rəşad", "RASHAD"],
  ["Aynur", "AYNUR"],
  ["Orxan", "ORKHAN"],
  ["Fidan", "FIDAN"],
  ["Nurlan", "NURLAN"],
  ["Ülviyyə", "ULVIYYA"],
  ["Anna", "ANNA"],
  ["Dmitri", "DMITRI"],
  ["John", "JOHN"],
  ["Sarah", "SARAH"],
];
const LAST_NAMES: [string, string][] = [
  ["Əliyev", "ALIYEV"],
  ["Məmmədov", "MAMMADOV"],
  ["Həsənov", "HASANOV"],
  ["Quliyev", "GULIYEV"],
  ["İsmayılov", "ISMAYILOV"],
  ["Hüseynov", "HUSEYNOV"],
  ["Rzayev", "RZAYEV"],
  ["Babayev", "BABAYEV"],
  ["Cəfərov", "JAFAROV"],
  ["Abbasov", "ABBASOV"],
  ["Qasımov", "GASIMOV"],
  ["Nəsirov", "NASIROV"],
  ["Ivanov", "IVANOV"],
  ["Petrova", "PETROVA"],
  ["Smith", "SMITH"],
  ["Kərimov", "KARIMOV"],
];
const PURCHASES = [
  "Two nights, sea view room",
  "City tour for two",
  "Airport transfer",
  "Conference hall, one day",
  "Monthly subscription",
  "Dinner for four",
  "Concert tickets",
  "Spare parts",
  "Course fee, spring term",
  "Furniture delivery",
  "Dental check-up",
  "Car rental, three days",
];

/** What the searches of the benchmark look for: one customer, one surname, one card holder. */
export const SEARCHES = {
  customer: `${FIRST_NAMES[0]![0]} ${LAST_NAMES[0]![0]}`,
  surname: LAST_NAMES[1]![0].toLowerCase(),
  cardHolder: `${FIRST_NAMES[10]![1]} ${LAST_NAMES[5]![1]}`,
};

export interface SeededMerchant {
  email: string;
  password: string;
  mobilePhone: string;
  appId: string;
  /** Its transactions. */
  transactions: number;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** One of `list` picked by a 0-based SQL expression: the lists are constants of this file. */
const pick = (list: string[], index: string) => sql.raw(`(array[${list.map(quoted).join(", ")}])[1 + (${index})]`);

/**
 * Merchant accounts as registration and onboarding leave them: the main user active with the
 * shared password, an accountant beside it, a company and one live application whose contract
 * is signed. Number 1 is the big one.
 */
async function seedMerchants(db: Db, count: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const merchants: Omit<SeededMerchant, "transactions">[] = [];
  await db.transaction(async (tx) => {
    for (let n = 1; n <= count; n++) {
      const person = {
        email: `merchant${n}@scale.example.az`,
        fullName: `${FIRST_NAMES[n % FIRST_NAMES.length]![0]} ${LAST_NAMES[n % LAST_NAMES.length]![0]}`,
        mobilePhone: `+99450${String(n).padStart(7, "0")}`,
      };
      const created = await createAccountWithMainUser(tx, { ...person, passwordHash });
      const user = await updateUser(tx, created.id, { status: "active", emailVerifiedAt: new Date() });
      const [company] = await tx
        .insert(companies)
        .values({
          accountId: user.accountId,
          companyName: `Merchant ${n} MMC`,
          companyWebsite: `https://merchant${n}.example.az`,
          address: `Bakı, Nizami küçəsi ${n}`,
          taxId: String(1_700_000_000 + n),
          category: "eCommerce",
        })
        .returning();
      const { app } = await insertApplication(tx, {
        accountId: user.accountId,
        ownerId: user.id,
        companyId: company!.id,
        accountType: "business",
        category: "eCommerce",
        withdrawalMethod: "iban",
        appName: `Merchant ${n} Store`,
        appUrl: `https://merchant${n}.example.az`,
        appInfo: `Online shop of merchant ${n}`,
      });
      merchants.push({ email: person.email, password: PASSWORD, mobilePhone: person.mobilePhone, appId: app.id });
    }
    await tx.execute(sql`update applications set status = 'live'`);
    await tx.update(contracts).set({ status: "signed", step: "done", signedAt: new Date(), updatedAt: new Date() });
    await tx.execute(sql`
      insert into users (account_id, email, full_name, mobile_phone, password_hash, user_type, role, permissions,
        application_ids, access_granted_by, access_granted_at, status, email_verified_at)
      select u.account_id, 'accountant.' || u.email, 'Accountant', '+99455' || right(u.mobile_phone, 7), u.password_hash,
        'sub', 'accountant', '{payoutReview}', array[a.id], u.id, now(), 'active', now()
      from users u join applications a on a.owner_id = u.id where u.user_type = 'main'`);
  });
  return merchants;
}

/**
 * Invoices `from`..`to` and their attempts, in one statement. The merchant of invoice `g`: the
 * big one up to `bigInvoices`, then the others in turn. Dates spread evenly over 24 months;
 * amounts mostly small with a long tail. An invoice's last attempt is approved about eight
 * times in ten (some since refunded in whole or part, held or reversed) and otherwise declined
 * or failed; an attempt before it was declined, since an invoice takes one payment at most.
 */
function chunk(from: number, to: number, appIds: string[], bigInvoices: number): SQL {
  const others = appIds.length - 1;
  const h = "(g::bigint * 2654435761) % 4294967296";
  // The outcome of invoice g's last attempt, 0..999: below 790 approved.
  const outcome = (g: string) => `((${g} * 2246822519) % 1000003) % 1000`;
  // Minor units: 5.00 to 505.00, most under 100.00.
  const amount = "(500 + ((h / 3840) % 1000) ^ 3 / 20000)::bigint";
  return sql`
    with m as (select o.n, a.id, a.account_id
      from unnest(string_to_array(${appIds.join(",")}, ',')::uuid[]) with ordinality o(id, n) join applications a on a.id = o.id),
    src as (select g, ${sql.raw(h)} as h, case when g <= ${bigInvoices} then 1 else 2 + (g - ${bigInvoices} - 1) % ${others} end as n
      from generate_series(${from}::int, ${to}::int) g),
    i as (
      insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, email, description,
        link_expiration_date, expires_at, status, paid_amount, source, language, created_by_name, created_at)
      select m.account_id, m.id, 'SC' || lpad(g::text, 9, '0'), 'SC-' || g, ${sql.raw(amount)}, 'AZN',
        ${pick(
          FIRST_NAMES.map(([name]) => name),
          "h % 20",
        )} || ' ' || ${pick(
          LAST_NAMES.map(([name]) => name),
          "(h / 20) % 16",
        )},
        '+99450' || lpad((h % 10000000)::text, 7, '0'), 'customer' || g || '@mail.example.az',
        ${pick(PURCHASES, "(h / 320) % 12")} || ', order ' || g,
        current_date + 5, now() + interval '6 days',
        case when ${sql.raw(outcome("g::bigint"))} < 790 then 'paid' else 'declined' end,
        case when ${sql.raw(outcome("g::bigint"))} < 790 then ${sql.raw(amount)} else 0 end,
        case when h % 10 < 3 then 'api' else 'link' end, case when h % 10 < 3 then 'en' end,
        'Merchant', date_trunc('milliseconds', now()) - ((g::bigint * 104729) % ${DAYS * 86400}) * interval '1 second'
      from src join m on m.n = src.n
      returning id, account_id, app_id, amount, full_name, created_at, substr(invoice_code, 3)::bigint as g),
    a as (select i.*, k, case when k = n.attempts then ${sql.raw(outcome("i.g"))} else 800 end as s, (i.g * 2654435761) % 4294967296 as h
      from i, lateral (select case when i.g % 5 = 0 then 2 else 1 end as attempts) n, generate_series(1, n.attempts) k),
    t as (
      insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, response_code,
        order_language, masked_pan, card_brand, card_holder, full_name, rrn, approval_code, captured_amount, total_reversed,
        total_refunded, created_at)
      select a.account_id, a.app_id, a.id, 'SC' || a.g || '-' || k, 's', a.amount, 'AZN', st.status,
        case when st.status in ('declined', 'failed') then (array['declined', 'insufficientFunds', 'expiredCard'])[1 + a.s % 3] else 'approved' end,
        'en', case when a.h % 3 = 0 then '521234' else '416973' end || '******' || lpad((a.h % 10000)::text, 4, '0'),
        case when a.h % 3 = 0 then 'mastercard' else 'visa' end,
        -- Most pay with their own card; one in seven with someone else's.
        case when a.h % 7 = 0
          then ${pick(
            FIRST_NAMES.map(([, card]) => card),
            "(a.h / 7) % 20",
          )} || ' ' || ${pick(
            LAST_NAMES.map(([, card]) => card),
            "(a.h / 140) % 16",
          )}
          else ${pick(
            FIRST_NAMES.map(([, card]) => card),
            "a.h % 20",
          )} || ' ' || ${pick(
            LAST_NAMES.map(([, card]) => card),
            "(a.h / 20) % 16",
          )} end,
        a.full_name,
        case when st.approved then lpad(a.g::text, 12, '0') end, case when st.approved then lpad((a.h % 1000000)::text, 6, '0') end,
        case when st.status in ('success', 'refunded', 'partialRefunded') then a.amount else 0 end,
        case when st.status = 'reversed' then a.amount else 0 end,
        case st.status when 'refunded' then a.amount when 'partialRefunded' then a.amount / 2 else 0 end,
        a.created_at + k * interval '90 seconds'
      from a, lateral (select case
          when a.s < 700 then 'success' when a.s < 720 then 'refunded' when a.s < 740 then 'partialRefunded'
          when a.s < 765 then 'preAuth' when a.s < 780 then 'reversed' when a.s < 790 then 'preAuthExpired'
          when a.s < 960 then 'declined' else 'failed' end as status) s0,
        lateral (select s0.status, s0.status not in ('declined', 'failed') as approved) st
      returning id, account_id, status, total_refunded, created_at)
    insert into transaction_operations (transaction_id, account_id, kind, amount, currency, status, created_at, completed_at)
    select t.id, t.account_id, 'refund', t.total_refunded, 'AZN', 'succeeded', t.created_at + interval '1 day', t.created_at + interval '1 day'
    from t where t.status in ('refunded', 'partialRefunded')`;
}

/**
 * Seeds `total` transactions over `merchants` accounts, `big` of them in the first; the daily
 * totals' trigger keeps the dashboard's figures as the rows go in, as it would for live payments.
 * Returns the merchants, the big one first, and the seconds it took.
 */
export async function seedScale(db: Db, opts: { total: number; merchants: number; big: number }) {
  if (opts.merchants < 2) throw new Error("at least two merchants: the big one and a typical one");
  const start = performance.now();
  const merchants = await seedMerchants(db, opts.merchants);
  const invoices = Math.round(opts.total / ATTEMPTS_PER_INVOICE);
  const bigInvoices = Math.min(invoices, Math.round(opts.big / ATTEMPTS_PER_INVOICE));
  const appIds = merchants.map((m) => m.appId);
  await withoutIndexes(db, ["invoices", "transactions", "transaction_operations"], async () => {
    for (let from = 1; from <= invoices; from += CHUNK) {
      const to = Math.min(invoices, from + CHUNK - 1);
      await db.execute(chunk(from, to, appIds, bigInvoices));
      const seconds = ((performance.now() - start) / 1000).toFixed(0);
      console.log(
        `seed: ${to.toLocaleString("en")} of ${invoices.toLocaleString("en")} invoices written (${seconds} s)`,
      );
    }
    console.log("seed: building the indexes");
  });
  // A table loaded in one go has no visibility map until autovacuum passes, which on a live
  // database it long has: without it the list's index-only reads would visit every row.
  for (const table of ["invoices", "transactions", "transaction_operations", "daily_totals"])
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  const [all] = (
    (await db.execute(sql`select count(*)::int as n from transactions`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const counts = (await db.execute(
    sql`select app_id, count(*)::int as n from transactions where app_id in (${sql.join(
      appIds.slice(0, 2).map((id) => sql`${id}`),
      sql`, `,
    )}) group by app_id`,
  )) as unknown as { rows: { app_id: string; n: number }[] };
  const countOf = (appId: string) => counts.rows.find((r) => r.app_id === appId)?.n ?? 0;
  return {
    total: all!.n,
    big: { ...merchants[0]!, transactions: countOf(merchants[0]!.appId) },
    typical: { ...merchants[1]!, transactions: countOf(merchants[1]!.appId) },
    seconds: (performance.now() - start) / 1000,
  };
}
