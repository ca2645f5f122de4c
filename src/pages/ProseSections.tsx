import type { ProseSection } from '@/content/facts';
import { MoreLinks } from './MoreLinks';

/** Sections of a long text page (Privacy, Terms). */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list && (
            <ul>
              {s.list.map((li) => (
                <li key={li}>{li}</li>
              ))}
            </ul>
          )}
          <MoreLinks links={s.links} mailbox={s.mailbox} />
        </section>
      ))}
    </>
  );
}
