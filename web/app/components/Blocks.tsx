import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import type { Blocks as BlocksData } from '~/lib/api/content.server';
import { EditorLink } from './ExternalLink';

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
          // Only http(s) and paths on this site become links (EditorLink); a `javascript:` one is text.
          link: ({ children, url }) => <EditorLink href={url}>{children}</EditorLink>,
        }}
      />
    </div>
  );
}
