import auth from "../../locales/ru/auth.json";
import common from "../../locales/ru/common.json";
import errors from "../../locales/ru/errors.json";
import validation from "../../locales/ru/validation.json";
import { authMessages } from "./messages";

export const messages = authMessages({ auth, common, errors, validation });
