import type { TransformExample } from '@/ui/transform';
import type { Options } from './options';

/*
 * Test vectors, shared by the unit tests, the stories and the e2e spec. None was made by this
 * tool: they are the RFCs' own examples, or tokens made by python3's standard library (hmac,
 * hashlib, base64, json; json.dumps with separators=(',', ':') and ensure_ascii=False, base64url
 * without padding) and by the openssl command line (`openssl req -x509 -newkey rsa:2048`,
 * `openssl ecparam -name prime256v1 -genkey`, signatures by `openssl dgst -sha256 -sign`, the ECDSA
 * DER signature turned into r||s by python3).
 */

/** RFC 7515 appendix A.1 (and RFC 7519 §3.1): HS256, with the header and payload's CRLFs as the RFC writes them. */
export const RFC_HS256 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
/** RFC 7515 appendix A.1's symmetric key as a JWK. */
export const RFC_HS256_JWK =
  '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';
/** RFC 7515 appendix A.1's decoded payload, as the RFC gives its bytes (the two-space indent is the tool's). */
export const RFC_PAYLOAD = '{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}';
/** RFC 7515 appendix A.2: RS256 with the RFC's RSA key (public members only). */
export const RFC_RS256 =
  'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw';
export const RFC_RSA_JWK =
  '{"kty":"RSA","n":"ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ","e":"AQAB"}';
/** RFC 7515 appendix A.3: ES256 with the RFC's P-256 key. */
export const RFC_ES256 =
  'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q';
export const RFC_EC_JWK =
  '{"kty":"EC","crv":"P-256","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU","y":"x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}';
/** RFC 7519 §6.1: an unsecured JWT (alg none, empty signature). */
export const RFC_UNSECURED =
  'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';
/** RFC 7516 appendix A.3: a JWE (A128KW, A128CBC-HS256) in five parts. */
export const RFC_JWE =
  'eyJhbGciOiJBMTI4S1ciLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0.6KB707dM9YTIgHtLvtgWQ8mKwboJW3of9locizkDTHzBC2IlrT1oOQ.AxY8DCtDaGlsbGljb3RoZQ.KDlTtXchhZTGufMYmOYGS4HffxPSUrfmqCHXaI9wOGY.U0m_YmjN04DJvceFICbCVQ';

/** python3: HS256, secret `your-256-bit-secret`, payload {"sub":"1234567890","name":"Zoë","iat":1516239022}. */
export const HS256_SECRET = 'your-256-bit-secret';
export const HS256_ZOE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ilpvw6siLCJpYXQiOjE1MTYyMzkwMjJ9.f6ivPnbtmF-N73PSIsEFGm-3QM-nJ_UXtNKdgx9k6ts';
/** python3: HS256 (kid k1, same secret), iss https://issuer.example, aud api, iat = nbf = 1700000000, exp an hour later: long expired. */
export const HS256_EXPIRED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImsxIn0.eyJzdWIiOiI0MiIsImlzcyI6Imh0dHBzOi8vaXNzdWVyLmV4YW1wbGUiLCJhdWQiOiJhcGkiLCJpYXQiOjE3MDAwMDAwMDAsIm5iZiI6MTcwMDAwMDAwMCwiZXhwIjoxNzAwMDAzNjAwfQ.UgQSism-HlNyjAjemod3aYipnJcYHgWlweEpnbSyTpY';
/** python3: HS256 (same secret), iss https://issuer.example, aud ["api","web"], iat 1700000000, exp 4102444800 (2100-01-01). */
export const HS256_LONG_LIVED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImlzcyI6Imh0dHBzOi8vaXNzdWVyLmV4YW1wbGUiLCJhdWQiOlsiYXBpIiwid2ViIl0sImlhdCI6MTcwMDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Ephoo9w9TrnUgtSo0w7q42mnu5c2zXu-E1qej3wdntc';
/** python3: HS256 with the 32 bytes 0xE0…0xFF as the secret, payload {"sub":"b64"}; the secret in Base64 and base64url. */
export const HS256_BYTES =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiNjQifQ.f7qyFxjYp3e9pRrbfOkvFrsxEJv0CwofHEP6Pi3otsc';
export const BYTES_SECRET_BASE64 = '4OHi4+Tl5ufo6err7O3u7/Dx8vP09fb3+Pn6+/z9/v8=';
export const BYTES_SECRET_BASE64URL = '4OHi4-Tl5ufo6err7O3u7_Dx8vP09fb3-Pn6-_z9_v8';

