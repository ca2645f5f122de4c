import { KeyRound, ShieldCheck } from 'lucide-react';
import { useMemo, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { useToolInput } from '@/lib/toolScope';
import { useToolJob } from '@/lib/useToolJob';
import {
  Alert,
  Button,
  CopyButton,
  Muted,
  Select,
  Stack,
  Switch,
  TextArea,
  TextField,
  TextInputPanel,
  Toolbar,
  type CodeEditorControl,
  type EditorMark,
} from '@/ui';
import { ErrorNotice } from '@/ui/blueprint/ErrorNotice';
import { ALG_CHOICES, algOf, isHmac, isSignAlg, withAlg } from './algorithms';
import { jobs } from './client';
import type { SignAlg } from './options';
import type { SignField, SignProblem, SignRequest, SignResult } from './sign';
import { decodedOf, type SlotProps } from './slotProps';
import { jwsParts, TokenText } from './TokenText';

/** The header and payload the Sign tab starts from when there is no token above to edit. */
const START_PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "Zoë",\n  "iat": 1516239022\n}';
const startHeader = (alg: SignAlg) => JSON.stringify({ alg, typ: 'JWT' }, null, 2);

/** The fields the tab keeps: header and payload like the token's input; the secret and private key as secrets. */
export const SIGN_FIELDS = {
  header: 'signHeader',
  payload: 'signPayload',
  secret: 'signSecret',
  privateKey: 'signKey',
} as const;

export const SIGN_TEXTS = {
  placeholder: 'The signed token will appear here.',
  noSecret: 'Type the secret to sign with: the token appears as you type.',
  noPrivateKey: 'Paste a private key (PEM or JWK), or generate a key pair in this page.',
  memoryOnly: 'The secret and the private key stay in this page’s memory: never stored, never put in a link.',
} as const;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Pre = styled.pre`
  margin: 0;
  padding: 8px 10px;
  max-height: 200px;
  overflow: auto;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.codeBg};
  color: ${({ theme }) => theme.color.text};
`;

