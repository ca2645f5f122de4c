import { FileJson, X } from 'lucide-react';
import { Button, Muted, TextArea } from '@/ui';
import { EXAMPLE_SCHEMA } from './examples';

export interface SchemaInputProps {
  schemaText: string;
  onSchemaText: (text: string) => void;
}

/** The JSON Schema to generate from, with the example schema and Clear, and what the generator supports. */
export function SchemaInput({ schemaText, onSchemaText }: SchemaInputProps) {
  return (
    <>
      <TextArea
        label="JSON Schema"
        value={schemaText}
        onChange={(e) => onSchemaText(e.target.value)}
        minHeight={240}
        placeholder='{"type": "object", "properties": {"email": {"type": "string", "format": "email"}}}'
        actions={
          <>
            <Button
              size="sm"
              icon={<FileJson size={16} aria-hidden="true" />}
              onClick={() => onSchemaText(EXAMPLE_SCHEMA)}
            >
              Load example schema
            </Button>
            <Button
              size="sm"
              icon={<X size={16} aria-hidden="true" />}
              onClick={() => onSchemaText('')}
              disabled={!schemaText}
            >
              Clear
            </Button>
          </>
        }
      />
      <Muted>
        Supports type, properties, required, items, enum, const, bounds, lengths, formats (email, uuid, date-time, uri,
        ipv4…), local $ref, allOf, anyOf and oneOf. The output is checked against your schema.
      </Muted>
    </>
  );
}
