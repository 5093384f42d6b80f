import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Recipe text as HTML: Markdown (GFM, a line break per newline), sanitised before it reaches the DOM (screens.md §1.12). */
export function markdownHtml(text: string): string {
  return DOMPurify.sanitize(marked.parse(text, { async: false, breaks: true, gfm: true }));
}
