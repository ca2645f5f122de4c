/**
 * The texts a QR code carries for each kind of content, built from typed fields with each format's
 * own escaping. Every builder returns the payload, or the field that is wrong and why.
 */

export type Built = { ok: true; payload: string; note?: string } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): Built => ({ ok: false, field, message });

/* ---------- Wi-Fi: ZXing's "Barcode Contents" wiki, Wi-Fi Network config (Android, iOS 11+) ---------- */

export type WifiAuth = 'WPA' | 'WEP' | 'nopass';

export interface WifiFields {
  auth: WifiAuth;
  ssid: string;
  password: string;
  hidden: boolean;
}

/** Backslash before `\ ; , : "`, as in MECARD: the characters that end or quote a field. */
export const escapeWifi = (value: string): string => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);

/**
 * A value a reader could take for hexadecimal (an even run of hex digits, as in a WEP key) is put
 * in double quotes, which the format reserves for that: "ABCD" is the text, ABCD the bytes.
 */
const quoteIfHex = (value: string): string => (/^(?:[0-9A-Fa-f]{2})+$/.test(value) ? `"${value}"` : value);

export function buildWifi({ auth, ssid, password, hidden }: WifiFields): Built {
  if (ssid === '') return fail('wifiSsid', 'Enter the network name (SSID).');
  if (auth !== 'nopass' && password === '') return fail('wifiPassword', 'Enter the password, or choose No password.');
  const fields = [`T:${auth}`, `S:${quoteIfHex(escapeWifi(ssid))}`];
  if (auth !== 'nopass') fields.push(`P:${quoteIfHex(escapeWifi(password))}`);
  if (hidden) fields.push('H:true');
  const payload = `WIFI:${fields.join(';')};;`;
  // IEEE 802.11i: a WPA passphrase has 8 to 63 characters (64 are a hex key); devices refuse others
  if (auth === 'WPA' && (password.length < 8 || password.length > 64))
    return { ok: true, payload, note: 'A WPA passphrase has 8 to 63 characters: devices will refuse this one.' };
  return { ok: true, payload };
}

/* ---------- vCard 3.0: RFC 2426 (escaping as RFC 6350 §3.4 repeats it) ---------- */

export interface VcardFields {
  given: string;
  family: string;
  org: string;
  title: string;
  phone: string;
  email: string;
  url: string;
  street: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  note: string;
}

/** A text value: backslash, comma and semicolon are escaped with a backslash, a line break is `\n`. */
export const escapeVcardText = (value: string): string =>
  value.replace(/\r\n|[\r\n]|[\\,;]/g, (c) => (c === '\r\n' || c === '\r' || c === '\n' ? '\\n' : `\\${c}`));

const utf8 = new TextEncoder();

/**
 * A content line longer than 75 octets is folded: a CRLF and one space are inserted, never inside a
 * UTF-8 character (RFC 2425 §5.8.1, which RFC 2426 uses).
 */
