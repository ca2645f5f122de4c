/**
 * The page's entry. A built page arrives prerendered, and it is painted before any of the app's code
 * runs: the app (React, the shell and the page's tool, see start.tsx) loads after the first frame, so
 * a slow phone shows the page at once and hydrates it after, instead of holding the first paint until
 * its scripts have run.
 */
import { afterFirstPaint } from './lib/afterFirstPaint';

afterFirstPaint(() => void import('./start'));
