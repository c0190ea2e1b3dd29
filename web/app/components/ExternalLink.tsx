import { Link } from '@remix-run/react';
import { safeHref } from '@dharma/config/rules';
import { articlesUi } from '@dharma/config/words';

/**
 * Links whose address an editor typed. Only an http(s) address or a path on this site becomes a
 * link (the CMS refuses anything else when it is saved; this is the second check, for what was
 * stored before): a `javascript:` address would run on the site's origin when clicked. Anything
 * else is shown as plain text.
 */

/** A link that leaves the site: new tab, no opener, and a screen-reader hint saying so. */
export function ExternalLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a href={safe} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {articlesUi.external}</span>
    </a>
  );
}

/** An editor's link that may lead out of the site or stay in it: the right kind of link for each. */
export function EditorLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  if (isExternal(safe))
    return (
      <ExternalLink href={safe} className={className}>
        {children}
      </ExternalLink>
    );
  return (
    <Link to={safe} className={className}>
      {children}
    </Link>
  );
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
