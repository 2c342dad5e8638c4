import { memo } from 'react';
import { markChunks, sameWords, wordsIn } from '../../shared/lists/search.ts';
import { EmptyValue } from './EmptyValue.tsx';
import classes from './Marked.module.css';

interface MarkedProps {
  text: string;
  /** The search words; only those that occur in `text` count (wordsIn), so another word's keystroke does not re-render it. */
  words: readonly string[];
  /** As Mantine's Text of this size; without, the text takes its parent's font. */
  size?: 'xs' | 'sm';
  strong?: boolean;
  dimmed?: boolean;
  className?: string;
}

/**
 * A list cell's text with the search words marked, or EmptyValue: what Mantine's Highlight shows, in plain
 * elements (a keystroke re-renders a page of rows without hundreds of components); the words are marked as text
 * (React elements), never as injected HTML.
 */
export const Marked = memo(function Marked({ text, words, size, strong, dimmed, className }: MarkedProps) {
  if (text === '') return <EmptyValue />;
  return (
    <span className={className ? `${classes.text} ${className}` : classes.text} data-size={size} data-strong={strong || undefined}
      data-dimmed={dimmed || undefined}>
      {markChunks(text, wordsIn(text, words)).map((chunk, i) => (
        chunk.marked ? <mark key={i} className={classes.mark}>{chunk.text}</mark> : <span key={i}>{chunk.text}</span>
      ))}
    </span>
  );
}, (a, b) => a.text === b.text && a.strong === b.strong && a.size === b.size && a.dimmed === b.dimmed && a.className === b.className
  && sameWords(wordsIn(a.text, a.words), wordsIn(b.text, b.words)));
