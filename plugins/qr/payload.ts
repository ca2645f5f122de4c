/**
 * What a read QR code says, told apart by its format and split into the fields a person looks for:
 * Wi-Fi settings, a contact card, a one-time password key, a place, a message, or a link.
 */

export interface ParsedField {
  label: string;
  value: string;
  /** a secret (a password, a key): shown only when asked */
  secret?: boolean;
}

export type PayloadKind = 'wifi' | 'vcard' | 'otp' | 'url' | 'geo' | 'email' | 'sms' | 'phone' | 'text';

export interface ParsedPayload {
  kind: PayloadKind;
  /** what the code is, as a heading ('Wi-Fi network') */
  title: string;
  fields: ParsedField[];
  /** a problem with the content that a reader app would meet (an invalid secret) */
  warning?: string;
}

export const KIND_TITLES: Record<PayloadKind, string> = {
  wifi: 'Wi-Fi network',
  vcard: 'Contact (vCard)',
  otp: 'One-time password key',
  url: 'Link',
  geo: 'Location',
  email: 'Email',
  sms: 'Text message',
  phone: 'Phone number',
  text: 'Text',
};

/**
 * Splits `text` at each unescaped `separator`; a backslash keeps the next character as it is and
 * is removed (MECARD / Wi-Fi escaping).
 */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** Removes each escaping backslash, keeping the character after it. */
const unescapeBackslashes = (value: string): string => value.replace(/\\(.)/gs, '$1');

/** The Wi-Fi fields of a `WIFI:` payload, with escapes undone and quotes around a hex-like value removed. */
export function parseWifi(payload: string): Record<string, string> | null {
  if (!/^WIFI:/i.test(payload)) return null;
  const fields: Record<string, string> = {};
  // the quotes are read before the escapes are undone: an escaped quote is part of the value
  const body = payload.slice(5);
  let i = 0;
  while (i < body.length) {
    let raw = '';
    while (i < body.length && body[i] !== ';') {
      if (body[i] === '\\' && i + 1 < body.length) {
        raw += body[i] + body[i + 1];
        i += 2;
      } else raw += body[i++];
    }
    i++;
    const colon = raw.indexOf(':');
    if (colon <= 0) continue;
    const key = raw.slice(0, colon).toUpperCase();
    let value = raw.slice(colon + 1);
    // the closing quote is unescaped when an even number of backslashes stands before it
    const quoted = value.length >= 2 && value.startsWith('"') && /(?:^|[^\\])(?:\\\\)*"$/.test(value.slice(1));
    if (quoted) value = value.slice(1, -1);
    fields[key] = unescapeBackslashes(value);
  }
  return fields;
}

