/** Shown when the portal cannot even start (configuration or sign-in set-up failed). */
export function StartFailure({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main
      role="alert"
      style={{ maxWidth: 560, margin: '15vh auto', font: "16px 'Segoe UI', Roboto, Arial, sans-serif" }}
    >
      <h1>The portal could not start</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
