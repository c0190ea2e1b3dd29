/**
 * The script of a page React does not hydrate whose forms post in place (the study day: its task
 * and vote forms, `data-in-place`). Without it each form posts and the server answers with the page
 * again (303 back, or the refusal with the learner's text kept); with it the same post is sent by
 * fetch, and the page the server answers with is laid over this one node by node: no navigation,
 * the scroll position and focus kept, the live regions that change announced. Everything shown is
 * what the server rendered, exactly as without JavaScript; this file knows no text or rule.
 */
import morphdom from 'morphdom';

/**
 * A field the learner has edited (its value is no longer the one the page came with): she may be
 * writing a story while her verse's post is on its way, and what she typed must not be lost.
 */
function edited(el: HTMLElement): boolean {
  if (el instanceof HTMLTextAreaElement) return el.value !== el.defaultValue;
  if (el instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'hidden', 'submit', 'button'].includes(el.type) && el.value !== el.defaultValue;
  return false;
}

/**
 * Lays the server's page over this one with morphdom: nodes that stay (matched by id, then by
 * kind) are updated, not replaced, so focus and scroll stay. An edited field keeps what was typed
 * and takes the server's other attributes (invalid, described by).
 */
function morph(here: Element, next: Element): void {
  morphdom(here, next, {
    // The id attribute, not the property: a form with a field named "id" (a vote's post) answers
    // `form.id` with that field, and morphdom's default key would then match nothing and copy nodes.
    getNodeKey: (node) => (node instanceof Element ? node.getAttribute('id') || undefined : undefined),
    onBeforeElUpdated(from, to) {
      if (!edited(from)) return !from.isEqualNode(to);
      for (const { name } of [...from.attributes]) if (name !== 'value' && !to.hasAttribute(name)) from.removeAttribute(name);
      for (const { name, value } of [...to.attributes])
        if (name !== 'value' && from.getAttribute(name) !== value) from.setAttribute(name, value);
      return false;
    },
  });
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