/** Undoes vCard text escaping: `\n` or `\N` is a line break, `\,` `\;` `\\` the character. */
const unescapeVcard = (value: string): string =>
  value.replace(/\\([nN,;\\:])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The content lines of a vCard, unfolded (a line starting with a space or tab continues the one before). */
export function parseVcard(payload: string): { name: string; params: string; value: string }[] | null {
  if (!/^BEGIN:VCARD/i.test(payload.trimStart())) return null;
  const unfolded = payload.replace(/\r\n[ \t]|\n[ \t]/g, '');
  const lines: { name: string; params: string; value: string }[] = [];
  for (const line of unfolded.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const head = line.slice(0, colon);
    const semi = head.indexOf(';');
    const name = (semi < 0 ? head : head.slice(0, semi)).toUpperCase().replace(/^ITEM\d+\./, '');
    lines.push({ name, params: semi < 0 ? '' : head.slice(semi + 1), value: line.slice(colon + 1) });
  }
  return lines;
}

const VCARD_LABELS: Record<string, string> = {
  FN: 'Name',
  ORG: 'Organisation',
  TITLE: 'Title',
  TEL: 'Phone',
  EMAIL: 'Email',
  URL: 'Website',
  ADR: 'Address',
  NOTE: 'Note',
  BDAY: 'Birthday',
};

function vcardFields(lines: { name: string; params: string; value: string }[]): ParsedField[] {
  const fields: ParsedField[] = [];
  for (const { name, value } of lines) {
    const label = VCARD_LABELS[name];
    if (!label) continue;
    if (name === 'ADR' || name === 'ORG') {
      // structured values: components at unescaped semicolons, each unescaped
      const parts = splitEscaped(value.replace(/\\([nN])/g, '\n'), ';').filter((p) => p.trim() !== '');
      fields.push({ label, value: parts.join(name === 'ADR' ? ', ' : ' / ') });
    } else if (name === 'URL') fields.push({ label, value });
    else fields.push({ label, value: unescapeVcard(value) });
  }
  return fields;
}

/** The parts of an `otpauth://` key URI, with why an authenticator app would refuse it, if it would. */
export function parseOtp(payload: string): ParsedPayload | null {
  const match = /^otpauth:\/\/([^/?#]*)\/([^?#]*)(?:\?([^#]*))?/i.exec(payload);
  if (!match) return null;
  const type = match[1].toLowerCase();
  let label: string;
  try {
    label = decodeURIComponent(match[2]);
  } catch {
    label = match[2];
  }
  const params = new URLSearchParams(match[3] ?? '');
  const colon = label.indexOf(':');
  const labelIssuer = colon >= 0 ? label.slice(0, colon).trim() : '';
  const account = colon >= 0 ? label.slice(colon + 1).trim() : label.trim();
  const issuer = params.get('issuer') ?? labelIssuer;
  const secret = params.get('secret') ?? '';
  const fields: ParsedField[] = [
    { label: 'Type', value: type === 'hotp' ? 'HOTP (counter)' : type === 'totp' ? 'TOTP (time)' : type },
  ];
  if (issuer) fields.push({ label: 'Issuer', value: issuer });
  fields.push({ label: 'Account', value: account });
  fields.push({ label: 'Secret', value: secret, secret: true });
  fields.push({ label: 'Algorithm', value: params.get('algorithm') ?? 'SHA1' });
  fields.push({ label: 'Digits', value: params.get('digits') ?? '6' });
  if (type === 'hotp') fields.push({ label: 'Counter', value: params.get('counter') ?? '' });
  else fields.push({ label: 'Period', value: `${params.get('period') ?? '30'} s` });
  let warning: string | undefined;
  if (type !== 'totp' && type !== 'hotp') warning = `'${type}' is not a one-time password type (totp or hotp).`;
  else if (secret === '') warning = 'The key has no secret.';
  else if (!/^[A-Z2-7]+=*$/i.test(secret)) warning = 'The secret is not Base32 (the letters A–Z and the digits 2–7).';
  else if (type === 'hotp' && !params.has('counter')) warning = 'An HOTP key needs a counter.';
  return { kind: 'otp', title: KIND_TITLES.otp, fields, warning };
}

/** Decodes percent-escapes, leaving a malformed escape as it is. */
function decodeLoose(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads a payload into its kind and fields; plain text when no format fits. */
export function parsePayload(payload: string): ParsedPayload {
  const wifi = parseWifi(payload);
  if (wifi) {
    const auth = wifi.T ?? '';
    const fields: ParsedField[] = [{ label: 'Network (SSID)', value: wifi.S ?? '' }];
    fields.push({ label: 'Security', value: auth === '' || /^nopass$/i.test(auth) ? 'None' : auth });
    if (wifi.P !== undefined && !/^nopass$/i.test(auth))
      fields.push({ label: 'Password', value: wifi.P, secret: true });
    fields.push({ label: 'Hidden', value: /^true$/i.test(wifi.H ?? '') ? 'Yes' : 'No' });
    return { kind: 'wifi', title: KIND_TITLES.wifi, fields };
  }
  const vcard = parseVcard(payload);
  if (vcard) return { kind: 'vcard', title: KIND_TITLES.vcard, fields: vcardFields(vcard) };
  const otp = parseOtp(payload);
  if (otp) return otp;
  const geo = /^geo:([-+]?[\d.]+),([-+]?[\d.]+)(?:,([-+]?[\d.]+))?/i.exec(payload);
  if (geo) {
    const fields = [
      { label: 'Latitude', value: geo[1] },
      { label: 'Longitude', value: geo[2] },
    ];
    if (geo[3]) fields.push({ label: 'Altitude', value: `${geo[3]} m` });
    return { kind: 'geo', title: KIND_TITLES.geo, fields };
  }
  const mailto = /^mailto:([^?]*)(?:\?(.*))?$/is.exec(payload);
  if (mailto) {
    const params = new URLSearchParams((mailto[2] ?? '').replace(/\+/g, '%2B'));
    const fields: ParsedField[] = [];
    const to = [decodeLoose(mailto[1]), params.get('to') ?? ''].filter(Boolean).join(', ');
    fields.push({ label: 'To', value: to });
    for (const [key, label] of [
      ['cc', 'Cc'],
      ['subject', 'Subject'],
      ['body', 'Body'],
    ] as const) {
      const value = params.get(key);
      if (value !== null) fields.push({ label, value: value.replace(/\r\n/g, '\n') });
    }
    return { kind: 'email', title: KIND_TITLES.email, fields };
  }
  const sms = /^(?:sms|smsto|mms|mmsto):([^?:]*)(?:[?:](.*))?$/is.exec(payload);
  if (sms) {
    const rest = sms[2] ?? '';
    // RFC 5724 carries the text as ?body=…; the SMSTO:number:text form carries it as it is
    const body = /^smsto|^mmsto/i.test(payload)
      ? rest
      : (new URLSearchParams(rest.replace(/\+/g, '%2B')).get('body') ?? '');
    const fields: ParsedField[] = [{ label: 'Number', value: decodeLoose(sms[1]) }];
    if (body) fields.push({ label: 'Message', value: body });
    return { kind: 'sms', title: KIND_TITLES.sms, fields };
  }
  const tel = /^tel:(.+)$/i.exec(payload);
  if (tel)
    return { kind: 'phone', title: KIND_TITLES.phone, fields: [{ label: 'Number', value: decodeLoose(tel[1]) }] };
  if (/^https?:\/\/\S+$/i.test(payload)) {
    try {
      const url = new URL(payload);
      return {
        kind: 'url',
        title: KIND_TITLES.url,
        fields: [
          { label: 'URL', value: payload },
          { label: 'Host', value: url.host },
        ],
      };
    } catch {
      // not a URL after all: plain text
    }
  }
  return { kind: 'text', title: KIND_TITLES.text, fields: [] };
}
