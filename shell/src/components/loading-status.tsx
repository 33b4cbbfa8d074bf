/** A loading state of the shell's own chrome: a spinner and what is loading. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" className="shell-status">
      <div className="shell-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
