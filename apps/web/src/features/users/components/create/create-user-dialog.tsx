import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { fullNameOf, type SubUserCreated, type SubUserInput } from "@portal/contracts";
import { useEffect, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CodeStep } from "@/components/code-step";
import { FormTextField } from "@/components/form/form-text-field";
import { PhoneField } from "@/components/form/phone-field";
import { SubmitButton } from "@/components/form/submit-button";
import { LoadError } from "@/components/load-error";
import { errorMessage, serverError } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/use-idempotency-key";
import { useCreateSubUserMutation, useRolesCatalogueQuery, useSendSubUserCodeMutation } from "../../api";
import { roleLabel, useGranter } from "../../access";
import { putFieldErrors } from "../../users-errors";
import { UserDialog } from "../user-dialog";
import { AccessFields } from "../access/access-fields";
import {
  emptyNewUser,
  newUserFieldNames,
  type NewUserOutput,
  newUserResolver,
  type NewUserValues,
} from "../access/access-form";
import { useApplicationChoices } from "../access/use-application-choices";

/** `phoneHint` unknown when an earlier code is still to be used. */
type Sent = { phoneHint?: string; resendIn: number };
type Step =
  | { name: "form" }
  | { name: "code"; user: SubUserInput; sent: Sent; earlierCode: boolean }
  | { name: "done"; created: SubUserCreated };

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Another new user: a new opening, with an empty form and its own Idempotency-Key. */
  onAnother: () => void;
}

/**
 * A new sub-user (SPEC §3, §4): who they are and what they may do, then the code texted to
 * the manager, then word that the new user was e-mailed a link to set their password.
 * Mounted anew for each opening, which gives each its own form and Idempotency-Key.
 */
export function CreateUserDialog({ open, onClose, onAnother }: CreateUserDialogProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const granter = useGranter();
  const catalogue = useRolesCatalogueQuery();
  const applications = useApplicationChoices();
  const [step, setStep] = useState<Step>({ name: "form" });
  const [failure, setFailure] = useState<string | null>(null);
  const focusOnReturn = useRef<Path<NewUserValues> | null>(null);
  const form = useForm<NewUserValues, unknown, NewUserOutput>({
    resolver: newUserResolver,
    mode: "onTouched",
    defaultValues: emptyNewUser,
  });
  const [sendCode, sending] = useSendSubUserCodeMutation();
  const [createSubUser, creating] = useCreateSubUserMutation();
  const idempotency = useIdempotencyKey();

  // Back on the form after the server refused a field: the field gets the focus once it is there again.
  useEffect(() => {
    if (step.name === "form" && focusOnReturn.current) {
      form.setFocus(focusOnReturn.current);
      focusOnReturn.current = null;
    }
  }, [step, form]);

  const askForCode = form.handleSubmit(async (user) => {
    setFailure(null);
    try {
      setStep({ name: "code", user, sent: await sendCode().unwrap(), earlierCode: false });
    } catch (error) {
      const body = serverError(error);
      // A code went out moments ago and still works: ask for that one.
      if (body?.code === "OTP_RESEND_TOO_SOON" && body.retryAfter !== undefined) {
        setStep({ name: "code", user, sent: { resendIn: body.retryAfter }, earlierCode: true });
      } else {
        setFailure(errorMessage(error));
      }
    }
  });

  const confirm = (user: SubUserInput) => async (code: string) => {
    try {
      setStep({ name: "done", created: await createSubUser({ code, user, idempotencyKey: idempotency.key }).unwrap() });
    } catch (error) {
      idempotency.settle(error);
      // The e-mail or phone is someone else's, or more was given than the manager holds: fix it on the form.
      const first = putFieldErrors(error, form, newUserFieldNames);
      if (first === null) throw error;
      setFailure(t("users.create.fixFields"));
      focusOnReturn.current = first;
      setStep({ name: "form" });
    }
  };

  const content = () => {
    if (step.name === "done") {
      const { user, passwordLinkSentTo } = step.created;
      return (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", py: 2 }} role="status">
              <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
              <Typography component="h3" variant="h6">
                {t("users.create.done.title", { name: user.fullName })}
              </Typography>
              <Typography color="text.secondary">
                {t("users.create.done.text", { email: passwordLinkSentTo })}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
            <Button color="secondary" onClick={onAnother}>
              {t("users.create.done.another")}
            </Button>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t("users.create.done.close")}
            </Button>
          </DialogActions>
        </>
      );
    }

    if (step.name === "code") {
      const { user } = step;
      const role = roleLabel(catalogue.data, user.role, language);
      return (
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText sx={{ color: "text.primary" }}>
              {t("users.create.summary", {
                name: fullNameOf(user.firstName, user.lastName),
                email: user.email,
                role,
                permissions: user.permissions.length,
                applications: user.applicationIds.length,
              })}
            </DialogContentText>
            {step.earlierCode && <Alert severity="info">{t("users.create.earlierCode")}</Alert>}
            <CodeStep
              phoneHint={step.sent.phoneHint}
              resendIn={step.sent.resendIn}
              onConfirm={confirm(user)}
              onResend={() => sendCode().unwrap()}
              onBack={() => setStep({ name: "form" })}
              headingLevel="h3"
              purpose="subUser"
            />
          </Stack>
        </DialogContent>
      );
    }

    return (
      <Box component="form" noValidate onSubmit={(event) => void askForCode(event)} sx={{ display: "contents" }}>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{t("users.create.intro")}</DialogContentText>
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <FormTextField
                control={form.control}
                name="firstName"
                label={t("users.fields.firstName")}
                autoComplete="off"
                required
                autoFocus
              />
              <FormTextField
                control={form.control}
                name="lastName"
                label={t("users.fields.lastName")}
                autoComplete="off"
                required
              />
            </Box>
            <FormTextField
              control={form.control}
              name="email"
              label={t("users.fields.email")}
              hint={t("users.create.emailHint")}
              type="email"
              autoComplete="off"
              required
            />
            <PhoneField
              control={form.control}
              name="mobilePhone"
              label={t("users.fields.mobilePhone")}
              autoComplete="off"
              required
            />
            <Divider />
            {catalogue.data ? (
              <AccessFields
                control={form.control}
                setValue={form.setValue}
                catalogue={catalogue.data}
                applications={applications}
                granter={granter}
              />
            ) : catalogue.error ? (
              <LoadError
                message={errorMessage(catalogue.error)}
                onRetry={() => void catalogue.refetch()}
                retrying={catalogue.isFetching}
              />
            ) : (
              <Skeleton variant="rounded" height={240} aria-label={t("users.access.loading")} />
            )}
            <Alert severity="info" variant="outlined">
              {t("users.create.codeNotice")}
            </Alert>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={onClose} color="secondary" disabled={sending.isLoading}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={sending.isLoading} disabled={!catalogue.data} fullWidth={false} size="medium">
            {t("users.create.continue")}
          </SubmitButton>
        </DialogActions>
      </Box>
    );
  };

  return (
    <UserDialog
      title={t("users.create.title")}
      open={open}
      pending={sending.isLoading || creating.isLoading}
      onClose={onClose}
    >
      {content()}
    </UserDialog>
  );
}
