import {
  ApiError,
  ChangePasswordRequest,
  ChangePhoneCodeParams,
  ChangePhoneParams,
  ContactChangeUndone,
  EmailChanged,
  LinkTokenParam,
  MessageDeliveryList,
  PasswordChanged,
  PhoneCodeSent,
  Profile,
  REAUTHENTICATION_MINUTES,
  Reauthenticated,
  ReauthenticateCodeParam,
  ReauthenticateRequest,
  SessionIdParam,
  SessionsEnded,
  UpdateProfileRequest,
  UserSessionList,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "@/lib/request-language";
import { authOf, publicAccess } from "@/plugins/auth";
import { profileService } from "./profile.service";

const tags = ["profile"];
const security = [{ bearer: [] }];
const errors = { "4xx": ApiError };

/** SPEC §7 Profile: one's own details, password and phone; and the devices one is signed in on (beyond the spec). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = profileService(app);
  const session = app.authenticate;

  app.get("/profile", {
    schema: {
      operationId: "getProfile",
      tags,
      summary: "The signed-in user's details",
      security,
      response: { 200: Profile, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.profile(authOf(req).user),
  });

  app.post("/updateProfile", {
    schema: {
      operationId: "updateProfile",
      tags,
      security,
      summary: "Change one's full name, e-mail address or interface language",
      description:
        "Fields left out stay as they are. The language is the one messages to the user are written in (SMS, e-mail). A new e-mail address " +
        `needs this session to have proved who its user is in the last ${REAUTHENTICATION_MINUTES} minutes (\`POST api/reauthenticate\`, or the ` +
        "code of `GET api/otp/init/reauthenticate`; else 403 REAUTHENTICATION_REQUIRED). It is sent a link (`/auth/confirm-email/{token}`, a " +
        "day, single use) and the current one is told, with a link that stops it (`/auth/undo-change/{token}`); the address changes when the " +
        "link is used (`POST api/confirm-email/{token}`), and until then the answer's `pendingEmail` names it. An address of another account " +
        "is 400 `fields.email`; more than 5 new addresses an hour is 429.",
      body: UpdateProfileRequest,
      response: { 200: Profile, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.update(authOf(req), req.body, requestLanguage(req)),
  });

  app.post("/confirm-email/:token", {
    config: publicAccess,
    schema: {
      operationId: "confirmEmailChange",
      tags,
      summary: "Make a new e-mail address the user's, from the link sent to it",
      description:
        "Opened from the mailbox, so no session is needed. The address becomes the user's sign-in name, confirmed; the former address is " +
        "told, with a link that undoes it (`/auth/undo-change/{token}`, 7 days). For 72 hours no password-reset link is sent to the new " +
        "address. An unknown, used or expired link is 422 LINK_INVALID; an address another account took meanwhile is 400 `fields.email`.",
      params: LinkTokenParam,
      response: { 200: EmailChanged, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: (req) => profile.confirmEmail(req.params.token, requestLanguage(req)),
  });

  app.post("/changePassword", {
    schema: {
      operationId: "changePassword",
      tags,
      security,
      summary: "Change one's password (the current one, and the new one twice)",
      description:
        "The new password follows SPEC §5 and may not be the current one or a known leaked password. A wrong current password is 400 " +
        "(`fields.oldPassword`) and counts like a wrong password at sign-in: after a few from one address each try waits (429), and " +
        "after LOGIN_FAILURES_BEFORE_LOCK the account's sign-in is locked (ACCOUNT_LOCKED) and its owner e-mailed. A change signs out " +
        "every other session of the user (the one making the call stays), voids password-reset links and is told to the user's e-mail.",
      body: ChangePasswordRequest,
      response: { 200: PasswordChanged, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.changePassword(authOf(req), req.body, { ip: req.ip, lang: requestLanguage(req) }),
  });

  app.post("/reauthenticate", {
    schema: {
      operationId: "reauthenticateWithPassword",
      tags,
      security,
      summary:
        "Prove who one is again on this session with the current password, before changing the e-mail address or phone",
      description:
        `The proof holds on this session for ${REAUTHENTICATION_MINUTES} minutes (\`reauthenticatedUntil\`). A wrong password is 400 ` +
        "`fields.password` and counts like a wrong password at sign-in (delays, then ACCOUNT_LOCKED and an e-mail to the owner).",
      body: ReauthenticateRequest,
      response: { 200: Reauthenticated, ...errors },
    },
    preHandler: session,
    handler: (req) =>
      profile.reauthenticate(authOf(req), req.body.password, { ip: req.ip, lang: requestLanguage(req) }),
  });

  app.get("/otp/init/reauthenticate", {
    schema: {
      operationId: "sendReauthenticationCode",
      tags,
      security,
      summary: "Text a code to the user's current phone, to prove who they are again instead of the password",
      description:
        "Asked again within a minute, the code already sent stays valid and `resendIn` says how long to wait. Confirm with `POST api/reauthenticate/{OTP}`.",
      response: { 200: PhoneCodeSent, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.sendReauthenticationCode(authOf(req), requestLanguage(req)),
  });

  app.post("/reauthenticate/:OTP", {
    schema: {
      operationId: "reauthenticateWithCode",
      tags,
      security,
      summary: "Prove who one is again on this session with the code texted to the current phone",
      description: `The proof holds on this session for ${REAUTHENTICATION_MINUTES} minutes. A wrong code is 422 OTP_INVALID with \`attemptsLeft\`.`,
      params: ReauthenticateCodeParam,
      response: { 200: Reauthenticated, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.reauthenticateWithCode(authOf(req), req.params.OTP, requestLanguage(req)),
  });

  app.post("/undo-contact-change/:token", {
    config: publicAccess,
    schema: {
      operationId: "undoContactChange",
      tags,
      summary: '"This wasn\'t me": undo a change of the e-mail address or phone from the link sent to the former one',
      description:
        "Opened from the notice sent to the former address or phone, so no session is needed. The account gets back the address or phone " +
        "it had (unless another account took it since), a change of address still waiting for confirmation stops, every session ends, the " +
        "password stops working, and `resetPasswordGuid` opens the screen where a new one is set (`/auth/reset-password/{guid}`, 30 minutes). " +
        "An unknown, used or expired link is 422 LINK_INVALID.",
      params: LinkTokenParam,
      response: { 200: ContactChangeUndone, ...errors },
    },
    preHandler: app.rateLimit("register"),
    handler: (req) => profile.undoContactChange(req.params.token, requestLanguage(req)),
  });

  app.get("/otp/init/changePhoneNumber/:mobilePhone", {
    schema: {
      operationId: "sendPhoneChangeCode",
      tags,
      security,
      summary: "Start changing one's phone: texts a code to the new number",
      description:
        "The number as `+994XXXXXXXXX` (URL-encoded) or written the local way. Needs this session to have proved who its user is in the last " +
        `${REAUTHENTICATION_MINUTES} minutes (\`POST api/reauthenticate\`; else 403 REAUTHENTICATION_REQUIRED). Refused (400 \`fields.mobilePhone\`) ` +
        "when it is the user's number already or another user's. Asked again within a minute, the code already sent stays valid and `resendIn` says how long to wait.",
      params: ChangePhoneCodeParams,
      response: { 200: PhoneCodeSent, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.sendPhoneCode(authOf(req), req.params.mobilePhone, requestLanguage(req)),
  });

  app.post("/changePhoneNumber/:OTP/:mobilePhone", {
    schema: {
      operationId: "changePhoneNumber",
      tags,
      security,
      summary: "Finish changing one's phone with the code texted to the new number",
      description:
        "Needs the proof of `POST api/reauthenticate` from the last minutes, as the code's request does. Sign-in codes go to the new number " +
        "from then on; the old number is texted, and the user's address e-mailed, that it was replaced, with a link that undoes it " +
        "(`/auth/undo-change/{token}`, 7 days).",
      params: ChangePhoneParams,
      response: { 200: Profile, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.changePhone(authOf(req), req.params.OTP, req.params.mobilePhone, requestLanguage(req)),
  });

  app.get("/sessions", {
    schema: {
      operationId: "listProfileSessions",
      tags,
      security,
      summary: "The devices the user is signed in on (beyond the spec)",
      description:
        "Sessions not signed out, expired or idle past the timeout, most recently used first; `current` marks the caller's.",
      response: { 200: UserSessionList, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.sessions(authOf(req)),
  });

  app.delete("/sessions/:sessionId", {
    schema: {
      operationId: "endProfileSession",
      tags,
      security,
      summary: "Sign out one of one's sessions",
      description:
        "Another user's session, or one already ended, is 404. Ending the caller's own session signs it out.",
      params: SessionIdParam,
      response: { 200: SessionsEnded, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.endSession(authOf(req), req.params.sessionId),
  });

  app.get("/profile/deliveries", {
    schema: {
      operationId: "listProfileMessageDeliveries",
      tags,
      security,
      summary: "The SMS and e-mails sent to the user, and how each went (beyond the spec)",
      description:
        "The newest 50 messages to the user's current e-mail address and phone: channel, the recipient masked, the e-mail's subject, the " +
        "provider (`sandbox` when none is configured), status (`queued`, `sent`, `failed`), tries and the provider's last error. Never the text.",
      response: { 200: MessageDeliveryList, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.deliveries(authOf(req)),
  });

  app.post("/sessions/end-others", {
    schema: {
      operationId: "endOtherProfileSessions",
      tags,
      security,
      summary: "Sign out every session of the user but the caller's",
      response: { 200: SessionsEnded, ...errors },
    },
    preHandler: session,
    handler: (req) => profile.endOtherSessions(authOf(req)),
  });
};
