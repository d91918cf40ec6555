/** A turning ring (MUI's CircularProgress look), in the colour of its text unless its class says otherwise. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={className ? `spinner ${className}` : "spinner"}
      role={label ? "progressbar" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="22 22 44 44" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
