import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useToolInput } from '@/lib/toolScope';
import type { SetOption } from '@/lib/useToolOptions';
import { ChoiceGroup, Label, Muted, Select, Stack, Switch, TextArea, TextField, TextInputPanel } from '@/ui';
import type { Options } from './options';
import {
  buildEmail,
  buildGeo,
  buildOtp,
  buildSms,
  buildText,
  buildUrl,
  buildVcard,
  buildWifi,
  type Built,
} from './templates';

export type Template = Options['template'];

export const TEMPLATES: readonly Template[] = ['text', 'url', 'wifi', 'vcard', 'otp', 'geo', 'email', 'sms'];

export const TEMPLATE_LABELS: Record<Template, string> = {
  text: 'Text',
  url: 'URL',
  wifi: 'Wi-Fi',
  vcard: 'Contact (vCard)',
  otp: 'One-time password (otpauth)',
  geo: 'Location (geo)',
  email: 'Email (mailto)',
  sms: 'SMS',
};

/** What a template form gives the screen: its fields, the payload they make (null while all are blank), and Clear. */
export interface FormParts {
  fields: ReactNode;
  built: Built | null;
  clear: () => void;
}

interface FormProps {
  options: Options;
  setOption: SetOption<Options>;
  children: (parts: FormParts) => ReactNode;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The message of a failed build for the field it names. */
const errorFor = (built: Built | null, field: string) =>
  built && !built.ok && built.field === field ? built.message : undefined;

/** Text fields of a form: label, value, the field's error, and nothing typed is ever sent anywhere. */
function Field({
  label,
  field,
  value,
  onChange,
  built,
  hint,
  type = 'text',
  ...rest
}: {
  label: string;
  field: string;
  value: string;
  onChange: (value: string) => void;
  built: Built | null;
  hint?: string;
  type?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={errorFor(built, field)}
      hint={hint}
      type={type}
      spellCheck={false}
      autoComplete="off"
      {...rest}
    />
  );
}

const allBlank = (...values: string[]) => values.every((v) => v.trim() === '');

function TextForm({ children }: FormProps) {
  const [text, setText] = useToolInput();
  const built = text === '' ? null : buildText(text);
  return children({
    fields: (
      <TextInputPanel
        label="Text"
        value={text}
        onChange={setText}
        onClear={() => setText('')}
        minHeight={160}
        placeholder="Type or paste the text to encode…"
      />
    ),
    built,
    clear: () => setText(''),
  });
}

function UrlForm({ children }: FormProps) {
  const [url, setUrl] = useToolInput('url');
  const built = allBlank(url) ? null : buildUrl(url);
  return children({
    fields: (
      <Field
        label="URL"
        field="url"
        value={url}
        onChange={setUrl}
        built={built}
        inputMode="url"
        placeholder="https://example.com"
        hint={built?.ok ? built.note : undefined}
      />
    ),
    built,
    clear: () => setUrl(''),
  });
}

/** A secret field: a password box with a switch that shows it. Kept in the page's memory only (manifest `secrets`). */
function SecretField(props: Omit<Parameters<typeof Field>[0], 'type'> & { showLabel: string }) {
  const [shown, setShown] = useState(false);
  const { showLabel, ...field } = props;
  return (
    <Stack $gap="sm">
      <Field {...field} type={shown ? 'text' : 'password'} />
      <Switch label={showLabel} checked={shown} onChange={setShown} />
    </Stack>
  );
}

function WifiForm({ options, setOption, children }: FormProps) {
  const [ssid, setSsid] = useToolInput('wifiSsid');
  const [password, setPassword] = useToolInput('wifiPassword');
  const auth = options.wifiAuth;
  const built = allBlank(ssid, password) ? null : buildWifi({ auth, ssid, password, hidden: options.wifiHidden });
  return children({
    fields: (
      <Stack $gap="md">
        <Field label="Network name (SSID)" field="wifiSsid" value={ssid} onChange={setSsid} built={built} />
        <div>
          <Label as="span" aria-hidden="true">
            Security
          </Label>
          <ChoiceGroup
            label="Security"
            value={auth}
            choices={[
              { value: 'WPA', label: 'WPA' },
              { value: 'WEP', label: 'WEP' },
              { value: 'nopass', label: 'None' },
            ]}
            onChange={(value) => setOption('wifiAuth', value)}
          />
          <Muted style={{ display: 'block', marginTop: 4 }}>WPA covers WPA2 and WPA3 personal networks.</Muted>
        </div>
        {auth !== 'nopass' && (
          <SecretField
            label="Password"
            field="wifiPassword"
            value={password}
            onChange={setPassword}
            built={built}
            showLabel="Show password"
            hint={built?.ok ? built.note : 'Kept in this page only: never stored or put in a link.'}
          />
        )}
        <Switch label="Hidden network" checked={options.wifiHidden} onChange={(v) => setOption('wifiHidden', v)} />
      </Stack>
    ),
    built,
    clear: () => {
      setSsid('');
      setPassword('');
    },
  });
}

const VCARD_FIELDS = [
  ['given', 'vcGiven', 'First name'],
  ['family', 'vcFamily', 'Last name'],
  ['org', 'vcOrg', 'Organisation'],
  ['title', 'vcTitle', 'Job title'],
  ['phone', 'vcPhone', 'Phone'],
  ['email', 'vcEmail', 'Email'],
  ['url', 'vcUrl', 'Website'],
  ['street', 'vcStreet', 'Street'],
  ['city', 'vcCity', 'City'],
  ['region', 'vcRegion', 'Region or state'],
  ['postcode', 'vcPostcode', 'Postcode'],
  ['country', 'vcCountry', 'Country'],
] as const;

function VcardForm({ children }: FormProps) {
  const given = useToolInput('vcGiven');
  const family = useToolInput('vcFamily');
  const org = useToolInput('vcOrg');
  const title = useToolInput('vcTitle');
  const phone = useToolInput('vcPhone');
  const email = useToolInput('vcEmail');
  const url = useToolInput('vcUrl');
  const street = useToolInput('vcStreet');
  const city = useToolInput('vcCity');
  const region = useToolInput('vcRegion');
  const postcode = useToolInput('vcPostcode');
  const country = useToolInput('vcCountry');
  const [note, setNote] = useToolInput('vcNote');
  const state = { given, family, org, title, phone, email, url, street, city, region, postcode, country };
  const values = {
    given: given[0],
    family: family[0],
    org: org[0],
    title: title[0],
    phone: phone[0],
    email: email[0],
    url: url[0],
    street: street[0],
    city: city[0],
    region: region[0],
    postcode: postcode[0],
    country: country[0],
    note,
  };
  const built = allBlank(...Object.values(values)) ? null : buildVcard(values);
  return children({
    fields: (
      <Stack $gap="md">
        <Grid>
          {VCARD_FIELDS.map(([key, field, label]) => (
            <Field
              key={field}
              label={label}
              field={field}
              value={state[key][0]}
              onChange={state[key][1]}
              built={built}
              inputMode={key === 'phone' ? 'tel' : key === 'email' ? 'email' : key === 'url' ? 'url' : undefined}
            />
          ))}
        </Grid>
        <TextArea label="Note" value={note} onChange={(e) => setNote(e.target.value)} minHeight={80} />
      </Stack>
    ),
    built,
    clear: () => {
      for (const [key] of VCARD_FIELDS) state[key][1]('');
      setNote('');
    },
  });
}

function OtpForm({ options, setOption, children }: FormProps) {
  const [issuer, setIssuer] = useToolInput('otpIssuer');
  const [account, setAccount] = useToolInput('otpAccount');
  const [secret, setSecret] = useToolInput('otpSecret');
  const [period, setPeriod] = useToolInput('otpPeriod');
  const [counter, setCounter] = useToolInput('otpCounter');
  const type = options.otpType;
  const built = allBlank(issuer, account, secret)
    ? null
    : buildOtp({
        type,
        issuer,
        account,
        secret,
        algorithm: options.otpAlgorithm,
        digits: options.otpDigits,
        period,
        counter,
      });
  return children({
    fields: (
      <Stack $gap="md">
        <div>
          <Label as="span" aria-hidden="true">
            Type
          </Label>
          <ChoiceGroup
            label="Type"
            value={type}
            choices={[
              { value: 'totp', label: 'TOTP (time)' },
              { value: 'hotp', label: 'HOTP (counter)' },
            ]}
            onChange={(value) => setOption('otpType', value)}
          />
        </div>
        <Grid>
          <Field
            label="Issuer"
            field="otpIssuer"
            value={issuer}
            onChange={setIssuer}
            built={built}
            placeholder="Example"
          />
          <Field
            label="Account"
            field="otpAccount"
            value={account}
            onChange={setAccount}
            built={built}
            placeholder="alice@example.com"
          />
        </Grid>
        <SecretField
          label="Secret key (Base32)"
          field="otpSecret"
          value={secret}
          onChange={setSecret}
          built={built}
          showLabel="Show secret"
          hint="Kept in this page only: never stored or put in a link."
        />
        <Grid>
          <Select
            label="Algorithm"
            value={options.otpAlgorithm}
            options={[
              { value: 'SHA1', label: 'SHA-1 (default)' },
              { value: 'SHA256', label: 'SHA-256' },
              { value: 'SHA512', label: 'SHA-512' },
            ]}
            onChange={(value) => setOption('otpAlgorithm', value)}
          />
          <Select
            label="Digits"
            value={options.otpDigits}
            options={[
              { value: '6', label: '6 (default)' },
              { value: '8', label: '8' },
            ]}
            onChange={(value) => setOption('otpDigits', value)}
          />
          {type === 'totp' ? (
            <Field
              label="Period (seconds)"
              field="otpPeriod"
              value={period}
              onChange={setPeriod}
              built={built}
              inputMode="numeric"
              placeholder="30"
            />
          ) : (
            <Field
              label="Counter"
              field="otpCounter"
              value={counter}
              onChange={setCounter}
              built={built}
              inputMode="numeric"
              placeholder="0"
            />
          )}
        </Grid>
      </Stack>
    ),
    built,
    clear: () => {
      for (const set of [setIssuer, setAccount, setSecret, setPeriod, setCounter]) set('');
    },
  });
}

function GeoForm({ children }: FormProps) {
  const [latitude, setLatitude] = useToolInput('geoLat');
  const [longitude, setLongitude] = useToolInput('geoLon');
  const built = allBlank(latitude, longitude) ? null : buildGeo({ latitude, longitude });
  return children({
    fields: (
      <Grid>
        <Field
          label="Latitude"
          field="geoLat"
          value={latitude}
          onChange={setLatitude}
          built={built}
          inputMode="decimal"
          placeholder="48.8584"
        />
        <Field
          label="Longitude"
          field="geoLon"
          value={longitude}
          onChange={setLongitude}
          built={built}
          inputMode="decimal"
          placeholder="2.2945"
        />
      </Grid>
    ),
    built,
    clear: () => {
      setLatitude('');
      setLongitude('');
    },
  });
}

function EmailForm({ children }: FormProps) {
  const [to, setTo] = useToolInput('mailTo');
  const [subject, setSubject] = useToolInput('mailSubject');
  const [body, setBody] = useToolInput('mailBody');
  const built = allBlank(to, subject, body) ? null : buildEmail({ to, subject, body });
  return children({
    fields: (
      <Stack $gap="md">
        <Field label="To" field="mailTo" value={to} onChange={setTo} built={built} inputMode="email" />
        <Field label="Subject" field="mailSubject" value={subject} onChange={setSubject} built={built} />
        <TextArea label="Body" value={body} onChange={(e) => setBody(e.target.value)} minHeight={100} />
      </Stack>
    ),
    built,
    clear: () => {
      setTo('');
      setSubject('');
      setBody('');
    },
  });
}

function SmsForm({ children }: FormProps) {
  const [number, setNumber] = useToolInput('smsNumber');
  const [message, setMessage] = useToolInput('smsBody');
  const built = allBlank(number, message) ? null : buildSms({ number, message });
  return children({
    fields: (
      <Stack $gap="md">
        <Field
          label="Phone number"
          field="smsNumber"
          value={number}
          onChange={setNumber}
          built={built}
          inputMode="tel"
          placeholder="+15105550101"
        />
        <TextArea label="Message" value={message} onChange={(e) => setMessage(e.target.value)} minHeight={100} />
      </Stack>
    ),
    built,
    clear: () => {
      setNumber('');
      setMessage('');
    },
  });
}

const FORMS: Record<Template, (props: FormProps) => ReactNode> = {
  text: TextForm,
  url: UrlForm,
  wifi: WifiForm,
  vcard: VcardForm,
  otp: OtpForm,
  geo: GeoForm,
  email: EmailForm,
  sms: SmsForm,
};

/** The chosen template's form; `children` lays out its fields and what they make. */
export function TemplateForm({ template, ...props }: FormProps & { template: Template }) {
  const Form = FORMS[template];
  return <Form {...props} />;
}
