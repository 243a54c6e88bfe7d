import { articleBlocks } from '../lib/article-blocks';

/** An article's text: paragraphs and lists (docs/assistant.md#knowledge-base), never HTML. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed break-words text-ink">
      {articleBlocks(body).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ) : block.ordered ? (
          <ol key={index} className="list-decimal space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ol>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
