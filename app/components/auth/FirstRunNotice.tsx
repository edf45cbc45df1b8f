/**
 * Shown on the admin sign-in and forgot-password screens while no administrator exists, so a new
 * install says how to get in. It never shows the setup link itself: that is only in the log.
 */
export function FirstRunNotice() {
  return (
    <div
      role="note"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        <strong>No administrator exists yet.</strong> Use the setup link printed in the server's log when it
        started, or run <code className="break-all">npm run admin:create -- --email you@example.com</code>.
      </p>
    </div>
  );
}
