import checkout from "../../locales/en/checkout.json";
import common from "../../locales/en/common.json";
import errors from "../../locales/en/errors.json";
import validation from "@portal/contracts/locales/en/validation.json";
import { payMessages } from "./messages";

export const messages = payMessages({ checkout, common, errors, validation });
