/** A back-office page's heading and the sentence that says what the page is for. */
export function AdminHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{intro}</p>
    </>
  );
}
