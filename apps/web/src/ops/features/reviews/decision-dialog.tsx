import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from "@mui/material";
import {
  REVIEW_REASON_MAX,
  type ReviewDecision,
  ReviewDecisionRequest,
  type ReviewDetail,
  type ReviewRequirement,
  reviewRequirements,
} from "@portal/contracts";
import { useId, useState } from "react";
import { type Control, useController, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { FormField } from "../../components/form-field";
import type { OpsKey } from "../../lib/i18n";
import { applyFieldErrors } from "../../lib/field-errors";
import { useTexts } from "../../lib/use-texts";
import { useDecideMutation } from "./api";

const words: Record<ReviewDecision, { title: OpsKey; text: OpsKey; submit: OpsKey }> = {
  approve: {
    title: "ops.decision.approveTitle",
    text: "ops.decision.approveText",
    submit: "ops.decision.submitApprove",
  },
  requestChanges: {
    title: "ops.decision.changesTitle",
    text: "ops.decision.changesText",
    submit: "ops.decision.submitChanges",
  },
  reject: { title: "ops.decision.rejectTitle", text: "ops.decision.rejectText", submit: "ops.decision.submitReject" },
};

interface DecisionDialogProps {
  /** The decision being made; null while the dialog is closed. */
  decision: ReviewDecision | null;
  review: ReviewDetail;
  onClose: () => void;
  /** With the server's answer: the application as it now stands. */
  onDecided: (decision: ReviewDecision, review: ReviewDetail) => void;
  onExited?: () => void;
}

/**
 * A risk operator's decision, asked before it is sent: approving says what follows; asking
 * for changes names the fields and the reason; rejecting takes a reason. The merchant reads
 * the reason; the contract's schema (ReviewDecisionRequest) requires it where it does.
 */
export function DecisionDialog({ decision, review, onClose, onDecided, onExited }: DecisionDialogProps) {
  const [shown, setShown] = useState(decision);
  // The words stay those of the decision being closed while the dialog fades out.
  if (decision !== null && decision !== shown) setShown(decision);
  return (
    <Dialog
      open={decision !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
      slotProps={{ transition: { onExited } }}
    >
      {shown && <DecisionForm key={shown} decision={shown} review={review} onClose={onClose} onDecided={onDecided} />}
    </Dialog>
  );
}

function DecisionForm({
  decision,
  review,
  onClose,
  onDecided,
}: {
  decision: ReviewDecision;
  review: ReviewDetail;
  onClose: () => void;
  onDecided: (decision: ReviewDecision, review: ReviewDetail) => void;
}) {
  const { t, failure: failureText } = useTexts();
  const [decide] = useDecideMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewDecisionRequest>({
    resolver: zodResolver(ReviewDecisionRequest),
    defaultValues: { decision, reason: "", fields: [] },
  });
  const pending = form.formState.isSubmitting;
  const firstOfTwo = decision === "approve" && review.approvals + 1 < review.approvalsNeeded;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onDecided(decision, await decide({ appId: review.application.id, body }).unwrap());
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle>{t(words[decision].title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t(words[decision].text, { appName: review.application.appName })}</DialogContentText>
          {firstOfTwo && <Alert severity="info">{t("ops.decision.approveFirstOfTwo")}</Alert>}
          {decision === "requestChanges" && <FieldChoice control={form.control} />}
          {decision !== "approve" && (
            <FormField
              control={form.control}
              name="reason"
              label={t("ops.decision.reason")}
              hint={t("ops.decision.reasonHint", { max: REVIEW_REASON_MAX })}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="secondary" disabled={pending}>
          {t("ops.cancel")}
        </Button>
        <SubmitButton
          pending={pending}
          fullWidth={false}
          size="medium"
          color={decision === "reject" ? "error" : "primary"}
          sx={decision === "reject" ? { bgcolor: "error.dark" } : undefined}
        >
          {t(words[decision].submit)}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/** The fields the merchant must change, named as the portal's application form names them. */
function FieldChoice({ control }: { control: Control<ReviewDecisionRequest> }) {
  const { t, fieldIssue } = useTexts();
  const { field, fieldState } = useController({ control, name: "fields" });
  const helperId = useId();
  const chosen: ReviewRequirement[] = field.value ?? [];
  const label = t("ops.decision.fieldsLabel");
  const error = fieldState.error?.message;

  const toggle = (requirement: ReviewRequirement, on: boolean) =>
    field.onChange(
      on
        ? reviewRequirements.filter((r) => r === requirement || chosen.includes(r))
        : chosen.filter((r) => r !== requirement),
    );

  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {reviewRequirements.map((requirement, i) => (
          <FormControlLabel
            key={requirement}
            label={t(`ops.requirements.${requirement}`)}
            control={
              <Checkbox
                checked={chosen.includes(requirement)}
                onChange={(event) => toggle(requirement, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    // The first box is where focus goes when none is ticked.
                    ref: i === 0 ? field.ref : undefined,
                    "aria-describedby": error ? helperId : undefined,
                  },
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText id={helperId}>{fieldIssue(error, label)}</FormHelperText>}
    </FormControl>
  );
}
