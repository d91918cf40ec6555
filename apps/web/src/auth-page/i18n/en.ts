import auth from "../../locales/en/auth.json";
import common from "../../locales/en/common.json";
import errors from "../../locales/en/errors.json";
import validation from "../../locales/en/validation.json";
import { authMessages } from "./messages";

export const messages = authMessages({ auth, common, errors, validation });
