/**
 * The script of a page React does not hydrate whose forms post in place (the study day: its task
 * and vote forms, `data-in-place`). Without it each form posts and the server answers with the page
 * again (303 back, or the refusal with the learner's text kept); with it the same post is sent by
 * fetch, and the page the server answers with is laid over this one node by node: no navigation,
 * the scroll position and focus kept, the live regions that change announced. Everything shown is
 * what the server rendered, exactly as without JavaScript; this file knows no text or rule.
 */

/** Children are matched by tag and id (or role): a node that stays is updated, not replaced. */
function sameKind(a: Node, b: Node): boolean {
  if (a.nodeName !== b.nodeName) return false;
  if (!(a instanceof Element) || !(b instanceof Element)) return true;
  return a.id === b.id && a.getAttribute('role') === b.getAttribute('role');
}

function morph(current: Node, next: Node): void {
  if (current.nodeType === Node.TEXT_NODE || current.nodeType === Node.COMMENT_NODE) {
    if (current.nodeValue !== next.nodeValue) current.nodeValue = next.nodeValue;
    return;
  }
  if (current instanceof Element && next instanceof Element) {
    for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
    for (const { name, value } of [...next.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  // A field's value is the learner's: a changed default (the text the server kept) leaves what
  // they typed in place, as the browser does for a field that has been edited.
  let cursor = current.firstChild;
  for (const nextChild of [...next.childNodes]) {
    let match = cursor;
    while (match && !sameKind(match, nextChild)) match = match.nextSibling;
    if (match) {
      while (cursor && cursor !== match) {
        const gone = cursor;
        cursor = cursor.nextSibling;
        gone.remove();
      }
      morph(match, nextChild);
      cursor = match.nextSibling;
    } else current.insertBefore(document.importNode(nextChild, true), cursor);
  }
  while (cursor) {
    const gone = cursor;
    cursor = cursor.nextSibling;
    gone.remove();
  }
}

async function submitInPlace(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value);
  // Busy as the hydrated form is: the button off, its label the server's busy word.
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.firstChild;
  if (button) button.disabled = true;
  if (label?.nodeType === Node.TEXT_NODE && button?.dataset.busy) label.nodeValue = button.dataset.busy;
  let response: Response;
  try {
    response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    // Offline or refused on the way: the plain post says what happened.
    form.submit();
    return;
  }
  const page = new URL(response.url);
  const next = (response.headers.get('content-type') ?? '').startsWith('text/html') && page.pathname === location.pathname;
  const main = next ? new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('main') : null;
  const here = document.querySelector('main');
  // Somewhere else (signed out, say): go there as the plain post would have.
  if (!main || !here) {
    location.assign(response.url);
    return;
  }
  morph(here, main);
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-in-place')) return;
  event.preventDefault();
  if (form.querySelector('button[type="submit"][disabled]')) return;
  void submitInPlace(form, event.submitter);
});