/** openssl: a self-signed RSA-2048 certificate (CN jwt-example), its SPKI public key, and an RS256 token (kid rsa-1) signed with its key. */
export const RSA_CERT = `-----BEGIN CERTIFICATE-----
MIIDDzCCAfegAwIBAgIUJjSq8XNm9UtF/raeJJqZZsX0WrowDQYJKoZIhvcNAQEL
BQAwFjEUMBIGA1UEAwwLand0LWV4YW1wbGUwIBcNMjYxMTI2MTkyOTE5WhgPMjEy
NjExMDIxOTI5MTlaMBYxFDASBgNVBAMMC2p3dC1leGFtcGxlMIIBIjANBgkqhkiG
9w0BAQEFAAOCAQ8AMIIBCgKCAQEAutA3I/bFjHOrs4edBsFqJl8qqaJf2PMEuR9L
JxGJ997lR7zjkVa9lOc2t7+dIXKNfHNRJfD+38jbg/CeQVmhtWo7qHwKj7SDJG4W
oPCLhjLMRufGeOxaBM336JdScDIiAHeWs8HCYfRpwv6tEVhqbH+oBIP83yx/V6Um
Tebu/Mwc9rkEGCXhRLXa8jaJRdlsx0Zns3FPfxRzpd0UEgzEDR0QpNNcAZDyoZE8
6NmM4VfkmY6zjTtxnR0HhwT7cpcjrL78gERlmeQdOU1OjUbpc0yWPwLO5+7fKdU8
laGBaeuMPuQDY2nR+6w/PHvVZDaMB2Dm/c/Q8FU/mqVPKsi82QIDAQABo1MwUTAd
BgNVHQ4EFgQUpshS2VWJ1DSUyjHIbOA+kmunT8AwHwYDVR0jBBgwFoAUpshS2VWJ
1DSUyjHIbOA+kmunT8AwDwYDVR0TAQH/BAUwAwEB/zANBgkqhkiG9w0BAQsFAAOC
AQEAXowk0Pwkwo4WD8eYRKUGO83Osxcy3S+Wa6bZaWGEp14sfL4Z/6GkBDpnDpXr
3CXAspGpetgXctwx41f9t01P+LlEJCj2yBVYhpVwie+Y5GkqkqvncNG+OCzz0OTG
UvNXmYRx4XRH//gIiMJr3G/fJkf5DcJ4T4x2zAWSnUvziAeIRxcw3Y3YGGej53u1
MldqgA+YTDVZ7o6Wk+2Yt2iBcdKgmTTmXokZXIfrscygo/bBxnvoOH0BNO5amgJ5
VsFXdhDerntzU+TnYpk4Q9fzh1cjhUUeGYajsPJ/nGNU1JeJM3tX/BSMyx8y8hns
h8FaGDTfGTkDCMY/DSqHu3BVpw==
-----END CERTIFICATE-----`;
export const RSA_PUBLIC_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAutA3I/bFjHOrs4edBsFq
Jl8qqaJf2PMEuR9LJxGJ997lR7zjkVa9lOc2t7+dIXKNfHNRJfD+38jbg/CeQVmh
tWo7qHwKj7SDJG4WoPCLhjLMRufGeOxaBM336JdScDIiAHeWs8HCYfRpwv6tEVhq
bH+oBIP83yx/V6UmTebu/Mwc9rkEGCXhRLXa8jaJRdlsx0Zns3FPfxRzpd0UEgzE
DR0QpNNcAZDyoZE86NmM4VfkmY6zjTtxnR0HhwT7cpcjrL78gERlmeQdOU1OjUbp
c0yWPwLO5+7fKdU8laGBaeuMPuQDY2nR+6w/PHvVZDaMB2Dm/c/Q8FU/mqVPKsi8
2QIDAQAB
-----END PUBLIC KEY-----`;
export const RS256_CERT_TOKEN =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6InJzYS0xIn0.eyJzdWIiOiI0MiIsImlzcyI6Imh0dHBzOi8vaXNzdWVyLmV4YW1wbGUiLCJpYXQiOjE3MDAwMDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.HVKp75K6QkaZ9K29gWsrxZ6aEbgOvKZ5JOIATb7gGNQaCWWqsfePCB4Qyr6V2f8-EQ9P1mOpcFueYmUImtJZNTQX-zQlmp1WHyR2b7_3y-A9Bu79v0kCBMG--3Pgrqh7DfzgCTrz_lX_zzLtJ3S--AQBbNkluqcnIG0yq_O2F_UXsB5Hg1qk4uNyhE-A_A0TK89Ir_v2oIMruUTIluw1jc0aKPRZp4_ZjWWehiOt3JqtvNLn17Yeq4-3Hj9TJGAwA1D_dfrVuwirFNxzEFo0bnN01qjOFPtGauJe4294u3ZGLvCJrs_ghhFlvDr7A91Mk1bPQRC__ZeABPqK9R_6SQ';
/** openssl: a P-256 SPKI public key and an ES256 token (kid ec-1) signed with its private key. */
export const EC_PUBLIC_PEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEhi5CuZbbfmZgPvIokVCrdR/uP0/h
kpeSWp1Br9xA3BbrgAFWhBS+qEKaSOUwRbPHH9uWFnbGafSS3reFbOYyhw==
-----END PUBLIC KEY-----`;
export const ES256_PEM_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImVjLTEifQ.eyJzdWIiOiI0MiIsImlhdCI6MTcwMDAwMDAwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Lx4KaCWLwkr49YjGksY5b7RVEKzX9DQppUJ4mv7S1_aKBQATXe3lsqQUOURspuvDIxJfKcBn5DT3Uknsu-pbuQ';

