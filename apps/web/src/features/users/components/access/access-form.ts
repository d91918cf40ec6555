import { zodResolver } from "@hookform/resolvers/zod";
import { messages, type Permission, type Role, roles, SubUserInput, UserAccess } from "@portal/contracts";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";

/** A role not chosen yet reads "Role is required", not the enum's own wording. */
const chosenRole = z.enum(roles, { error: messages.required });

/** The contracts' rules of a new sub-user (`SubUserInput`) and of a change of access (`UserAccess`). */
const NewUserForm = z.extend(SubUserInput, { role: chosenRole });
const AccessForm = z.extend(UserAccess, { role: chosenRole });

/** What the access fields hold while edited: no role until one is chosen. */
export interface AccessValues {
  role: Role | "";
  permissions: Permission[];
  applicationIds: string[];
}

export interface NewUserValues extends AccessValues {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
}

export type NewUserOutput = z.output<typeof NewUserForm>;
export type AccessOutput = z.output<typeof AccessForm>;

// The forms hold "" for a role not chosen, which the schemas report as required: hence the casts.
export const newUserResolver = zodResolver(NewUserForm) as unknown as Resolver<NewUserValues, unknown, NewUserOutput>;
export const accessResolver = zodResolver(AccessForm) as unknown as Resolver<AccessValues, unknown, AccessOutput>;

export const emptyNewUser: NewUserValues = {
  firstName: "",
  lastName: "",
  email: "",
  mobilePhone: "",
  role: "",
  permissions: [],
  applicationIds: [],
};

/** The server's names of the fields a refusal can point at, on either form. */
export const accessFieldNames = ["role", "permissions", "applicationIds"] as const;
export const newUserFieldNames = ["firstName", "lastName", "email", "mobilePhone", ...accessFieldNames] as const;
