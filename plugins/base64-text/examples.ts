import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the first (encoded at once, so the tool's purpose is visible); every
 * example's output is checked against Python's base64 module.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  // python3 -c "import base64; print(base64.b64encode('Hello, World! 👋'.encode()).decode())"
  { mode: 'encode', input: 'Hello, World! 👋', output: 'SGVsbG8sIFdvcmxkISDwn5GL' },
  // base64.urlsafe_b64encode(b'??>>').rstrip(b'=')
  { mode: 'encode', input: '??>>', options: { urlSafe: true }, output: 'Pz8-Pg' },
  // base64.b64decode('SGVsbG8sIOS4lueVjCDwn5GL').decode()
  { mode: 'decode', input: 'SGVsbG8sIOS4lueVjCDwn5GL', output: 'Hello, 世界 👋' },
];
