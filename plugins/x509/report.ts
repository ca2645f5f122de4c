import type { Analysed } from './analyse';
import { describeKey } from './keys';
import {
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsagesExtension,
  SubjectAlternativeNameExtension,
  type Extension,
} from './library';
import { MESSAGES } from './messages';
import { EKU_NAMES, KEY_USAGE_NAMES, SIGNATURE_NAMES } from './names';
import { KIND_NAMES } from './objects';
import { expiryPhrase, startPhrase, utc } from './relative';

/** The readable report: one section per object, in the spirit of openssl x509 -noout -text but plain. */

export const PRIVATE_KEY_WARNING = MESSAGES.privateKey;

const LABEL_WIDTH = 20;
const row = (label: string, value: string) => `  ${`${label}:`.padEnd(LABEL_WIDTH)}${value}`;

/** Fingerprints as openssl prints them: upper-case hex pairs joined by colons. */
const fingerprint = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');

/** openssl's form: a serial that fits in 8 bytes as '4097 (0x1001)', a longer one as colon hex. */
export function formatSerial(serialHex: string): string {
  const even = serialHex.length % 2 ? `0${serialHex}` : serialHex;
  if (even.length <= 16) return `${BigInt(`0x${even}`).toString()} (0x${serialHex.replace(/^0+(?=.)/, '')})`;
  return even.replace(/(..)(?!$)/g, '$1:');
}

const SAN_PREFIX: Record<string, string> = {
  dns: 'DNS',
  ip: 'IP',
  email: 'email',
  url: 'URI',
  upn: 'UPN',
  guid: 'GUID',
  id: 'RID',
};

const critical = (ext: Extension) => (ext.critical ? ' (critical)' : '');

function extensionRows(extensions: readonly Extension[]): string[] {
  const rows: string[] = [];
  for (const ext of extensions) {
    if (ext instanceof SubjectAlternativeNameExtension) {
      const names = ext.names.toJSON().map((n) => `${SAN_PREFIX[n.type] ?? n.type}:${n.value}`);
      rows.push(row('SANs', names.join(', ') + critical(ext)));
    } else if (ext instanceof KeyUsagesExtension) {
      const names = KEY_USAGE_NAMES.filter(([bit]) => (ext.usages & bit) !== 0).map(([, name]) => name);
      rows.push(row('Key usage', names.join(', ') + critical(ext)));
    } else if (ext instanceof ExtendedKeyUsageExtension) {
      const names = ext.usages.map((oid) => EKU_NAMES[String(oid)] ?? String(oid));
      rows.push(row('EKU', names.join(', ') + critical(ext)));
    } else if (ext instanceof BasicConstraintsExtension) {
      const path = ext.ca && ext.pathLength !== undefined ? `, path length ${ext.pathLength}` : '';
      rows.push(row('Basic constraints', `CA: ${ext.ca ? 'yes' : 'no'}${path}${critical(ext)}`));
    }
  }
  return rows;
}

const signatureName = (oid: string | null) => (oid ? (SIGNATURE_NAMES[oid] ?? oid) : 'unknown');

function verdict(ok: boolean | null, yes: string, no: string, unknown: string) {
  return ok === null ? unknown : ok ? yes : no;
}

function certificateRows(item: Analysed, now: Date): string[] {
  const { object } = item;
  if (object.kind !== 'certificate') return [];
  const { cert } = object;
  const selfIssued = cert.subject === cert.issuer;
  const start = startPhrase(cert.notBefore, now);
  return [
    row('Subject', cert.subject),
    row(
      'Issuer',
      selfIssued
        ? `${cert.issuer} (${verdict(item.selfSigned, 'self-signed, signature ok', 'self-issued, but its signature does not verify with its own key', 'self-issued')})`
        : cert.issuer,
    ),
    row('Serial', formatSerial(cert.serialNumber)),
    row('Valid from', `${utc(cert.notBefore)}${start ? ` (${start})` : ''}`),
    row('Valid to', `${utc(cert.notAfter)} (${expiryPhrase(cert.notAfter, now)})`),
    row('Key', describeKey(object.facts)),
    row('Signature', signatureName(object.signatureOid)),
    ...extensionRows(cert.extensions),
  ];
}

function requestRows(item: Analysed): string[] {
  const { object } = item;
  if (object.kind !== 'request') return [];
  const { csr } = object;
  const check = verdict(
    item.selfSigned,
    'ok',
    'INVALID: the request was changed after it was signed',
    'not checked (an algorithm this browser lacks)',
  );
  return [
    row('Subject', csr.subject || '(empty)'),
    row('Key', describeKey(object.facts)),
    row('Signature', `${signatureName(object.signatureOid)}, ${check}`),
    ...extensionRows(csr.extensions),
  ];
}

function fingerprintRows(item: Analysed): string[] {
  const rows = [];
  if (item.object.kind === 'certificate') {
    // under their own heading, so the 95 characters of SHA-256 fit a line beside a short label
    rows.push('  Fingerprints:', `    SHA-1:   ${fingerprint(item.sha1)}`, `    SHA-256: ${fingerprint(item.sha256)}`);
  }
  rows.push(row('SPKI pin', item.pin ?? 'unknown: this browser cannot derive the public key of this kind of key'));
  return rows;
}

/** One object's section: its title line, then its rows. */
export function section(item: Analysed, now: Date): string {
  const { object } = item;
  const title = `${KIND_NAMES[object.kind]} ${item.number} (line ${object.line})`;
  const rows =
    object.kind === 'certificate'
      ? certificateRows(item, now)
      : object.kind === 'request'
        ? requestRows(item)
        : [
            ...(object.kind === 'private-key' ? [`  ${PRIVATE_KEY_WARNING}`] : []),
            row('Key', describeKey(object.facts)),
          ];
  return [title, ...rows, ...fingerprintRows(item)].join('\n');
}

/** The checks come first, so a chain in the wrong order or a key that matches nothing is seen without scrolling. */
export function report(items: readonly Analysed[], checks: readonly string[], now: Date): string {
  const sections = items.map((item) => section(item, now));
  if (checks.length) sections.unshift(['Checks', ...checks.map((line) => `  ${line}`)].join('\n'));
  return sections.join('\n\n');
}
