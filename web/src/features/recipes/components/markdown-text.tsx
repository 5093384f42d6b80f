import Box from '@mui/material/Box';
import { Fragment, startTransition, useEffect, useMemo, useState } from 'react';
import { useBrowserOnly } from '../../../lib/hooks/use-browser-only';
import { paragraphsOf, plainParagraphs } from '../lib/plain-text';

type MarkdownRenderer = typeof import('../lib/markdown-html');

let renderer: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;

/**
 * The Markdown parser and its sanitiser (about 27 KB of gzipped JavaScript), loaded the first time
 * text with markup is shown: most recipe text is plain prose, which needs neither.
 */
function loadRenderer(): Promise<MarkdownRenderer> {
  loading ??= import('../lib/markdown-html').then(
    (module) => {
      renderer = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer once loaded (`needed` asks for it), or 'failed' where it could not be loaded. */
function useMarkdownRenderer(needed: boolean): MarkdownRenderer | 'failed' | undefined {
  const [state, setState] = useState<MarkdownRenderer | 'failed' | undefined>(renderer);
  useEffect(() => {
    if (!needed || state) return;
    let live = true;
    const settle = (next: MarkdownRenderer | 'failed') => live && startTransition(() => setState(next));
    loadRenderer().then(settle, () => settle('failed'));
    return () => {
      live = false;
    };
  }, [needed, state]);
  return state ?? renderer;
}

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
 * without loading or running the parser and the sanitiser (the first text they see costs tens of
 * milliseconds on a phone). Text with markup appears once they have loaded, as written if they
 * cannot be; it is left out of the server's render of a page, whose runtime has no DOM for the
 * sanitiser, and appears once the app has taken the page over.
 */
export function MarkdownText({ text }: { text: string }) {
  const browser = useBrowserOnly();
  const paragraphs = useMemo(() => plainParagraphs(text), [text]);
  const markdown = useMarkdownRenderer(!paragraphs && browser);
  const html = useMemo(
    () => (paragraphs || !browser || !markdown || markdown === 'failed' ? '' : markdown.markdownHtml(text)),
    [paragraphs, browser, markdown, text],
  );
  if (paragraphs) return <PlainText paragraphs={paragraphs} />;
  if (markdown === 'failed') return <PlainText paragraphs={paragraphsOf(text)} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in markdownHtml
  return <Box sx={textSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
