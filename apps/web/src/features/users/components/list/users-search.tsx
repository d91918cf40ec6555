import Search from "@mui/icons-material/Search";
import { InputAdornment } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/form/text-field";

/** How long typing pauses before the list follows it. */
const DEBOUNCE_MS = 300;

interface UsersSearchProps {
  /** The search applied, from the URL. */
  value: string | undefined;
  onSearch: (text: string) => void;
}

/** Finds users by part of the name or e-mail as the user types (a pause, or Enter, applies it). */
export function UsersSearch({ value, onSearch }: UsersSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? "");
  const [applied, setApplied] = useState(value);
  // The URL changed under the field (the back button, a search applied): show it, unless it is what is typed.
  if (applied !== value) {
    setApplied(value);
    if ((value ?? "") !== text.trim()) setText(value ?? "");
  }

  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={t("users.search.label")}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") onSearch(text);
      }}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
