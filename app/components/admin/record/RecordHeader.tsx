import { Link } from "react-router";
import { Avatar } from "#app/components/ui/Avatar.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { personHref } from "#server/people/identity.ts";

/** The way back to the list, then who or what the record is, and when it came in. */
export function RecordHeader({
  heading,
  listPath,
  title,
  createdAt,
  avatarSeed,
}: {
  heading: string;
  listPath: string;
  title: string;
  createdAt: string;
  /** Draws the person's avatar beside the title. */
  avatarSeed?: string;
}) {
  return (
    <>
      <p className="text-sm">
        <Link to={listPath} className="text-brand-700 underline">
          {heading}
        </Link>
      </p>
      <div className="mt-2 flex items-center gap-4">
        {avatarSeed !== undefined ? <Avatar name={title} seed={avatarSeed} /> : null}
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">Created {formatDate(createdAt, true)}</p>
          {avatarSeed ? (
            <p className="text-sm">
              <Link to={personHref(avatarSeed)} className="text-brand-700 underline" data-person-link>
                Person page: everything held about this person
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
