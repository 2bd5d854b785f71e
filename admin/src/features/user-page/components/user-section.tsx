/** One section of the user page: its title, and `empty` in place of its table when there is nothing to list. */
import type { ReactNode } from "react";

interface UserSectionProps {
  /** The title's id is `${id}-title`, which labels the section. */
  id: string;
  title: ReactNode;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

export function UserSection({ id, title, isEmpty, empty, children }: UserSectionProps) {
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      {isEmpty ? <p className="empty">{empty}</p> : children}
    </section>
  );
}
