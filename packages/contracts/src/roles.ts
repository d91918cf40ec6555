import * as z from "zod/mini";
import type { Language } from "./languages";
import { type Permission, permissions } from "./permissions";

/**
 * SPEC §6 roles: a role is a starting set of the thirteen permissions that the form fills in
 * and the main user may then adjust per user. Administrator holds them all; a viewer changes
 * nothing.
 */
export const roles = ["administrator", "accountant", "cashier", "viewer"] as const;
export type Role = (typeof roles)[number];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  administrator: permissions,
  accountant: ["finalizeTransaction", "unblockTransaction", "refundTransaction", "exportPaymentMethod", "payoutReview"],
  cashier: ["createLink", "sendLink"],
  viewer: [],
};

type Labels = Record<Language, string>;

export const roleLabels: Record<Role, Labels> = {
  administrator: { en: "Administrator", az: "Administrator", ru: "Администратор" },
  accountant: { en: "Accountant", az: "Mühasib", ru: "Бухгалтер" },
  cashier: { en: "Cashier", az: "Kassir", ru: "Кассир" },
  viewer: { en: "Viewer", az: "Yalnız baxış", ru: "Только просмотр" },
};

/** SPEC §6's names of the permissions, as the Users screen and the roles call show them. */
export const permissionLabels: Record<Permission, Labels> = {
  createLink: { en: "Create link", az: "Link yaratmaq", ru: "Создание ссылки" },
  sendLink: { en: "Send link", az: "Link göndərmək", ru: "Отправка ссылки" },
  editInvoice: { en: "Edit link/invoice", az: "Linki/fakturanı redaktə etmək", ru: "Редактирование ссылки/счёта" },
  deleteInvoice: { en: "Delete invoice", az: "Fakturanı silmək", ru: "Удаление счёта" },
  finalizeTransaction: { en: "Finalize transaction", az: "Tranzaksiyanı tamamlamaq", ru: "Завершение транзакции" },
  unblockTransaction: {
    en: "Unblock transaction",
    az: "Tranzaksiyanı blokdan çıxarmaq",
    ru: "Разблокировка транзакции",
  },
  refundTransaction: { en: "Refund transaction", az: "Tranzaksiyanı geri qaytarmaq", ru: "Возврат транзакции" },
  exportPaymentMethod: { en: "Export payment method", az: "Ödənişləri ixrac etmək", ru: "Экспорт платежей" },
  addApplication: { en: "Add Application", az: "Tətbiq əlavə etmək", ru: "Добавление приложения" },
  deleteApplication: { en: "Delete Application", az: "Tətbiqi silmək", ru: "Удаление приложения" },
  userApplication: { en: "User Application", az: "İstifadəçinin tətbiqləri", ru: "Приложения пользователя" },
  payoutPayment: { en: "Payout payment", az: "Ödəmə göndərmək", ru: "Проведение выплат" },
  payoutReview: { en: "Payout review", az: "Ödəmələri yoxlamaq", ru: "Проверка выплат" },
};

const LabelsShape = z.object({ az: z.string(), en: z.string(), ru: z.string() });

/** `GET api/booking/roles`: each role with its permissions, and every permission, each labelled in the three languages. */
export const RolesCatalogue = z.object({
  roles: z.array(z.object({ name: z.enum(roles), label: LabelsShape, permissions: z.array(z.enum(permissions)) })),
  permissions: z.array(z.object({ name: z.enum(permissions), label: LabelsShape })),
});
export type RolesCatalogue = z.infer<typeof RolesCatalogue>;

export const rolesCatalogue = (): RolesCatalogue => ({
  roles: roles.map((name) => ({ name, label: roleLabels[name], permissions: [...rolePermissions[name]] })),
  permissions: permissions.map((name) => ({ name, label: permissionLabels[name] })),
});
