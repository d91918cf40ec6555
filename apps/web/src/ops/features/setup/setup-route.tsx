import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, Link, Stack, Typography } from "@mui/material";
import { messages, OperatorSetupFinish, type OperatorSetupStart, OTP_LENGTH } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import * as z from "zod/mini";
import { SubmitButton } from "@/components/form/submit-button";
import { useOpsDispatch } from "../../lib/store";
import { CopyTextButton } from "../../components/copy-text-button";
import { Details } from "../../components/details";
import { FormField } from "../../components/form-field";
import { LoadFailure, Loading } from "../../components/load-state";
import { PasswordField } from "../../components/password-field";
import { SignedOutLayout } from "../../components/signed-out-layout";
import { paths } from "../../config/paths";
import { applyFieldErrors } from "../../lib/field-errors";
import { serverError } from "../../lib/server-error";
import { startSession } from "../../lib/session-api";
import { useTexts } from "../../lib/use-texts";
import { useSetupFinishMutation, useSetupStartQuery } from "./api";

/** The set-up form: the contract's fields but the link's token (the page holds it), and the password typed twice. */
const SetupForm = z.extend(z.omit(OperatorSetupFinish, { token: true }), { repeatPassword: z.string() }).check(
  z.refine((values) => values.password === values.repeatPassword, {
    message: messages.confirmPassword,
    path: ["repeatPassword"],
  }),
);
type SetupForm = z.input<typeof SetupForm>;

/** The link's token, from the address's fragment: `#token=…`. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";

/** The key as the apps show it, in groups of four: easier to type without a slip. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * `/ops/setup#token=…`: an invited operator (or the first, from the set-up command) adds the
 * console to an authenticator app, chooses a password and confirms a first code, and is signed in.
 */
export function SetupRoute() {
  const { t } = useTexts();
  const token = tokenOf(useLocation().hash);
  const start = useSetupStartQuery(token, { skip: !token });

  const linkInvalid = serverError(start.error)?.code === "LINK_INVALID";
  return (
    <SignedOutLayout title={t("ops.setup.title")} wide>
      {!token || linkInvalid ? (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Alert severity="error" sx={{ alignSelf: "stretch" }}>
            {t(token ? "ops.setup.linkInvalid" : "ops.setup.noToken")}
          </Alert>
          <Button component={RouterLink} to={paths.signIn}>
            {t("ops.setup.toSignIn")}
          </Button>
        </Stack>
      ) : start.data ? (
        <SetupSteps token={token} setup={start.data} />
      ) : start.isError ? (
        <LoadFailure error={start.error} onRetry={() => void start.refetch()} retrying={start.isFetching} />
      ) : (
        <Loading label={t("ops.setup.checking")} />
      )}
    </SignedOutLayout>
  );
}

function SetupSteps({ token, setup }: { token: string; setup: OperatorSetupStart }) {
  const { t, failure: failureText } = useTexts();
  const dispatch = useOpsDispatch();
  const navigate = useNavigate();
  const [finish] = useSetupFinishMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetupForm>({
    resolver: zodResolver(SetupForm),
    defaultValues: { password: "", repeatPassword: "", code: "" },
  });

  const submit = form.handleSubmit(async ({ password, code }) => {
    setFailure(null);
    try {
      const session = await finish({ token, password, code }).unwrap();
      startSession(dispatch, session);
      void navigate(paths.start, { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, form)) return;
      setFailure(failureText(error));
      if (serverError(error)?.code === "OTP_INVALID") {
        form.resetField("code");
        form.setFocus("code");
      }
    }
  });

  return (
    <Stack spacing={4}>
      <Stack spacing={1.5} component="section" aria-labelledby="setup-who">
        <Typography id="setup-who" component="h2" variant="h6">
          {t("ops.setup.whoTitle")}
        </Typography>
        <Details
          items={[
            { label: t("ops.setup.name"), value: setup.name },
            { label: t("ops.setup.email"), value: setup.email },
            { label: t("ops.setup.role"), value: t(`ops.roles.${setup.role}`) },
          ]}
        />
      </Stack>

      <Stack spacing={1.5} component="section" aria-labelledby="setup-authenticator">
        <Typography id="setup-authenticator" component="h2" variant="h6">
          {t("ops.setup.authenticatorTitle")}
        </Typography>
        <Typography variant="body2">{t("ops.setup.authenticatorIntro")}</Typography>
        <Typography variant="body2">{t("ops.setup.scan")}</Typography>
        {/* The server's SVG as an image, never as markup in the page: nothing in it can run. */}
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t("ops.setup.qrAlt")}
          width={200}
          height={200}
          sx={{
            alignSelf: "flex-start",
            bgcolor: "common.white",
            p: 1,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
          }}
        />
        <Typography variant="body2">{t("ops.setup.keyIntro")}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography
            sx={{ fontFamily: "monospace", fontSize: "1.125rem", letterSpacing: "0.05em", overflowWrap: "anywhere" }}
          >
            {grouped(setup.totpSecret)}
          </Typography>
          <CopyTextButton
            value={setup.totpSecret}
            label={t("ops.setup.copyKey")}
            copied={t("ops.setup.copied")}
            failed={t("ops.setup.copyFailed")}
          />
        </Stack>
        <Link href={setup.totpUri} variant="body2" sx={{ alignSelf: "flex-start" }}>
          {t("ops.setup.openInApp")}
        </Link>
      </Stack>

      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="setup-password"
      >
        <Typography id="setup-password" component="h2" variant="h6">
          {t("ops.setup.passwordTitle")}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField
          control={form.control}
          name="password"
          label={t("ops.setup.password")}
          hint={t("ops.setup.passwordHint")}
          autoComplete="new-password"
          required
        />
        <PasswordField
          control={form.control}
          name="repeatPassword"
          label={t("ops.setup.repeatPassword")}
          autoComplete="new-password"
          required
        />
        <FormField
          control={form.control}
          name="code"
          label={t("ops.setup.code")}
          hint={t("ops.setup.codeHint")}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: OTP_LENGTH, pattern: "[0-9]*" } }}
        />
        <SubmitButton pending={form.formState.isSubmitting}>{t("ops.setup.submit")}</SubmitButton>
      </Stack>
    </Stack>
  );
}
