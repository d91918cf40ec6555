import { Alert, Box, Button, DialogActions, DialogContent, DialogContentText, Skeleton, Stack } from "@mui/material";
import type { AccountUser } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useRolesCatalogueQuery, useSetUserAccessMutation } from "../../api";
import { useGranter } from "../../access";
import { putFieldErrors } from "../../users-errors";
import { UserDialog } from "../user-dialog";
import { AccessFields } from "../access/access-fields";
import { accessFieldNames, type AccessOutput, accessResolver, type AccessValues } from "../access/access-form";
import { useApplicationChoices } from "../access/use-application-choices";

interface EditAccessDialogProps {
  user: AccountUser;
  open: boolean;
  onClose: () => void;
  onDone: (updated: AccountUser) => void;
}

/** A sub-user's role, permissions and applications (`POST api/user/access`); the change holds from their next call, and a deactivated user is active again. */
export function EditAccessDialog({ user, open, onClose, onDone }: EditAccessDialogProps) {
  const { t } = useTranslation();
  const granter = useGranter();
  const catalogue = useRolesCatalogueQuery();
  const applications = useApplicationChoices(user.applications);
  const [setAccess, { isLoading }] = useSetUserAccessMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AccessValues, unknown, AccessOutput>({
    resolver: accessResolver,
    mode: "onTouched",
    defaultValues: {
      role: user.role ?? "",
      permissions: [...user.permissions],
      applicationIds: user.applications.map((app) => app.id),
    },
  });

  const submit = form.handleSubmit(async (access) => {
    setFailure(null);
    try {
      onDone(await setAccess({ userId: user.id, ...access }).unwrap());
      onClose();
    } catch (error) {
      const first = putFieldErrors(error, form, accessFieldNames);
      if (first) form.setFocus(first);
      else setFailure(errorMessage(error));
    }
  });

  return (
    <UserDialog
      title={t("users.edit.title", { name: user.fullName })}
      open={open}
      pending={isLoading}
      onClose={onClose}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "contents" }}>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>{t("users.edit.intro", { name: user.fullName, email: user.email })}</DialogContentText>
            {user.status === "deactivated" && (
              <Alert severity="info">{t("users.edit.reactivates", { name: user.fullName })}</Alert>
            )}
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
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
          <Button onClick={onClose} color="secondary" disabled={isLoading}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={isLoading} disabled={!catalogue.data} fullWidth={false} size="medium">
            {t("users.edit.save")}
          </SubmitButton>
        </DialogActions>
      </Box>
    </UserDialog>
  );
}
