import Box from '@mui/material/Box';
import { Fragment, useMemo } from 'react';
import { useBrowserOnly } from '../../../lib/hooks/use-browser-only';
import { markdownHtml } from '../lib/markdown-html';
import { plainParagraphs } from '../lib/plain-text';

const textSx = { '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 } } as const;

function PlainText({ paragraphs }: { paragraphs: string[][] }) {
  return (
    <Box sx={textSx}>
      {paragraphs.map((lines, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={index}>
          {lines.map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, for the lines of a paragraph
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </Box>
  );
}

/**
 * Markdown from recipe text, sanitised before it reaches the DOM (screens.md §1.12). Plain prose,
 * most recipe text, is rendered as the same paragraphs and line breaks the parser would make,
 * without running the parser and the sanitiser (the first text they see costs tens of
 * milliseconds on a phone). Text with markup is left out of the server's render of a page, whose
 * runtime has no DOM for the sanitiser, and appears once the app has taken the page over.
 */
export function MarkdownText({ text }: { text: string }) {
  const browser = useBrowserOnly();
  const paragraphs = useMemo(() => plainParagraphs(text), [text]);
  const html = useMemo(() => (paragraphs || !browser ? '' : markdownHtml(text)), [paragraphs, browser, text]);
  if (paragraphs) return <PlainText paragraphs={paragraphs} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in markdownHtml
  return <Box sx={textSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
