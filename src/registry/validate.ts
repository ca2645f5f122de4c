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
    const { options, accepts } = manifest as ToolManifest;
    if (!options && accepts?.some((accept) => accept.settings))
      throw new RegistryError(`${where}: accepts sets options, but the tool has none`);
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
      const properties = options.schema.properties;
      // an input opened from another tool starts with settings the tool really has, with values it takes
      for (const accept of accepts ?? [])
        for (const [key, value] of Object.entries(accept.settings ?? {})) {
          if (typeof properties !== 'object' || properties === null || !(key in properties))
            throw new RegistryError(`${where}: accepts sets '${key}', which is not one of its options`);
          if (!validateDefaults({ ...options.defaults, [key]: value }))
            throw new RegistryError(`${where}: accepts sets '${key}' to '${value}', which its options refuse`);
        }
    }
  };
}
