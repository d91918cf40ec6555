import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Under the field while nothing is wrong. */
  helper?: string;
  /** What is wrong, in place of the helper. */
  error?: string;
  /** A format to follow, kept under the error too: the user needs it to fix one. */
  hint?: string;
  /** A block under the notes that describes the field too (a password's rules). */
  details?: ReactNode;
  /** Inside the field, at its end (the card's brand). */
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field whose label sits in it until it is focused or filled, as MUI's
 * TextField. CSS alone moves the label (`:placeholder-shown`), so it already works on the
 * server's HTML before the script runs.
 */
export function TextField({
  label,
  helper,
  error,
  hint,
  details,
  end,
  inputRef,
  placeholder,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const note = error ?? helper;
  const described = [note && `${id}-note`, hint && `${id}-hint`, details && `${id}-details`].filter(Boolean).join(" ");
  return (
    <div className={["field", error ? "field--error" : "", className].filter(Boolean).join(" ")}>
      <div className="field__box">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          // A blank placeholder still tells CSS whether the field is empty.
          placeholder={placeholder ?? " "}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
        />
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {end && <span className="field__end">{end}</span>}
      </div>
      {note && (
        <p id={`${id}-note`} className="field__note">
          {note}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__note field__hint">
          {hint}
        </p>
      )}
      {details && <div id={`${id}-details`}>{details}</div>}
    </div>
  );
}
