import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { Blocks as BlocksData } from '~/lib/content.server';

/**
 * Editors' rich text (Strapi blocks). Rendered as React elements, never as HTML strings, so an
 * article cannot inject markup. Headings inside a page start at h2.
 */
export function Blocks({ content }: { content: BlocksData }) {
  return (
    <div className="prose">
      <BlocksRenderer
        content={content as unknown as BlocksContent}
        blocks={{
          heading: ({ children, level }) => {
            const Tag = `h${Math.min(6, Math.max(2, level))}` as 'h2';
            return <Tag>{children}</Tag>;
          },
          link: ({ children, url }) =>
            /^https?:\/\//.test(url) ? (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ) : (
              <a href={url}>{children}</a>
            ),
        }}
      />
    </div>
  );
}
