/** A success message after a save, announced to screen readers. */
export function Notice({ message }: { message: string | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="mb-6 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900 ring-1 ring-green-700/30">
          {message}
        </p>
      ) : null}
    </div>
  );
}
