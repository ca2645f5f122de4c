/**
 * @peculiar/x509, loaded after the Reflect metadata functions it needs: every module of the tool
 * imports the library from here, so none can load it first.
 */
import './reflectMetadata';

export {
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsagesExtension,
  Pkcs10CertificateRequest,
  SubjectAlternativeNameExtension,
  X509Certificate,
  type Extension,
} from '@peculiar/x509';
