import fc from 'fast-check';
import { parseOtp, parsePayload, parseVcard, parseWifi } from './payload';
import {
  buildEmail,
  buildGeo,
  buildOtp,
  buildSms,
  buildText,
  buildUrl,
  buildVcard,
  buildWifi,
  escapeVcardText,
  escapeWifi,
  foldLine,
  normaliseSecret,
  type OtpFields,
  type VcardFields,
} from './templates';

const payloadOf = (built: ReturnType<typeof buildText>) => (built.ok ? built.payload : `error: ${built.message}`);

describe('Wi-Fi (ZXing wiki, Barcode Contents: Wi-Fi Network config)', () => {
  it('builds the format’s own example', () => {
    // from the wiki: WIFI:T:WPA;S:mynetwork;P:mypass;;
    const built = buildWifi({ auth: 'WPA', ssid: 'mynetwork', password: 'mypass', hidden: false });
    expect(payloadOf(built)).toBe('WIFI:T:WPA;S:mynetwork;P:mypass;;');
    // six characters is too short for a WPA passphrase: the code is made, with a note
    expect(built.ok && built.note).toMatch(/8 to 63 characters/);
  });

  it('escapes \\ ; , : and " with a backslash', () => {
    // from the wiki: the SSID "foo;bar\baz" (quotes included) is written \"foo\;bar\\baz\"
    expect(escapeWifi('"foo;bar\\baz"')).toBe('\\"foo\\;bar\\\\baz\\"');
    expect(escapeWifi('a,b:c')).toBe('a\\,b\\:c');
    expect(payloadOf(buildWifi({ auth: 'nopass', ssid: '"foo;bar\\baz"', password: 'ignored', hidden: false }))).toBe(
      'WIFI:T:nopass;S:\\"foo\\;bar\\\\baz\\";;',
    );
  });

  it('quotes a value that could be read as hexadecimal, and marks a hidden network', () => {
    // the wiki: enclose in double quotes an ASCII name that could be taken for hex, e.g. "ABCD"
    expect(payloadOf(buildWifi({ auth: 'WEP', ssid: 'ABCD', password: '0123456789', hidden: true }))).toBe(
      'WIFI:T:WEP;S:"ABCD";P:"0123456789";H:true;;',
    );
  });

  it('asks for the network name and a password', () => {
    expect(buildWifi({ auth: 'WPA', ssid: '', password: 'x', hidden: false })).toMatchObject({ field: 'wifiSsid' });
    expect(buildWifi({ auth: 'WPA', ssid: 'n', password: '', hidden: false })).toMatchObject({ field: 'wifiPassword' });
  });

  it('reads the wiki’s example and its escaped SSID', () => {
    expect(parseWifi('WIFI:T:WPA;S:mynetwork;P:mypass;;')).toEqual({ T: 'WPA', S: 'mynetwork', P: 'mypass' });
    expect(parseWifi('WIFI:S:\\"foo\\;bar\\\\baz\\";;')).toEqual({ S: '"foo;bar\\baz"' });
    expect(parseWifi('WIFI:T:WEP;S:"ABCD";P:"0123456789";H:true;;')).toMatchObject({ S: 'ABCD', H: 'true' });
  });

  it('reads back every SSID and password it writes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.boolean(), (ssid, password, hidden) => {
        const built = buildWifi({ auth: 'WPA', ssid, password, hidden });
        if (!built.ok) return false;
        const read = parseWifi(built.payload);
        return read?.S === ssid && read.P === password && (read.H === 'true') === hidden;
      }),
    );
  });
});

const card = (fields: Partial<VcardFields>): VcardFields => ({
  given: '',
  family: '',
  org: '',
  title: '',
  phone: '',
  email: '',
  url: '',
  street: '',
  city: '',
  region: '',
  postcode: '',
  country: '',
  note: '',
  ...fields,
});

