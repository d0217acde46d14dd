/** Code that may hold Chinese (the snippet's comment, event details): monospace, then the page's font for the glyphs. */
export const CODE_FONT = 'var(--mantine-font-family-monospace), var(--mantine-font-family)';
