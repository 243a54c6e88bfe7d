import sanitizeHtml from 'sanitize-html';

/**
 * docs/email.md#inbound: an e-mail's HTML as staff may see it — no scripts, styles, forms or
 * frames, no event handlers, links only to http(s)/mailto (opened in a new tab without referrer),
 * and no images but the message's own inline ones (`cid:`): a remote image is a tracker that
 * tells the sender who opened the message and when.
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['cid'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
    },
  });
}
