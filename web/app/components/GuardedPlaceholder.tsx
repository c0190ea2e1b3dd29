/** A login-required page whose content arrives with a later issue: it says so plainly. */
export function GuardedPlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <section className="container section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice-box">{text}</p>
    </section>
  );
}
