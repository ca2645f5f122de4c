/**
 * The first stage of the app's start (see start.tsx): React and its DOM renderer, the largest part of
 * the first render, are evaluated in a task of their own. The build puts what this module imports in
 * a chunk of its own, this module last (scripts/chunk-groups.ts), and every other chunk of the app
 * imports that chunk, so this await holds their evaluation to a later task: no task of the page's
 * start runs long enough to hold up a tap on a slow phone.
 */
import 'react-dom/client';
import { nextTask } from './lib/nextTask';

await nextTask();