/*
 * Signing vectors. The header is {"alg": <alg>, "typ": "JWT"} and the payload SIGN_PAYLOAD, both
 * written by python3 as json.dumps(value, separators=(',', ':'), ensure_ascii=False), base64url
 * without padding. HMAC tokens: python3 hmac.new(secret, signing_input, hashlib.sha256 / sha512).
 * RS256: `openssl dgst -sha256 -sign fixtures/test-only-rsa-2048.pem signing_input.txt`; EdDSA:
 * `openssl pkeyutl -sign -inkey fixtures/test-only-ed25519.pem -rawin -in signing_input.txt`. Both
 * signatures are deterministic, so the tool must give the same bytes. The keys in fixtures/ are
 * throwaway test keys made with `openssl genpkey` (RSA 2048, EC P-256, ED25519) for these tests only.
 */

/** The payload the signing vectors sign: every registered claim, and a UTF-8 name. */
export const SIGN_PAYLOAD = `{
  "iss": "https://issuer.example",
  "sub": "42",
  "aud": ["api", "web"],
  "exp": 4102444800,
  "nbf": 1700000000,
  "iat": 1700000000,
  "jti": "3f1c9a62",
  "name": "Zoë"
}`;
/** python3: HS256 with the UTF-8 secret SIGN_SECRET. */
export const SIGN_SECRET = 'a-string-secret-at-least-256-bits-long';
export const SIGNED_HS256 =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2lzc3Vlci5leGFtcGxlIiwic3ViIjoiNDIiLCJhdWQiOlsiYXBpIiwid2ViIl0sImV4cCI6NDEwMjQ0NDgwMCwibmJmIjoxNzAwMDAwMDAwLCJpYXQiOjE3MDAwMDAwMDAsImp0aSI6IjNmMWM5YTYyIiwibmFtZSI6Ilpvw6sifQ.eGdpkOQW-KlNbFNONMI-CPKl3AW0hADpiasq2Ps39ek';
/** python3: HS512 with the 64 bytes 0x00…0x3F as the secret, given in Base64. */
export const SIGN_SECRET_BASE64 =
  'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+Pw==';
