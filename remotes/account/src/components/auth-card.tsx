import type { ReactNode } from 'react';

/** The frame of every account screen: a centred card with the page heading and, below, its links. */
export function AuthCard({ title, links, children }: { title: string; links?: ReactNode; children: ReactNode }) {
  return (
    <section className="k-container">
      <div className="k-auth-card">
        <h1>{title}</h1>
        {children}
        {links ? <p className="k-auth-links">{links}</p> : null}
      </div>
    </section>
  );
}
