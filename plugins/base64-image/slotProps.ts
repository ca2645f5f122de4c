import type { TransformSlotProps } from '@/ui/transform';
import type { DecodedImage } from './logic';
import type { Options } from './options';

/** What each of the tool's slots is given: the one mode, no options, and the decoded image as details. */
export type ImageSlotProps = TransformSlotProps<Options, 'decode', DecodedImage>;
