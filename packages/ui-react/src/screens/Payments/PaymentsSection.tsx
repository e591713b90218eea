import type { ReactNode } from 'react';

/** One part of the payments page: a region named by its heading. */
export function PaymentsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ott-account-section" aria-labelledby={id}>
      <div className="ott-account-section__header">
        <h2 id={id} className="ott-account-section__title">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
