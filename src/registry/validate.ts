import Ajv from 'ajv';
import { RegistryError, type ManifestValidator } from './build';
import { manifestSchema } from './manifestSchema';
import type { ToolManifest } from './types';

/**
 * Full JSON Schema validation of a manifest and of its options defaults. Runs in unit tests and in
 * the production build (scripts/site-files), so the browser's entry chunk never carries ajv.
 */
export function createManifestValidator(): ManifestValidator {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const check = ajv.compile(manifestSchema);
  return (manifest: unknown, folder: string) => {
    const where = `plugins/${folder}`;
    if (!check(manifest)) {
      const detail = (check.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`).join('; ');
      throw new RegistryError(`${where}: manifest is invalid: ${detail}`);
    }
    const options = (manifest as ToolManifest).options;
    if (options) {
      let validateDefaults;
      try {
        validateDefaults = ajv.compile(options.schema);
      } catch (e) {
        throw new RegistryError(`${where}: options schema is invalid: ${(e as Error).message}`);
      }
      if (!validateDefaults(options.defaults)) {
        const detail = (validateDefaults.errors ?? [])
          .map((e) => `${e.instancePath || '(root)'} ${e.message}`)
          .join('; ');
        throw new RegistryError(`${where}: options defaults are rejected by their schema: ${detail}`);
      }
    }
  };
}
