/** An application's status, coloured by how far it got; unknown statuses still show their text. */
const tones: Record<string, string> = {
  received: "bg-sky-100 text-sky-900 ring-sky-700/30",
  "under review": "bg-amber-100 text-amber-900 ring-amber-700/30",
  accepted: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
  enrolled: "bg-green-100 text-green-900 ring-green-700/30",
  waitlisted: "bg-violet-100 text-violet-900 ring-violet-700/30",
  rejected: "bg-red-100 text-red-900 ring-red-700/30",
  withdrawn: "bg-slate-100 text-slate-800 ring-slate-700/30",
};

export function StatusBadge({ status }: { status: string }) {
  const tone = tones[status.toLowerCase()] ?? tones.withdrawn;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${tone}`}
    >
      <span className="sr-only">Status: </span>
      {status}
    </span>
  );
}
