import checkout from "../../locales/ru/checkout.json";
import common from "../../locales/ru/common.json";
import errors from "../../locales/ru/errors.json";
import validation from "@portal/contracts/locales/ru/validation.json";
import { payMessages } from "./messages";

export const messages = payMessages({ checkout, common, errors, validation });
