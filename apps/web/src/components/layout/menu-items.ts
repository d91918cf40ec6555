import AccountBalanceWallet from "@mui/icons-material/AccountBalanceWallet";
import AddBusiness from "@mui/icons-material/AddBusiness";
import Apps from "@mui/icons-material/Apps";
import Code from "@mui/icons-material/Code";
import Dashboard from "@mui/icons-material/Dashboard";
import Description from "@mui/icons-material/Description";
import MenuBook from "@mui/icons-material/MenuBook";
import Payments from "@mui/icons-material/Payments";
import People from "@mui/icons-material/People";
import PostAdd from "@mui/icons-material/PostAdd";
import QrCode2 from "@mui/icons-material/QrCode2";
import ReceiptLong from "@mui/icons-material/ReceiptLong";
import Settings from "@mui/icons-material/Settings";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import UploadFile from "@mui/icons-material/UploadFile";
import Widgets from "@mui/icons-material/Widgets";
import type { SvgIconComponent } from "@mui/icons-material";
import type { GuardedAction } from "@portal/contracts";
import { matchPath } from "react-router";
import { paths } from "@/light/paths";
import type { SectionKey } from "./breadcrumbs";

/** What an entry needs (SPEC §6): a guarded action, or managing the account's users. */
export type MenuNeed =
  "manageUsers" | Extract<GuardedAction, "createInvoice" | "bulkUpload" | "seePayouts" | "connectBusiness">;

/** What the signed-in user may reach, for the entries shown only to some. */
export type MenuAccess = Readonly<Record<MenuNeed, boolean>>;

/** SPEC §3 "menu item": a title (`shell.sections.<title>`), a path and an icon… */
export interface MenuLink {
  title: SectionKey;
  /** An in-app path, or an absolute URL when `external`. */
  path: string;
  icon: SvgIconComponent;
  /** Opens in a new tab. */
  external?: true;
  /** Other paths that show the same screen, so the link is current there too. */
  aliases?: readonly string[];
  /** Shown only to who may do this: whoever may not could do nothing there (the server refuses them anyway). */
  needs?: MenuNeed;
}

/** …optionally with children; `path` is the section the children live under. */
export interface MenuGroup {
  title: SectionKey;
  path: string;
  icon: SvgIconComponent;
  children: readonly MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

/** The whole sidebar menu in SPEC §2 order; documentation is external and differs by region. */
const allItems = (documentationUrl: string): readonly MenuItem[] => [
  { title: "connect", path: paths.connect, icon: AddBusiness, needs: "connectBusiness" },
  { title: "dashboard", path: paths.home, icon: Dashboard },
  { title: "applications", path: paths.applications.list, icon: Apps },
  {
    title: "billing",
    path: paths.billing.root,
    icon: ReceiptLong,
    children: [
      { title: "createAnInvoice", path: paths.billing.createAnInvoice, icon: PostAdd, needs: "createInvoice" },
      { title: "invoices", path: paths.billing.invoices, icon: Description },
      { title: "bulkInvoice", path: paths.billing.bulkInvoice, icon: UploadFile, needs: "bulkUpload" },
      { title: "payouts", path: paths.billing.payouts, icon: Payments, needs: "seePayouts" },
      { title: "transactions", path: paths.billing.transactions, icon: SwapHoriz },
      { title: "qrPayments", path: paths.billing.qrPayments, icon: QrCode2 },
      { title: "wallet", path: paths.billing.wallet, icon: AccountBalanceWallet, aliases: [paths.billing.root] },
    ],
  },
  { title: "users", path: paths.users, icon: People, needs: "manageUsers" },
  { title: "settings", path: paths.settings, icon: Settings },
  {
    title: "developers",
    path: paths.developers.root,
    icon: Code,
    children: [
      { title: "widgets", path: paths.developers.widgets, icon: Widgets },
      { title: "documentation", path: documentationUrl, icon: MenuBook, external: true },
    ],
  },
];

/** The sidebar menu the signed-in user sees: the entries they may use (SPEC §6). */
export function menuItems(documentationUrl: string, access: MenuAccess): readonly MenuItem[] {
  const shown = (link: MenuLink) => link.needs === undefined || access[link.needs];
  return allItems(documentationUrl).flatMap((item) => {
    if (isGroup(item)) return [{ ...item, children: item.children.filter(shown) }];
    return shown(item) ? [item] : [];
  });
}

export const isGroup = (item: MenuItem): item is MenuGroup => "children" in item;

/** The link of the screen on show: its path or anything below it (the root only itself). */
export function isLinkActive(link: MenuLink, pathname: string): boolean {
  if (link.external) return false;
  return (
    matchPath({ path: link.path, end: link.path === paths.home }, pathname) !== null ||
    (link.aliases ?? []).some((alias) => matchPath({ path: alias, end: true }, pathname) !== null)
  );
}

/** The current path is one of the group's screens (its children, or details under them). */
export const isWithinGroup = (group: MenuGroup, pathname: string): boolean =>
  matchPath({ path: group.path, end: false }, pathname) !== null;
