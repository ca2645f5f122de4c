/** When a text is too large for a textarea (the input's stand-in until the editor loads). */
export { isLargeText, LARGE_TEXT_CHARS, LARGE_TEXT_LINES } from '@/lib/rows';
