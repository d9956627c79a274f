import './hero-header.css';

/** A dashboard's banner: a small eyebrow line, the title, and an optional welcome under it. */
export function HeroHeader({ eyebrow, title, welcome }: { eyebrow: string; title: string; welcome?: string }) {
  return (
    <header className="hero-header">
      <p className="hero-header__eyebrow">{eyebrow}</p>
      <h1 className="hero-header__title">{title}</h1>
      {welcome ? <p className="hero-header__welcome">{welcome}</p> : null}
    </header>
  );
}
