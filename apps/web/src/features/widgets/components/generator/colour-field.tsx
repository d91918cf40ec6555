import Check from "@mui/icons-material/Check";
import { Box, InputAdornment, Radio, RadioGroup, Stack, Typography } from "@mui/material";
import { isHexColour } from "@portal/contracts";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { FormTextField } from "@/components/form/form-text-field";
import { swatches } from "../../swatches";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { editedValuesControl, type PayButtonForm } from "./pay-button-form-values";

interface ColourFieldProps {
  form: PayButtonForm;
  name: "style.background" | "style.textColour";
  label: string;
  /** The name of the typed colour's field. */
  codeLabel: string;
}

/** A round sample of a colour, ringed so that white shows on white; ticked when chosen. */
function Swatch({ hex, checked }: { hex: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        width: 32,
        height: 32,
        borderRadius: "50%",
        bgcolor: hex,
        border: 1,
        borderColor: "grey.400",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        outline: checked ? 2 : 0,
        outlineColor: "secondary.main",
        outlineOffset: 2,
      }}
    >
      {checked && <Check fontSize="small" sx={{ color: (theme) => theme.palette.getContrastText(hex) }} />}
    </Box>
  );
}

/** A colour of the button: one of the swatches, or any other typed as #RRGGBB. */
export function ColourField({ form, name, label, codeLabel }: ColourFieldProps) {
  const { t } = useWidgetsTranslation();
  const legendId = useId();
  const value = useWatch({ control: form.control, name });
  const chosen = swatches.find((swatch) => swatch.hex.toLowerCase() === value.trim().toLowerCase())?.hex ?? "";

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" id={legendId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <RadioGroup
          row
          aria-labelledby={legendId}
          value={chosen}
          // A swatch replaces what was typed; once the form was submitted, the field's error goes with it.
          onChange={(event) =>
            form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          sx={{ gap: 0.5 }}
        >
          {swatches.map((swatch) => (
            <Radio
              key={swatch.hex}
              value={swatch.hex}
              icon={<Swatch hex={swatch.hex} checked={false} />}
              checkedIcon={<Swatch hex={swatch.hex} checked />}
              // Its name for a pointer too, not only for a reader.
              title={t(`widgets.colours.${swatch.name}`)}
              slotProps={{ input: { "aria-label": t(`widgets.colours.${swatch.name}`) } }}
              sx={{ p: 0.5 }}
            />
          ))}
        </RadioGroup>
        <FormTextField
          control={editedValuesControl(form)}
          name={name}
          label={codeLabel}
          hint={t("widgets.form.colourHint")}
          autoComplete="off"
          slotProps={{
            htmlInput: { spellCheck: false, maxLength: 7 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 20,
                      height: 20,
                      borderRadius: 0.5,
                      border: 1,
                      borderColor: "grey.400",
                      bgcolor: isHexColour(value.trim()) ? value.trim() : "transparent",
                    }}
                  />
                </InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: { sm: 220 } }}
        />
      </Stack>
    </Box>
  );
}
