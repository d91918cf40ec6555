import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Under the field while nothing is wrong. */
  helper?: string;
  /** What is wrong, in place of the helper. */
  error?: string;
  /** Inside the field, at its end (the card's brand). */
  end?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field whose label sits in it until it is focused or filled, as MUI's
 * TextField. CSS alone moves the label (`:placeholder-shown`), so it already works on the
 * server's HTML before the script runs.
 */
export function TextField({ label, helper, error, end, inputRef, placeholder, className, ...input }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? helper;
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
          aria-describedby={note ? noteId : undefined}
        />
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {end && <span className="field__end">{end}</span>}
      </div>
      {note && (
        <p id={noteId} className="field__note">
          {note}
        </p>
      )}
    </div>
  );
}
