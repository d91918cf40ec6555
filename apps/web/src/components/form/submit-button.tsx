import { Button, type ButtonProps, CircularProgress } from "@mui/material";

/** The form's submit button: shows progress and stays disabled while its request runs. */
export function SubmitButton({ pending, children, ...props }: Omit<ButtonProps, "type"> & { pending: boolean }) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      {...props}
      type="submit"
      disabled={pending || props.disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