export const SIGNED_HS512 =
  'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2lzc3Vlci5leGFtcGxlIiwic3ViIjoiNDIiLCJhdWQiOlsiYXBpIiwid2ViIl0sImV4cCI6NDEwMjQ0NDgwMCwibmJmIjoxNzAwMDAwMDAwLCJpYXQiOjE3MDAwMDAwMDAsImp0aSI6IjNmMWM5YTYyIiwibmFtZSI6Ilpvw6sifQ.xVdigCAKIIb7aLa6JFlyx8u_NibjLjYvOuX2V1Tn7OBSaOFE96CicftnWSO6-gJ4UpJBV3u7ukN6v-rl369IZg';
/** openssl: RS256 with fixtures/test-only-rsa-2048.pem. */
export const SIGNED_RS256 =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2lzc3Vlci5leGFtcGxlIiwic3ViIjoiNDIiLCJhdWQiOlsiYXBpIiwid2ViIl0sImV4cCI6NDEwMjQ0NDgwMCwibmJmIjoxNzAwMDAwMDAwLCJpYXQiOjE3MDAwMDAwMDAsImp0aSI6IjNmMWM5YTYyIiwibmFtZSI6Ilpvw6sifQ.hlPXTiy4RfvqgBf9Tk7X_OuZTHh-5fRX63q2wcNoQqYZXNDeXmT1f6Htg4STDlF-Xwj0W8kD6dtl1qhcLh_OtgjMTjsJLXie5cJCQ48Q47F7PCK3xyJ8ahe0oyoo69Jyj1SPxV2CeGEuw96g9LfiMFV12OO1F5IGEdRI9zql-cxC22fg9Fx4bzKVIKjhkudiUhxuoln64sW1vwHGj57d2OzoBjv6pDzn4LJBRujrw3woOtqxtqraFuGls2NBzME-bUEks4W26XTozt5Z-QxmLjwhJYWRReb-UHGRTxd7mCUh7QgVWJw0o18sjpl-BWAbzAJ3UyHHZKGyL94Uh8DyDA';
/** openssl: EdDSA (Ed25519) with fixtures/test-only-ed25519.pem. */
export const SIGNED_EDDSA =
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2lzc3Vlci5leGFtcGxlIiwic3ViIjoiNDIiLCJhdWQiOlsiYXBpIiwid2ViIl0sImV4cCI6NDEwMjQ0NDgwMCwibmJmIjoxNzAwMDAwMDAwLCJpYXQiOjE3MDAwMDAwMDAsImp0aSI6IjNmMWM5YTYyIiwibmFtZSI6Ilpvw6sifQ.U-9ldNJJm5-3YO5v6t48FNWkRHsyRQy_AOefK3C70ONZZnGpYkY8PGBOhxtDHjK-p6MRnRm3GED70OjYS0aGDQ';
/**
 * python3 zoneinfo: the vectors' dates as wall-clock times, datetime.fromtimestamp(s, ZoneInfo(zone)).
 * 1700000000 is 2023-11-15T07:13:20+09:00 in Asia/Tokyo and 2023-11-14T17:13:20-05:00 in
 * America/New_York; 4102444800 is 2100-01-01T09:00:00+09:00 in Asia/Tokyo.
 */

/**
 * The Example button loads the first (a token with a UTF-8 name: its payload as python3 wrote it,
 * indented by two spaces); the others pin decoding rules with outputs from the RFCs and python3.
 */
export const examples: readonly TransformExample<Options, 'decode'>[] = [
  {
    input: HS256_ZOE,
    output: '{\n  "sub": "1234567890",\n  "name": "Zoë",\n  "iat": 1516239022\n}',
  },
  // the RFC's own payload bytes, CRLFs and all, re-indented; Bearer and whitespace are dropped
  { input: `Bearer ${RFC_HS256}\n`, output: RFC_PAYLOAD },
  // an encrypted token shows its header
  { input: RFC_JWE, output: '{\n  "alg": "A128KW",\n  "enc": "A128CBC-HS256"\n}' },
];
