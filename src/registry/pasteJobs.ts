import { defineJobs } from '@/lib/defineJobs';
import { detectionInput, type Detection, type DetectionInput, type Detector } from '@/lib/detect';

const detectors = import.meta.glob<{ default: Detector }>('../../plugins/*/detect.ts', { eager: true });

/** A tool's detection of a paste: the tool's folder, and what it recognised. */
export interface ToolDetection extends Detection {
  folder: string;
}

/**
 * Every tool's detector on the paste's first 64 KB. A detector that throws is passed over: one
 * tool's mistake never hides the others' suggestions.
 */
export function detectPaste(paste: string): ToolDetection[] {
  return detectIn(detectionInput(paste));
}

/** The detectors on what they read of a paste (its first 64 KB, trimmed). */
function detectIn(input: DetectionInput): ToolDetection[] {
  if (input.text === '') return [];
  const found: ToolDetection[] = [];
  for (const [key, module] of Object.entries(detectors)) {
    const folder = /plugins\/([^/]+)\//.exec(key)?.[1];
    if (!folder) continue;
    try {
      const detection = module.default.detect(input);
      if (detection) found.push({ ...detection, folder });
    } catch {
      /* a detector's bug is not the visitor's problem */
    }
  }
  return found;
}

/**
 * The detectors run in their own worker (detect.worker.ts), so a 5 MB paste never holds up the
 * page; the page sends only what they read (`detectionInput`), not a copy of the whole paste.
 */
export const pasteJobs = defineJobs({ detect: (input: DetectionInput) => detectIn(input) });
