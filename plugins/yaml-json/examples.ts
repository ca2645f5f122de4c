import type { TransformExample } from '@/ui/transform';
import type { Format } from './logic';
import type { Options } from './options';

/** A deployment config: an anchor with a merge key, an alias, and values YAML 1.1 reads differently. */
const YAML_CONFIG = `# Services share their defaults through an anchor and a merge key
defaults: &defaults
  image: registry.example/app:1.4
  replicas: 2
  restart: on      # YAML 1.1 readers see true here
services:
  web:
    <<: *defaults
    port: 8080
  worker:
    <<: *defaults
    replicas: 4
    mode: 0755      # octal 493 to YAML 1.1, decimal 755 to YAML 1.2
country: NO         # the string "NO" in YAML 1.2, false in YAML 1.1
big_id: 12345678901234567890
`;

/** The toml.io front-page example. */
const TOML_EXAMPLE = `# This is a TOML document
title = "TOML Example"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers]

[servers.alpha]
ip = "10.0.0.1"
role = "frontend"

[servers.beta]
ip = "10.0.0.2"
role = "backend"
`;

/** A package manifest as JSON, with strings that look like other types. */
const JSON_EXAMPLE = `{
  "name": "demo",
  "version": "1.0",
  "private": true,
  "build": { "target": "es2022", "octal": "0755", "flag": "yes" },
  "authors": [ { "name": "Ada", "email": "ada@example.com" }, { "name": "Linus" } ]
}
`;

/**
 * The Example button loads the current mode's first example: YAML for To JSON, TOML for To YAML,
 * JSON for To TOML. The outputs below are checked by the examples test.
 */
export const examples: readonly TransformExample<Options, Format>[] = [
  { mode: 'json', input: YAML_CONFIG },
  { mode: 'yaml', input: TOML_EXAMPLE },
  { mode: 'toml', input: JSON_EXAMPLE },
  // YAML 1.2.2 spec, Example 2.10 ("Node for Sammy Sosa appears twice in this document"); the JSON is the spec's reading of it
  {
    mode: 'json',
    input:
      '---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n',
    output:
      '{\n  "hr": [\n    "Mark McGwire",\n    "Sammy Sosa"\n  ],\n  "rbi": [\n    "Sammy Sosa",\n    "Ken Griffey"\n  ]\n}\n',
  },
  // python3: print(json.dumps(tomllib.loads(TOML_EXAMPLE), indent=2, default=lambda d: d.isoformat()))
  {
    mode: 'json',
    input: TOML_EXAMPLE,
    output:
      '{\n  "title": "TOML Example",\n  "owner": {\n    "name": "Tom Preston-Werner",\n    "dob": "1979-05-27T07:32:00-08:00"\n  },\n  "database": {\n    "enabled": true,\n    "ports": [\n      8000,\n      8001,\n      8002\n    ],\n    "data": [\n      [\n        "delta",\n        "phi"\n      ],\n      [\n        3.14\n      ]\n    ],\n    "temp_targets": {\n      "cpu": 79.5,\n      "case": 72.0\n    }\n  },\n  "servers": {\n    "alpha": {\n      "ip": "10.0.0.1",\n      "role": "frontend"\n    },\n    "beta": {\n      "ip": "10.0.0.2",\n      "role": "backend"\n    }\n  }\n}\n',
  },
  // JSON → TOML; python3's tomllib reads this text back as the JSON's data
  {
    mode: 'toml',
    input: JSON_EXAMPLE,
    output:
      'name = "demo"\nversion = "1.0"\nprivate = true\n\n[build]\ntarget = "es2022"\noctal = "0755"\nflag = "yes"\n\n[[authors]]\nname = "Ada"\nemail = "ada@example.com"\n\n[[authors]]\nname = "Linus"\n',
  },
];
