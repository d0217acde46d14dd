import { Fragment } from 'react';
import { Text } from '@mantine/core';

/** Splits a text at [start, end) ranges (sorted, not overlapping): the pieces, marked or not. */
export function highlightPieces(text: string, ranges: readonly (readonly [number, number])[]) {
  const pieces: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false, at });
    pieces.push({ text: text.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false, at });
  return pieces;
}

/** The checked text with each found word marked at its position (001 §3 matchCharacterIndexs). */
export function HighlightedText({
  text,
  ranges,
  color,
}: {
  text: string;
  ranges: readonly (readonly [number, number])[];
  color: string;
}) {
  return (
    <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="checked-text">
      {highlightPieces(text, ranges).map((p) =>
        p.marked ? (
          <mark
            key={p.at}
            data-start={p.at}
            style={{ background: color, color: 'white', borderRadius: 2, padding: '0 1px' }}
          >
            {p.text}
          </mark>
        ) : (
          <Fragment key={p.at}>{p.text}</Fragment>
        ),
      )}
    </Text>
  );
}
