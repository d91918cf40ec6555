import { Step, StepLabel, Stepper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";

interface FlowStepperProps<S extends string> {
  steps: readonly S[];
  active: S;
  label: (step: S) => string;
  /** Steps that may be skipped, captioned so. */
  optional?: readonly S[];
}

/** Where the user is in a flow: the steps done, the current one (`aria-current`), those ahead. */
export function FlowStepper<S extends string>({ steps, active, label, optional = [] }: FlowStepperProps<S>) {
  const { t } = useTranslation();
  return (
    <Stepper
      activeStep={steps.indexOf(active)}
      alternativeLabel
      aria-label={t("connect.stepsLabel")}
      sx={(theme) => ({
        m: 0,
        p: 0,
        mb: { xs: 3, sm: 4 },
        "& .MuiStepLabel-label": { fontSize: { xs: "0.75rem", sm: "0.875rem" } },
        // Four labels do not fit side by side on a phone: it shows the current one only;
        // screen readers still hear them all.
        [theme.breakpoints.down("sm")]: {
          "& .MuiStep-root:not([aria-current]) .MuiStepLabel-labelContainer": visuallyHidden,
        },
      })}
    >
      {steps.map((step) => (
        <Step key={step} aria-current={step === active ? "step" : undefined}>
          <StepLabel
            optional={
              optional.includes(step) ? (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="span"
                  sx={{ display: "block", textAlign: "center" }}
                >
                  {t("connect.optional")}
                </Typography>
              ) : undefined
            }
          >
            {label(step)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
