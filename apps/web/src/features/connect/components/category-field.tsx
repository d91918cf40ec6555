import { Button, Stack } from "@mui/material";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMerchantCategoriesQuery } from "../api";
import { SelectField } from "@/components/form/select-field";

/** The category of an application or a company: the server's list, in the interface language. */
export function CategoryField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const { t } = useTranslation();
  const categories = useMerchantCategoriesQuery();
  const options = (categories.data ?? []).map(({ value }) => ({ value, label: t(`common.categories.${value}`) }));
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <SelectField
        control={control}
        name={name}
        label={t("connect.fields.category")}
        emptyLabel={t("connect.fields.choose")}
        options={options}
        disabled={!categories.isSuccess}
        helperText={categories.isLoading ? t("common.loading") : undefined}
        loadError={categories.isError ? t("connect.categoriesFailed") : undefined}
      />
      {categories.isError && (
        <Button size="small" color="secondary" onClick={() => void categories.refetch()}>
          {t("common.tryAgain")}
        </Button>
      )}
    </Stack>
  );
}
