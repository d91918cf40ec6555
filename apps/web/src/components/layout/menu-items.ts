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
import { matchPath } from "react-router";
import { paths } from "@/config/paths";
import type { SectionKey } from "./breadcrumbs";

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
}

/** …optionally with children; `path` is the section the children live under. */
export interface MenuGroup {
  title: SectionKey;
  path: string;
  icon: SvgIconComponent;
  children: readonly MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

/** What the signed-in user may reach (SPEC §6), for the entries shown only to some. */
export interface MenuAccess {
  /** The main user, or an administrator. */
  managesUsers: boolean;
  /** Holds Payout payment or Payout review. */
  seesPayouts: boolean;
}

/**
 * The sidebar menu in SPEC §2 order; documentation is external and differs by region. Users
 * and Payouts are left out for whoever could do nothing there (the server refuses them anyway).
 */
export function menuItems(documentationUrl: string, access: MenuAccess): readonly MenuItem[] {
  const billing: MenuLink[] = [
    { title: "createAnInvoice", path: paths.billing.createAnInvoice, icon: PostAdd },
    { title: "invoices", path: paths.billing.invoices, icon: Description },
    { title: "bulkInvoice", path: paths.billing.bulkInvoice, icon: UploadFile },
    ...(access.seesPayouts ? [{ title: "payouts", path: paths.billing.payouts, icon: Payments } as const] : []),
    { title: "transactions", path: paths.billing.transactions, icon: SwapHoriz },
    { title: "qrPayments", path: paths.billing.qrPayments, icon: QrCode2 },
    { title: "wallet", path: paths.billing.wallet, icon: AccountBalanceWallet, aliases: [paths.billing.root] },
  ];
  return [
    { title: "connect", path: paths.connect, icon: AddBusiness },
    { title: "dashboard", path: paths.home, icon: Dashboard },
    { title: "applications", path: paths.applications.list, icon: Apps },
    {
      title: "billing",
      path: paths.billing.root,
      icon: ReceiptLong,
      children: billing,
    },
    ...(access.managesUsers ? [{ title: "users", path: paths.users, icon: People } as const] : []),
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
export const isWithinGroup = (group: MenuGroup, pathname: string): boolean => matchPath({ path: group.path, end: false }, pathname) !== null;