export function foldLine(line: string): string {
  if (utf8.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // the first line holds 75 octets; each continuation line starts with a space, so holds 74 more
  let limit = 75;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildVcard(f: VcardFields): Built {
  const fullName = [f.given.trim(), f.family.trim()].filter(Boolean).join(' ');
  const orgOnly = fullName === '' ? f.org.trim() : '';
  if (fullName === '' && orgOnly === '') return fail('vcGiven', 'Enter a name or an organisation.');
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  // N and FN are both required in vCard 3.0; a card for an organisation alone names it in FN
  lines.push(`N:${escapeVcardText(f.family.trim())};${escapeVcardText(f.given.trim())};;;`);
  lines.push(`FN:${escapeVcardText(fullName || orgOnly)}`);
  if (f.org.trim()) lines.push(`ORG:${escapeVcardText(f.org.trim())}`);
  if (f.title.trim()) lines.push(`TITLE:${escapeVcardText(f.title.trim())}`);
  if (f.phone.trim()) lines.push(`TEL;TYPE=CELL:${escapeVcardText(f.phone.trim())}`);
  if (f.email.trim()) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcardText(f.email.trim())}`);
  // URL is a URI value, which has no escaping
  if (f.url.trim()) lines.push(`URL:${f.url.trim().replace(/[\r\n]+/g, '')}`);
  const address = [f.street, f.city, f.region, f.postcode, f.country].map((part) => escapeVcardText(part.trim()));
  if (address.some(Boolean)) lines.push(`ADR;TYPE=WORK:;;${address.join(';')}`);
  if (f.note.trim()) lines.push(`NOTE:${escapeVcardText(f.note.trim())}`);
  lines.push('END:VCARD');
  return { ok: true, payload: lines.map(foldLine).join('\r\n') };
}

/* ---------- otpauth: Google Authenticator's Key Uri Format wiki ---------- */

export interface OtpFields {
  type: 'totp' | 'hotp';
  issuer: string;
  account: string;
  secret: string;
  algorithm: 'SHA1' | 'SHA256' | 'SHA512';
  digits: '6' | '8';
  /** seconds, blank for the default 30 (TOTP only) */
  period: string;
  /** the initial counter (HOTP only) */
  counter: string;
}

/**
 * Percent-encodes everything but RFC 3986's unreserved characters (encodeURIComponent leaves
 * `!'()*` as they are; the URI format asks for RFC 3986 encoding, so they are encoded too).
 */
export const encodeRfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Base32 secret (RFC 4648 alphabet, upper case) from what was typed: spaces and hyphens that group
 * it are dropped, lower case is raised, and the `=` padding is removed, as the format asks.
 */
export function normaliseSecret(secret: string): { ok: true; secret: string } | { ok: false; message: string } {
  const compact = secret.replace(/[\s-]+/g, '').toUpperCase();
  const unpadded = compact.replace(/=+$/, '');
  if (unpadded === '') return { ok: false, message: 'Enter the secret key (Base32).' };
  const bad = /[^A-Z2-7]/.exec(unpadded);
  if (bad)
    return {
      ok: false,
      message: `'${bad[0]}' is not a Base32 character: a secret uses the letters A–Z and the digits 2–7.`,
    };
  // a whole number of bytes leaves 0, 2, 4, 5 or 7 characters past the last group of 8
  if (![0, 2, 4, 5, 7].includes(unpadded.length % 8))
    return {
      ok: false,
      message: `A Base32 secret cannot be ${unpadded.length} characters long: a character is missing or extra.`,
    };
  return { ok: true, secret: unpadded };
}

export function buildOtp(f: OtpFields): Built {
  const issuer = f.issuer.trim();
  const account = f.account.trim();
  if (account === '') return fail('otpAccount', 'Enter the account name (often an email address).');
  if (issuer.includes(':')) return fail('otpIssuer', 'The issuer cannot contain a colon.');
  if (account.includes(':')) return fail('otpAccount', 'The account name cannot contain a colon.');
  const secret = normaliseSecret(f.secret);
  if (!secret.ok) return fail('otpSecret', secret.message);
  // a path segment may hold `@` as it is (RFC 3986 pchar), as in the format's own examples
  const segment = (value: string) => encodeRfc3986(value).replace(/%40/g, '@');
  const label = issuer ? `${segment(issuer)}:${segment(account)}` : segment(account);
  const params = [`secret=${secret.secret}`];
  if (issuer) params.push(`issuer=${encodeRfc3986(issuer)}`);
  // the defaults (SHA1, 6 digits, 30 seconds) are left out: every app assumes them, and the code stays smaller
  if (f.algorithm !== 'SHA1') params.push(`algorithm=${f.algorithm}`);
  if (f.digits !== '6') params.push(`digits=${f.digits}`);
  if (f.type === 'hotp') {
    const counter = f.counter.trim() === '' ? '0' : f.counter.trim();
    if (!/^\d+$/.test(counter)) return fail('otpCounter', 'The counter is a whole number (0 or more).');
    params.push(`counter=${BigInt(counter).toString()}`);
  } else if (f.period.trim() !== '') {
    const period = f.period.trim();
    if (!/^\d+$/.test(period) || Number(period) < 1)
      return fail('otpPeriod', 'The period is a whole number of seconds (1 or more).');
    if (Number(period) !== 30) params.push(`period=${Number(period)}`);
  }
  return { ok: true, payload: `otpauth://${f.type}/${label}?${params.join('&')}` };
}

/* ---------- geo: RFC 5870 ---------- */

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A decimal as RFC 5870 writes it: no plus sign, no exponent, no trailing point. */
const plainDecimal = (text: string): string => {
  let t = text.replace(/^\+/, '');
  if (t.startsWith('.')) t = `0${t}`;
  if (t.startsWith('-.')) t = `-0${t.slice(1)}`;
  return t.replace(/\.$/, '');
};

export function buildGeo({ latitude, longitude }: { latitude: string; longitude: string }): Built {
  const lat = latitude.trim();
  const lon = longitude.trim();
  if (!DECIMAL.test(lat) || Math.abs(Number(lat)) > 90)
    return fail('geoLat', 'The latitude is a decimal number of degrees from -90 to 90.');
  if (!DECIMAL.test(lon) || Math.abs(Number(lon)) > 180)
    return fail('geoLon', 'The longitude is a decimal number of degrees from -180 to 180.');
  return { ok: true, payload: `geo:${plainDecimal(lat)},${plainDecimal(lon)}` };
}

/* ---------- mailto: RFC 6068 ---------- */

/** Line breaks in a mailto body are CRLF (RFC 6068 §5), percent-encoded like every other reserved character. */
const encodeHeaderValue = (value: string): string => encodeRfc3986(value.replace(/\r\n|\r|\n/g, '\r\n'));

export function buildEmail({ to, subject, body }: { to: string; subject: string; body: string }): Built {
  const address = to.trim();
  if (address === '') return fail('mailTo', 'Enter the email address.');
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return fail('mailTo', 'This does not look like an email address.');
  // in the address part only `%`, `/`, `?`, `#` and the like must be encoded; `@` stays
  const encodedAddress = address.replace(
    /[%/?#[\]<>"\\^`{|}&=]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const params: string[] = [];
  if (subject !== '') params.push(`subject=${encodeHeaderValue(subject)}`);
  if (body !== '') params.push(`body=${encodeHeaderValue(body)}`);
  return { ok: true, payload: `mailto:${encodedAddress}${params.length ? `?${params.join('&')}` : ''}` };
}

/* ---------- sms: RFC 5724 ---------- */

export function buildSms({ number, message }: { number: string; message: string }): Built {
  const phone = number.replace(/[\s().-]/g, '');
  if (phone === '') return fail('smsNumber', 'Enter the phone number.');
  if (!/^\+?\d+$/.test(phone))
    return fail('smsNumber', 'A phone number holds digits, with + first for an international number.');
  return { ok: true, payload: `sms:${phone}${message !== '' ? `?body=${encodeRfc3986(message)}` : ''}` };
}

/* ---------- URL ---------- */

export function buildUrl(url: string): Built {
  const text = url.trim();
  if (text === '') return fail('url', 'Enter a URL.');
  if (/\s/.test(text)) return fail('url', 'A URL has no spaces; encode them as %20.');
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const full = hasScheme ? text : `https://${text}`;
  try {
    new URL(full);
  } catch {
    return fail('url', 'This is not a valid URL.');
  }
  return hasScheme ? { ok: true, payload: full } : { ok: true, payload: full, note: `Encoded as ${full}` };
}

export function buildText(text: string): Built {
  if (text === '') return fail('input', 'Enter the text to encode.');
  return { ok: true, payload: text };
}
