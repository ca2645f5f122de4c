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
    const { options, accepts, aliases } = manifest as ToolManifest;
    // the settings a tool opens with, from another tool's hand-off or from an alias that names a direction
    const opening = [
      ...(accepts ?? []).flatMap((a) => (a.settings ? [{ by: 'accepts', settings: a.settings }] : [])),
      ...(aliases ?? []).flatMap((a) =>
        typeof a === 'string' ? [] : [{ by: `alias ${a.path}`, settings: a.settings }],
      ),
    ];
    if (!options && opening.length > 0)
      throw new RegistryError(`${where}: ${opening[0].by} sets options, but the tool has none`);
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
      // a tool opened from another tool or an alias starts with settings it really has, with values it takes
      for (const { by, settings } of opening)
        for (const [key, value] of Object.entries(settings)) {
          if (typeof properties !== 'object' || properties === null || !(key in properties))
            throw new RegistryError(`${where}: ${by} sets '${key}', which is not one of its options`);
          if (!validateDefaults({ ...options.defaults, [key]: value }))
            throw new RegistryError(`${where}: ${by} sets '${key}' to '${value}', which its options refuse`);
        }
    }
  };
}
