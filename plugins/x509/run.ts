import { analyse } from './analyse';
import { InputError, readArmored, type ArmoredBlock } from './armor';
import { checkLines } from './checks';
import { toDerBase64, toJwkText, toPem } from './convert';
import { DerError } from './der';
import { JwkError, looksLikeJson, readJwk } from './jwk';
import { MESSAGES, type Mode } from './messages';
import { decodeBlock, UnsupportedError, type Decoded } from './objects';
import { report } from './report';

/** The tool's work, in the worker: read every object in the input, then report on it or convert it. */

export interface X509Request {
  mode: Mode;
  input: string;
}

/** What the page is told besides the output: whether a private key was read (its warning). */
export interface X509Details {
  privateKey: boolean;
  objects: number;
}

export interface X509Failure {
  title?: string;
  message: string;
  line?: number;
  column?: number;
  offset?: number;
}

export type X509Result = { ok: true; output: string; details: X509Details } | { ok: false; error: X509Failure };

/** A failure already in the words and place the screen shows. */
class Failure extends Error {
  constructor(readonly failure: X509Failure) {
    super(failure.message);
    this.name = 'Failure';
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why one block could not be read, placed on the line it starts on. */
function blockFailure(error: unknown, block: ArmoredBlock): X509Failure {
  if (error instanceof DerError)
    return { title: 'The DER is not well formed', message: error.message, line: block.line };
  if (error instanceof UnsupportedError) return { message: error.message, line: block.line };
  const what = block.label ? `The ${block.label} on line ${block.line}` : `The object on line ${block.line}`;
  return { title: MESSAGES.failed, message: `${what} could not be read: ${messageOf(error)}`, line: block.line };
}

async function readObjects(input: string): Promise<Decoded[]> {
  if (looksLikeJson(input)) return readJwk(input);
  const objects: Decoded[] = [];
  for (const block of readArmored(input)) {
    try {
      const object = decodeBlock(block);
      if (object) objects.push(object);
    } catch (error) {
      throw new Failure(blockFailure(error, block));
    }
  }
  return objects;
}

function failure(error: unknown): X509Failure {
  if (error instanceof Failure) return error.failure;
  if (error instanceof InputError)
    return { message: error.message, line: error.line, column: error.column, offset: error.offset };
  if (error instanceof JwkError) return { message: error.message };
  return { title: MESSAGES.failed, message: messageOf(error) };
}

/** Runs one mode on the input; `now` places the validity dates ("expires in 30 days"). */
export async function runX509({ mode, input }: X509Request, now = new Date()): Promise<X509Result> {
  try {
    const objects = await readObjects(input);
    if (objects.length === 0) return { ok: false, error: { message: MESSAGES.nothing } };
    const details = { privateKey: objects.some((o) => o.kind === 'private-key'), objects: objects.length };
    if (mode === 'pem') return { ok: true, output: toPem(objects), details };
    if (mode === 'der') return { ok: true, output: toDerBase64(objects), details };
    const items = await analyse(objects);
    if (mode === 'jwk') return { ok: true, output: await toJwkText(items), details };
    return { ok: true, output: report(items, await checkLines(items), now), details };
  } catch (error) {
    return { ok: false, error: failure(error) };
  }
}
