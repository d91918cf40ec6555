import checkout from "../../locales/az/checkout.json";
import common from "../../locales/az/common.json";
import errors from "../../locales/az/errors.json";
import validation from "@portal/contracts/locales/az/validation.json";
import { payMessages } from "./messages";

export const messages = payMessages({ checkout, common, errors, validation });
