import {
  FormControl,
  FormHelperText,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  InputLabel,
  type InputLabelProps,
  NativeSelect,
  OutlinedInput,
  type OutlinedInputProps,
  type TextFieldProps as MuiTextFieldProps,
  useThemeProps,
} from "@mui/material";
import { type ElementType, useId } from "react";

/** What the portal's fields pass to the input and the label. */
interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps> & { component?: ElementType };
}

export type TextFieldProps = Omit<MuiTextFieldProps, "variant" | "slots" | "slotProps" | "select" | "SelectProps"> & {
  slotProps?: TextFieldSlotProps;
  /** The browser's own list: `children` are `<option>` elements. */
  select?: boolean;
};

/**
 * MUI's outlined TextField, built from its parts. MUI's own TextField always brings its
 * menu-based Select (Menu, Popover, Modal: about 12 KiB gz) and the two other variants;
 * the portal uses neither, and every form screen loads its text fields first
 * (docs/web-portal.md, "Size budgets"). Same markup, classes, theme defaults and ids.
 */
export function TextField(inProps: TextFieldProps) {
  const props = useThemeProps({ props: inProps, name: "MuiTextField" });
  const {
    autoComplete,
    autoFocus,
    children,
    className,
    color,
    defaultValue,
    disabled,
    error,
    fullWidth,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required,
    rows,
    select,
    slotProps = {},
    type,
    value,
    ...rootProps
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== "";
  const shrink = slotProps.inputLabel?.shrink;
  const input = (
    <OutlinedInput
      aria-describedby={select ? undefined : helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      fullWidth={fullWidth}
      multiline={multiline}
      name={name}
      rows={rows}
      maxRows={maxRows}
      minRows={minRows}
      type={type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      inputProps={slotProps.htmlInput}
      label={label}
      {...(shrink !== undefined && { notched: shrink })}
      {...slotProps.input}
    />
  );
  return (
    <FormControl
      {...rootProps}
      className={["MuiTextField-root", className].filter(Boolean).join(" ")}
      color={color}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect aria-describedby={helperTextId} id={id} value={value} input={input}>
          {children}
        </NativeSelect>
      ) : (
        input
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