describe('vCard 3.0 (RFC 2426, escaping as in RFC 6350 §3.4)', () => {
  it('escapes backslash, comma, semicolon and line breaks in text values', () => {
    // RFC 6350 §3.4: "\\" encodes "\", "\," encodes ",", "\;" encodes ";", "\n" encodes a newline
    expect(escapeVcardText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
    expect(escapeVcardText('x\r\ny\rz')).toBe('x\\ny\\nz');
    // RFC 6350 §6.6.4: ORG:ABC\, Inc.;North American Division;Marketing
    expect(escapeVcardText('ABC, Inc.')).toBe('ABC\\, Inc.');
  });

  it('writes N, FN and the address components in their places', () => {
    const built = buildVcard(
      card({
        given: 'John',
        family: 'Public',
        org: 'ABC, Inc.',
        // RFC 6350 §6.3.1: ADR…:;;123 Main Street;Any Town;CA;91921-1234;U.S.A.
        street: '123 Main Street',
        city: 'Any Town',
        region: 'CA',
        postcode: '91921-1234',
        country: 'U.S.A.',
        note: 'Line one\nLine; two',
      }),
    );
    expect(payloadOf(built)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Public;John;;;',
        'FN:John Public',
        'ORG:ABC\\, Inc.',
        'ADR;TYPE=WORK:;;123 Main Street;Any Town;CA;91921-1234;U.S.A.',
        'NOTE:Line one\\nLine\\; two',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const line = `NOTE:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[1].startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('FN:short')).toBe('FN:short');
  });

  it('needs a name or an organisation', () => {
    expect(buildVcard(card({}))).toMatchObject({ ok: false, field: 'vcGiven' });
    expect(payloadOf(buildVcard(card({ org: 'Acme' })))).toContain('FN:Acme');
  });

  it('reads RFC 2426’s example card, unfolding its address', () => {
    // RFC 2426 §7, first example
    const rfc = [
      'BEGIN:vCard',
      'VERSION:3.0',
      'FN:Frank Dawson',
      'ORG:Lotus Development Corporation',
      'ADR;TYPE=WORK,POSTAL,PARCEL:;;6544 Battleford Drive',
      ' ;Raleigh;NC;27613-3502;U.S.A.',
      'TEL;TYPE=VOICE,MSG,WORK:+1-919-676-9515',
      'TEL;TYPE=FAX,WORK:+1-919-676-9564',
      'EMAIL;TYPE=INTERNET,PREF:Frank_Dawson@Lotus.com',
      'EMAIL;TYPE=INTERNET:fdawson@earthlink.net',
      'URL:http://home.earthlink.net/~fdawson',
      'END:vCard',
    ].join('\r\n');
    const parsed = parsePayload(rfc);
    expect(parsed.kind).toBe('vcard');
    expect(parsed.fields).toEqual([
      { label: 'Name', value: 'Frank Dawson' },
      { label: 'Organisation', value: 'Lotus Development Corporation' },
      { label: 'Address', value: '6544 Battleford Drive, Raleigh, NC, 27613-3502, U.S.A.' },
      { label: 'Phone', value: '+1-919-676-9515' },
      { label: 'Phone', value: '+1-919-676-9564' },
      { label: 'Email', value: 'Frank_Dawson@Lotus.com' },
      { label: 'Email', value: 'fdawson@earthlink.net' },
      { label: 'Website', value: 'http://home.earthlink.net/~fdawson' },
    ]);
  });

  it('reads back every name and note it writes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (given, note) => {
        fc.pre(given.trim() !== '');
        const built = buildVcard(card({ given, note }));
        if (!built.ok) return false;
        const fields = parsePayload(built.payload).fields;
        const expectNote = note.trim().replace(/\r\n|\r/g, '\n');
        return (
          fields.find((f) => f.label === 'Name')?.value === given.trim() &&
          (fields.find((f) => f.label === 'Note')?.value ?? '') === expectNote
        );
      }),
    );
    expect(parseVcard('not a card')).toBeNull();
  });
});

const otp = (fields: Partial<OtpFields>): OtpFields => ({
  type: 'totp',
  issuer: '',
  account: '',
  secret: '',
  algorithm: 'SHA1',
  digits: '6',
  period: '',
  counter: '',
  ...fields,
});

describe('otpauth (Google Authenticator Key Uri Format wiki)', () => {
  it('builds the wiki’s examples', () => {
    // otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example
    expect(
      payloadOf(buildOtp(otp({ issuer: 'Example', account: 'alice@google.com', secret: 'JBSWY3DPEHPK3PXP' }))),
    ).toBe('otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example');
    // otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30
    // (the default algorithm, digits and period are left out)
    expect(
      payloadOf(
        buildOtp(otp({ issuer: 'ACME Co', account: 'john.doe@email.com', secret: 'HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ' })),
      ),
    ).toBe('otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co');
  });

  it('writes the parameters that differ from the defaults, and the HOTP counter', () => {
    expect(
      payloadOf(
        buildOtp(otp({ account: 'me', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: '8', period: '60' })),
      ),
    ).toBe('otpauth://totp/me?secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=8&period=60');
    expect(payloadOf(buildOtp(otp({ type: 'hotp', account: 'me', secret: 'JBSWY3DPEHPK3PXP', counter: '7' })))).toBe(
      'otpauth://hotp/me?secret=JBSWY3DPEHPK3PXP&counter=7',
    );
  });

  it('checks the Base32 secret and strips its padding', () => {
    // RFC 4648 §10: BASE32("foobar") = "MZXW6YTBOI======", BASE32("f") = "MY======"
    expect(normaliseSecret('MZXW6YTBOI======')).toEqual({ ok: true, secret: 'MZXW6YTBOI' });
    expect(normaliseSecret('my======')).toEqual({ ok: true, secret: 'MY' });
    // groups of four, as apps show a secret, are joined
    expect(normaliseSecret('jbsw y3dp ehpk 3pxp')).toEqual({ ok: true, secret: 'JBSWY3DPEHPK3PXP' });
    expect(normaliseSecret('JBSWY3DPEHPK3PX1')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/'1' is not/),
    });
    // 3 characters past a group of 8 cannot end a whole number of bytes
    expect(normaliseSecret('MZX')).toMatchObject({ ok: false });
    expect(buildOtp(otp({ account: 'a', secret: '' }))).toMatchObject({ field: 'otpSecret' });
  });

  it('refuses a colon in the issuer or the account', () => {
    expect(buildOtp(otp({ issuer: 'A:B', account: 'a', secret: 'MY' }))).toMatchObject({ field: 'otpIssuer' });
    expect(buildOtp(otp({ account: 'a:b', secret: 'MY' }))).toMatchObject({ field: 'otpAccount' });
  });

  it('reads the wiki’s full example', () => {
    const parsed = parseOtp(
      'otpauth://totp/ACME%20Co:john.doe@email.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30',
    );
    expect(parsed?.warning).toBeUndefined();
    expect(parsed?.fields).toEqual([
      { label: 'Type', value: 'TOTP (time)' },
      { label: 'Issuer', value: 'ACME Co' },
      { label: 'Account', value: 'john.doe@email.com' },
      { label: 'Secret', value: 'HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ', secret: true },
      { label: 'Algorithm', value: 'SHA1' },
      { label: 'Digits', value: '6' },
      { label: 'Period', value: '30 s' },
    ]);
    expect(parseOtp('otpauth://hotp/x?secret=MY')?.warning).toBe('An HOTP key needs a counter.');
    expect(parseOtp('otpauth://totp/x?secret=not*base32')?.warning).toMatch(/not Base32/);
  });

  it('reads back every issuer and account it writes', () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !s.includes(':') && s.trim() === s && s !== '');
    fc.assert(
      fc.property(name, name, (issuer, account) => {
        const built = buildOtp(otp({ issuer, account, secret: 'JBSWY3DPEHPK3PXP' }));
        if (!built.ok) return false;
        const fields = parseOtp(built.payload)?.fields ?? [];
        return (
          fields.find((f) => f.label === 'Issuer')?.value === issuer &&
          fields.find((f) => f.label === 'Account')?.value === account
        );
      }),
    );
  });
});

describe('geo, mailto, sms, URL and text', () => {
  it('writes geo URIs (RFC 5870)', () => {
    // RFC 5870 §1: geo:13.4125,103.8667
    expect(payloadOf(buildGeo({ latitude: '13.4125', longitude: '103.8667' }))).toBe('geo:13.4125,103.8667');
    expect(payloadOf(buildGeo({ latitude: '+.5', longitude: '-7.' }))).toBe('geo:0.5,-7');
    expect(buildGeo({ latitude: '91', longitude: '0' })).toMatchObject({ field: 'geoLat' });
    expect(buildGeo({ latitude: '0', longitude: '1e2' })).toMatchObject({ field: 'geoLon' });
    // RFC 5870 §1: geo:48.2010,16.3695,183 (with altitude)
    expect(parsePayload('geo:48.2010,16.3695,183').fields).toEqual([
      { label: 'Latitude', value: '48.2010' },
      { label: 'Longitude', value: '16.3695' },
      { label: 'Altitude', value: '183 m' },
    ]);
  });

  it('writes mailto URIs (RFC 6068)', () => {
    // RFC 6068 §6.1: mailto:infobot@example.com?subject=current-issue
    expect(payloadOf(buildEmail({ to: 'infobot@example.com', subject: 'current-issue', body: '' }))).toBe(
      'mailto:infobot@example.com?subject=current-issue',
    );
    // RFC 6068 §6.1: mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index
    expect(
      payloadOf(buildEmail({ to: 'infobot@example.com', subject: '', body: 'send current-issue\nsend index' })),
    ).toBe('mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index');
    // RFC 6068 §6.2: mailto:user@example.org?subject=caf%C3%A9
    expect(payloadOf(buildEmail({ to: 'user@example.org', subject: 'café', body: '' }))).toBe(
      'mailto:user@example.org?subject=caf%C3%A9',
    );
    expect(buildEmail({ to: 'nobody', subject: '', body: '' })).toMatchObject({ field: 'mailTo' });
    expect(parsePayload('mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index').fields).toEqual([
      { label: 'To', value: 'infobot@example.com' },
      { label: 'Body', value: 'send current-issue\nsend index' },
    ]);
  });

  it('writes sms URIs (RFC 5724)', () => {
    // RFC 5724 §2.5: sms:+15105550101?body=hello%20there
    expect(payloadOf(buildSms({ number: '+1 (510) 555-0101', message: 'hello there' }))).toBe(
      'sms:+15105550101?body=hello%20there',
    );
    expect(buildSms({ number: 'call me', message: '' })).toMatchObject({ field: 'smsNumber' });
    expect(parsePayload('sms:+15105550101?body=hello%20there').fields).toEqual([
      { label: 'Number', value: '+15105550101' },
      { label: 'Message', value: 'hello there' },
    ]);
    // the SMSTO:number:text form that many generators write
    expect(parsePayload('SMSTO:+15105550101:hello there').fields[1]).toEqual({
      label: 'Message',
      value: 'hello there',
    });
  });

  it('adds https:// to a bare host and refuses spaces', () => {
    expect(buildUrl('example.com/a?b=1')).toEqual({
      ok: true,
      payload: 'https://example.com/a?b=1',
      note: 'Encoded as https://example.com/a?b=1',
    });
    expect(payloadOf(buildUrl('https://example.com'))).toBe('https://example.com');
    expect(buildUrl('https://exa mple.com')).toMatchObject({ ok: false });
    expect(parsePayload('https://example.com/x').fields).toEqual([
      { label: 'URL', value: 'https://example.com/x' },
      { label: 'Host', value: 'example.com' },
    ]);
  });

  it('takes text as it is', () => {
    expect(payloadOf(buildText('  two spaces  '))).toBe('  two spaces  ');
    expect(buildText('')).toMatchObject({ ok: false });
    expect(parsePayload('hello').kind).toBe('text');
  });
});
