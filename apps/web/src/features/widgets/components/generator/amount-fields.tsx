import { currencies, payButtonAmountModes } from "@portal/contracts";
import { useWatch } from "react-hook-form";
import { FormTextField } from "@/components/form/form-text-field";
import { SelectField } from "@/components/form/select-field";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { fullRow } from "./form-grid";
import { editedValuesControl, type PayButtonForm } from "./pay-button-form-values";
import { RadioField } from "./radio-field";

const decimal = { htmlInput: { inputMode: "decimal" } } as const;

/** A fixed amount, or the bounds of the one the customer types (each optional), and the currency. */
export function AmountFields({ form }: { form: PayButtonForm }) {
  const { t } = useWidgetsTranslation();
  const control = editedValuesControl(form);
  const mode = useWatch({ control: form.control, name: "amountMode" });

  const currency = (
    <SelectField
      control={form.control}
      name="currency"
      label={t("widgets.form.currency")}
      options={currencies.map((value) => ({ value, label: value }))}
      required
    />
  );

  return (
    <>
      <RadioField
        control={form.control}
        name="amountMode"
        label={t("widgets.form.amountMode")}
        options={payButtonAmountModes.map((value) => ({ value, label: t(`widgets.form.amountModes.${value}`) }))}
        // The other mode's amounts are not sent; their errors must not stay behind either.
        onValueChange={() => form.clearErrors(["amount", "minAmount", "maxAmount"])}
        sx={fullRow}
      />
      {mode === "fixed" ? (
        <>
          <FormTextField
            control={control}
            name="amount"
            label={t("widgets.form.amount")}
            helperText={t("widgets.form.amountHelper")}
            autoComplete="off"
            slotProps={decimal}
            required
          />
          {currency}
        </>
      ) : (
        <>
          <FormTextField
            control={control}
            name="minAmount"
            label={t("widgets.form.minAmount")}
            helperText={t("widgets.form.rangeHelper")}
            autoComplete="off"
            slotProps={decimal}
          />
          <FormTextField
            control={control}
            name="maxAmount"
            label={t("widgets.form.maxAmount")}
            autoComplete="off"
            slotProps={decimal}
          />
          {currency}
        </>
      )}
    </>
  );
}
