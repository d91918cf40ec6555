import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { type Permission, type RolesCatalogue } from "@portal/contracts";
import { type ReactNode, useId } from "react";
import { type Control, type FieldValues, type Path, type UseFormSetValue, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "@/components/form/select-field";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { validationMessage } from "@/lib/validation-message";
import { type Granter, mayGive, permissionLabel, permissionsOfRole, roleLabel, rolesOffered } from "../../access";
import type { AccessValues } from "./access-form";

/** An application the user may be given, and whether this manager may give it. */
interface ApplicationOption {
  id: string;
  appName: string;
  /** Outside the manager's own applications: it can only be taken away. */
  grantable: boolean;
}

export interface ApplicationChoices {
  options: ApplicationOption[];
  loading: boolean;
  error: unknown;
  retry: () => void;
}

interface AccessFieldsProps<T extends AccessValues & FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  catalogue: RolesCatalogue;
  applications: ApplicationChoices;
  granter: Granter;
}

/** A group of checkboxes with its legend, a line under it, and its error (a `validation.*` key). */
function CheckboxGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      variant="standard"
      aria-describedby={hintId}
      sx={{ minWidth: 0 }}
    >
      <FormLabel
        component="legend"
        sx={{ fontWeight: 500, color: "text.primary", "&.Mui-focused": { color: "text.primary" } }}
      >
        {legend}
      </FormLabel>
      <FormHelperText id={hintId} sx={{ mx: 0, mt: 0.25, mb: 1 }} error={false}>
        {hint}
      </FormHelperText>
      {children}
      {error && <FormHelperText sx={{ mx: 0 }}>{validationMessage(error, legend)}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Role, permissions and applications (SPEC §6). Choosing a role fills in its permissions,
 * which can then be changed one by one. What the manager may not give stays off; what the
 * user already has of it can only be taken away.
 */
export function AccessFields<T extends AccessValues & FieldValues>({
  control,
  setValue,
  catalogue,
  applications,
  granter,
}: AccessFieldsProps<T>) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const permissions = useController({ control, name: "permissions" as Path<T> });
  const applicationIds = useController({ control, name: "applicationIds" as Path<T> });
  const chosenPermissions = permissions.field.value as Permission[];
  const chosenApps = applicationIds.field.value as string[];

  const togglePermission = (permission: Permission, on: boolean) =>
    permissions.field.onChange(
      catalogue.permissions
        .map((entry) => entry.name)
        .filter((name) => (name === permission ? on : chosenPermissions.includes(name))),
    );
  const toggleApp = (id: string, on: boolean) =>
    applicationIds.field.onChange(on ? [...chosenApps, id] : chosenApps.filter((chosen) => chosen !== id));
  const grantableApps = applications.options.filter((app) => app.grantable);
  const allApps = grantableApps.length > 0 && grantableApps.every((app) => chosenApps.includes(app.id));
  const someApps = grantableApps.some((app) => chosenApps.includes(app.id));

  return (
    <Stack spacing={2.5}>
      <SelectField
        control={control}
        name={"role" as Path<T>}
        label={t("users.access.role")}
        options={rolesOffered(granter).map((role) => ({ value: role, label: roleLabel(catalogue, role, language) }))}
        emptyLabel={t("users.access.chooseRole")}
        helperText={t("users.access.roleHint")}
        required
        onValueChange={(role) => {
          if (role)
            setValue("permissions" as Path<T>, permissionsOfRole(catalogue, role, granter) as T[Path<T>], {
              shouldValidate: true,
            });
        }}
      />
      <CheckboxGroup
        legend={t("users.access.permissions")}
        hint={
          granter.held === "all"
            ? t("users.access.permissionsChosen", {
                chosen: chosenPermissions.length,
                total: catalogue.permissions.length,
              })
            : t("users.access.permissionsOwnOnly", {
                chosen: chosenPermissions.length,
                total: catalogue.permissions.length,
              })
        }
        error={permissions.fieldState.error?.message}
      >
        <FormGroup
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" }, columnGap: 2 }}
        >
          {catalogue.permissions.map(({ name }) => {
            const checked = chosenPermissions.includes(name);
            return (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    size="small"
                    name="permissions"
                    value={name}
                    checked={checked}
                    onChange={(event) => togglePermission(name, event.target.checked)}
                    onBlur={permissions.field.onBlur}
                  />
                }
                label={permissionLabel(catalogue, name, language)}
                disabled={!checked && !mayGive(granter, name)}
                sx={{ mr: 0, "& .MuiFormControlLabel-label": { fontSize: "0.875rem" } }}
              />
            );
          })}
        </FormGroup>
      </CheckboxGroup>
      <CheckboxGroup
        legend={t("users.access.applications")}
        hint={t("users.access.applicationsHint")}
        error={applicationIds.fieldState.error?.message}
      >
        {applications.loading ? (
          <Skeleton variant="rounded" height={72} aria-label={t("users.access.applicationsLoading")} />
        ) : applications.error ? (
          <LoadError message={errorMessage(applications.error)} onRetry={applications.retry} />
        ) : applications.options.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("users.access.noApplications")}
          </Typography>
        ) : (
          <FormGroup>
            {grantableApps.length > 1 && (
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={allApps}
                    indeterminate={someApps && !allApps}
                    onChange={(event) =>
                      applicationIds.field.onChange(
                        event.target.checked
                          ? [...new Set([...chosenApps, ...grantableApps.map((app) => app.id)])]
                          : chosenApps.filter((id) => !grantableApps.some((app) => app.id === id)),
                      )
                    }
                  />
                }
                label={t("users.access.allApplications")}
                sx={{ mr: 0, "& .MuiFormControlLabel-label": { fontSize: "0.875rem", fontWeight: 500 } }}
              />
            )}
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
                columnGap: 2,
                pl: grantableApps.length > 1 ? 2 : 0,
              }}
            >
              {applications.options.map((app) => {
                const checked = chosenApps.includes(app.id);
                return (
                  <FormControlLabel
                    key={app.id}
                    control={
                      <Checkbox
                        size="small"
                        name="applicationIds"
                        value={app.id}
                        checked={checked}
                        onChange={(event) => toggleApp(app.id, event.target.checked)}
                        onBlur={applicationIds.field.onBlur}
                      />
                    }
                    label={app.appName}
                    disabled={!checked && !app.grantable}
                    sx={{
                      mr: 0,
                      minWidth: 0,
                      "& .MuiFormControlLabel-label": { fontSize: "0.875rem", overflowWrap: "anywhere" },
                    }}
                  />
                );
              })}
            </Box>
          </FormGroup>
        )}
      </CheckboxGroup>
    </Stack>
  );
}