const Placeholder = styled.p`
  margin: 0;
  padding: 12px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** Where a JSON problem is in its editor, marked as the token's input marks its errors. */
function marksOf(problem: SignProblem | null, field: SignField): readonly EditorMark[] {
  return problem?.field === field && problem.offset !== undefined
    ? [{ from: problem.offset, to: problem.offset + 1, kind: 'error' }]
    : [];
}

/** A problem shown under the field at fault, with Go to error for a place in a JSON editor. */
function FieldProblem({
  problem,
  field,
  editor,
}: {
  problem: SignProblem | null;
  field: SignField;
  editor?: RefObject<CodeEditorControl | null>;
}) {
  if (problem?.field !== field) return null;
  const { offset } = problem;
  return (
    <ErrorNotice
      error={problem}
      onGoTo={offset === undefined || !editor ? undefined : () => editor.current?.select(offset, offset + 1)}
    />
  );
}

/**
 * The Sign tab: the header and payload as JSON (starting from the token above, or a sample), the
 * algorithm, a secret or a private key (pasted, or a key pair made in the page), and the signed
 * token with Copy, its public key, and Open in Verify.
 */
export function SignPanel(props: SlotProps & { onVerify: () => void }) {
  const { view, setOption, setInput, onVerify } = props;
  const decoded = decodedOf(props);
  const alg = view.options.signAlg;
  const secretBase64 = view.options.signSecretBase64;
  const hmac = isHmac(alg);
  const [headerField, setHeaderField] = useToolInput(SIGN_FIELDS.header);
  const [payloadField, setPayloadField] = useToolInput(SIGN_FIELDS.payload);
  const [secret, setSecret] = useToolInput(SIGN_FIELDS.secret);
  const [privateKey, setPrivateKey] = useToolInput(SIGN_FIELDS.privateKey);
  const [, setVerifyKey] = useToolInput('key');
  const headerEditor = useRef<CodeEditorControl>(null);
  const payloadEditor = useRef<CodeEditorControl>(null);

  // until the visitor edits them, the header and payload are the token's above (or a sample)
  const token = decoded?.form === 'jws' ? decoded : null;
  const header = headerField || (token && withAlg(token.header, alg)) || startHeader(alg);
  const payload = payloadField || token?.payload || START_PAYLOAD;

  const request: SignRequest = { header, payload, alg, secret, secretBase64, privateKey };
  const job = useToolJob(jobs, 'sign', { input: request, policy: 'validate', debounceMs: 200 });
  const generator = useToolJob(jobs, 'generate', { policy: 'validate', onResult: (pem) => setPrivateKey(pem) });

  const result: SignResult | null = job.result !== null && !job.stale ? job.result : null;
  const keyText = hmac ? secret : privateKey;
  // a key not yet given is a hint under its box, not an error
  const problem = result && !result.ok && !(result.field === 'key' && keyText.trim() === '') ? result : null;
  const signed = result?.ok && result.alg === alg ? result : null;
  const headerMarks = useMemo(() => marksOf(problem, 'header'), [problem]);
  const payloadMarks = useMemo(() => marksOf(problem, 'payload'), [problem]);

  const chooseAlg = (next: SignAlg) => {
    setOption('signAlg', next);
    // the header's alg follows the choice
    const rewritten = headerField && withAlg(headerField, next);
    if (rewritten) setHeaderField(rewritten);
  };
  const editHeader = (text: string) => {
    setHeaderField(text);
    // and the choice follows an algorithm written into the header
    const asked = algOf(text);
    if (asked !== undefined && asked !== alg && isSignAlg(asked)) setOption('signAlg', asked);
  };
  const openInVerify = () => {
    if (!signed) return;
    setInput(signed.token);
    if (signed.publicKey) setVerifyKey(signed.publicKey.pem);
    else {
      setVerifyKey(secret);
      const encoding = !secretBase64 ? 'utf8' : /[-_]/.test(secret) ? 'base64url' : 'base64';
      setOption('secretEncoding', encoding);
    }
    onVerify();
  };
  const edited = headerField !== '' || payloadField !== '';

  return (
    <section aria-label="Sign">
      <Stack $gap="md">
        <Muted>
          {token
            ? 'The header and payload start from the token above: edit them, choose how to sign, and the token follows.'
            : 'Write the header and payload, choose how to sign, and the token follows.'}
        </Muted>
        <Select id="jwt-sign-alg" label="Algorithm" value={alg} options={ALG_CHOICES} onChange={chooseAlg} />
        <TextInputPanel
          id="jwt-sign-header"
          label="Header (JSON)"
          value={header}
          onChange={editHeader}
          language="json"
          minHeight={108}
          invalid={problem?.field === 'header'}
          marks={headerMarks}
          control={headerEditor}
          paste={false}
          showCount={false}
          actions={
            edited ? (
              <Button
                size="sm"
                onClick={() => {
                  setHeaderField('');
                  setPayloadField('');
                }}
              >
                {token ? 'Reset to the token above' : 'Reset'}
              </Button>
            ) : undefined
          }
        />
        <FieldProblem problem={problem} field="header" editor={headerEditor} />
        <TextInputPanel
          id="jwt-sign-payload"
          label="Payload (JSON)"
          value={payload}
          onChange={setPayloadField}
          language="json"
          minHeight={170}
          invalid={problem?.field === 'payload'}
          marks={payloadMarks}
          control={payloadEditor}
          showCount={false}
        />
        <FieldProblem problem={problem} field="payload" editor={payloadEditor} />
        {hmac ? (
          <Stack $gap="sm">
            <TextField
              id="jwt-sign-secret"
              label="Secret"
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              placeholder={secretBase64 ? 'The secret’s bytes in Base64' : 'The shared secret, as text'}
              hint={secret === '' ? SIGN_TEXTS.noSecret : SIGN_TEXTS.memoryOnly}
              aria-invalid={problem?.field === 'key' || undefined}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
            />
            <Switch
              label="Secret is Base64"
              checked={secretBase64}
              onChange={(on) => setOption('signSecretBase64', on)}
            />
          </Stack>
        ) : (
          <Stack $gap="sm">
            <TextArea
              id="jwt-sign-key"
              label="Private key"
              placeholder={'-----BEGIN PRIVATE KEY----- (PKCS#8 PEM), or a private JWK {"kty": …, "d": …}'}
              value={privateKey}
              onChange={(e) => setPrivateKey(e.target.value)}
              minHeight={110}
              showCount={false}
              invalid={problem?.field === 'key'}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              actions={
                <Button
                  size="sm"
                  icon={<KeyRound size={16} aria-hidden="true" />}
                  onClick={() => generator.run({ alg })}
                  disabled={generator.busy}
                >
                  {generator.busy ? 'Generating…' : 'Generate key pair'}
                </Button>
              }
            />
            <Muted>{privateKey.trim() === '' ? SIGN_TEXTS.noPrivateKey : SIGN_TEXTS.memoryOnly}</Muted>
            {generator.error && <Alert title="No key pair was made">{generator.error.message}</Alert>}
          </Stack>
        )}
        <FieldProblem problem={problem} field="key" />

        <section aria-label="Signed token">
          <Stack $gap="sm">
            <Toolbar $justify="between">
              <Heading>Signed token</Heading>
              <Toolbar>
                <CopyButton value={signed?.token ?? ''} aria-label="Copy token" disabled={!signed} />
                <Button
                  size="sm"
                  icon={<ShieldCheck size={16} aria-hidden="true" />}
                  onClick={openInVerify}
                  disabled={!signed}
                >
                  Open in Verify
                </Button>
              </Toolbar>
            </Toolbar>
            {signed ? (
              <TokenText parts={jwsParts(signed.token)} testId="jwt-signed" />
            ) : (
              <Placeholder>{SIGN_TEXTS.placeholder}</Placeholder>
            )}
            {signed?.note && <Alert tone="warning">{signed.note}</Alert>}
          </Stack>
        </section>

        {signed?.publicKey && (
          <section aria-label="Public key">
            <Stack $gap="sm">
              <Heading>Public key: what a verifier needs</Heading>
              <Toolbar $justify="between">
                <Muted>PEM (SPKI)</Muted>
                <CopyButton value={signed.publicKey.pem} aria-label="Copy public key PEM" />
              </Toolbar>
              <Pre data-testid="jwt-public-pem">{signed.publicKey.pem}</Pre>
              <Toolbar $justify="between">
                <Muted>JWK</Muted>
                <CopyButton value={signed.publicKey.jwk} aria-label="Copy public key JWK" />
              </Toolbar>
              <Pre data-testid="jwt-public-jwk">{signed.publicKey.jwk}</Pre>
            </Stack>
          </section>
        )}
      </Stack>
    </section>
  );
}
