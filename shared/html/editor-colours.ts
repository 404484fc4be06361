/**
 * The five font colours of the lecture editor (spec §2: black, blue, red, green, yellow), as
 * values that keep 4.5:1 contrast on white and on the yellow marker (WCAG AA). Plain red (4.0:1)
 * and yellow (1.07:1) would not; the editor writes these, and the sanitizer turns the plain
 * names of older content into them. Shared by the server and the editor (the frontend imports it as @shared/html/editor-colours).
 */
export const EDITOR_COLOURS = {
  black: '#000000',
  blue: '#0000ff',
  red: '#c62828',
  green: '#008000',
  yellow: '#806600',
} as const;

export type EditorColourName = keyof typeof EDITOR_COLOURS;
