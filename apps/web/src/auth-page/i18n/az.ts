import auth from "../../locales/az/auth.json";
import common from "../../locales/az/common.json";
import errors from "../../locales/az/errors.json";
import validation from "../../locales/az/validation.json";
import { authMessages } from "./messages";

export const messages = authMessages({ auth, common, errors, validation });
