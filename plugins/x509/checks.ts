import type { Analysed } from './analyse';
import { checkSignature, signedParts } from './crypto';
import { KIND_NAMES } from './objects';

/**
 * What the objects say about each other: whether the certificates are in chain order (each signed
 * by the next), and which key belongs to which certificate or request.
 */

/** 'certificate 2 (Example Test Root CA)': the object by its number and common name. */
export function nameOf(item: Analysed): string {
  const { object } = item;
  const kind = KIND_NAMES[object.kind].toLowerCase();
  const subject =
    object.kind === 'certificate' ? object.cert.subject : object.kind === 'request' ? object.csr.subject : '';
  const cn = /(?:^|, )CN=([^,]+)/.exec(subject)?.[1] ?? subject;
  return cn ? `${kind} ${item.number} (${cn})` : `${kind} ${item.number}`;
}

async function signs(signer: Analysed, signed: Analysed): Promise<boolean> {
  const s = signer.object;
  const c = signed.object;
  if (c.kind !== 'certificate' || s.kind !== 'certificate' || !c.signatureOid || !signer.spki) return false;
  if (c.cert.issuer !== s.cert.subject) return false;
  return (await checkSignature(signedParts(c.der, c.signatureOid), signer.spki, s.facts)) === true;
}

/** The order that puts each certificate before its signer, as 1-based numbers; null when the certificates do not form one chain. */
async function rightOrder(certs: readonly Analysed[]): Promise<number[] | null> {
  const parent = await Promise.all(
    certs.map(async (c) => {
      for (const s of certs) if (s !== c && (await signs(s, c))) return s;
      return null;
    }),
  );
  const leaves = certs.filter((c) => !parent.includes(c));
  if (leaves.length !== 1 || !leaves[0]) return null;
  const order: number[] = [];
  for (let at: Analysed | null = leaves[0]; at && !order.includes(at.number); at = parent[certs.indexOf(at)] ?? null)
    order.push(at.number);
  return order.length === certs.length ? order : null;
}

async function chainLines(certs: readonly Analysed[]): Promise<string[]> {
  if (certs.length < 2) return [];
  const broken: string[] = [];
  for (let i = 0; i + 1 < certs.length; i++) {
    const [child, next] = [certs[i], certs[i + 1]];
    if (child && next && !(await signs(next, child))) broken.push(`${nameOf(child)} is not signed by ${nameOf(next)}`);
  }
  if (broken.length === 0) return ['Chain order: ok, each certificate is signed by the next'];
  const order = await rightOrder(certs);
  const fix = order ? ` The right order is ${order.join(', ')}.` : '';
  return [`Chain order: wrong: ${broken.join('; ')}.${fix}`];
}

function topLine(certs: readonly Analysed[]): string[] {
  const top = certs.at(-1);
  if (!top || top.object.kind !== 'certificate') return [];
  if (top.selfSigned) return [`${capitalise(nameOf(top))} is self-signed (a root)`];
  return [`${capitalise(nameOf(top))} is issued by ${top.object.cert.issuer}, which is not in the input`];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

function matchLines(items: readonly Analysed[]): string[] {
  const keys = items.filter((i) => i.object.kind === 'private-key' || i.object.kind === 'public-key');
  const holders = items.filter((i) => i.object.kind === 'certificate' || i.object.kind === 'request');
  if (keys.length === 0 || holders.length === 0) return [];
  return keys.map((key) => {
    if (!key.spki) return `${capitalise(nameOf(key))}: its public key could not be derived here, so it is not compared`;
    const matches = holders.filter((h) => h.spki && key.spki && sameBytes(h.spki, key.spki));
    return matches.length
      ? `${capitalise(nameOf(key))} matches ${matches.map(nameOf).join(' and ')}`
      : `${capitalise(nameOf(key))} matches none of the certificates and requests`;
  });
}

/** The Checks section's lines, empty when there is nothing to compare. */
export async function checkLines(items: readonly Analysed[]): Promise<string[]> {
  const certs = items.filter((i) => i.object.kind === 'certificate');
  const chain = await chainLines(certs);
  return [...chain, ...(certs.length > 1 ? topLine(certs) : []), ...matchLines(items)];
}
