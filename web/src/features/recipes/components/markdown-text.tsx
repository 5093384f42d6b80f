import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** Markdown from recipe text, sanitised before it reaches the DOM (screens.md §1.12). */
export function MarkdownText({ text }: { text: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(text, { async: false, breaks: true, gfm: true })), [text]);
  return (
    <Box
      sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
