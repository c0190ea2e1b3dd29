import { ui } from '@dharma/config';

/** A link that leaves the site: new tab, no opener, and a screen-reader hint saying so. */
export function ExternalLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {ui.articles.external}</span>
    </a>
  );
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
