import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const Outlined = styled.div({ outlineOffset: '7px' });

/** Reads, while it renders, whether the rule of the sibling rendered before it is in the page. */
function RuleProbe({ seen }: { seen: boolean[] }) {
  seen.push((document.head.textContent ?? '').includes('outline-offset:7px'));
  return null;
}

describe('Emotion with the insertion-effect stand-in', () => {
  it("writes a styled component's rules while rendering, before React commits", () => {
    const seen: boolean[] = [];
    render(
      <>
        <Outlined>Styled</Outlined>
        <RuleProbe seen={seen} />
      </>,
    );
    expect(seen[0]).toBe(true);
    expect(getComputedStyle(screen.getByText('Styled')).outlineOffset).toBe('7px');
  });
});
