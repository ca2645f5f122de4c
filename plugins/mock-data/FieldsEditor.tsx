import styled from 'styled-components';
import { countOf } from '@/lib/count';
import { Muted, OptionsForm } from '@/ui';
import { isFieldRow, sameFields, usableFields } from './fields';
import { FIELDS_SCHEMA, OPTIONS_UI_SCHEMA, type FieldRow } from './options';

// the list grows with its fields (no box to scroll inside the page)
const FieldList = styled.div`
  .array-item-list {
    margin-bottom: 8px;
  }
  /* a row's Array length only while the row is an array */
  .rjsf-array-item
    fieldset:has(> .rjsf-field-boolean [role='switch'][aria-checked='false'])
    > .rjsf-field-integer:has([id$='_arrayLength']) {
    display: none;
  }
  /* two tidy lines per row: name, type, array, length / min, max, options */
  .rjsf-array-item fieldset {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    gap: 8px 10px;
    align-items: end;
  }
  .rjsf-array-item fieldset > .form-group {
    margin-bottom: 0;
    min-width: 0;
  }
  .rjsf-array-item fieldset > .form-group:last-child {
    grid-column: span 2;
  }
  .rjsf-array-item .rjsf-field-boolean {
    padding-bottom: 8px;
  }
  .rjsf-array-item .array-item-toolbox .btn-group {
    display: flex;
    gap: 4px;
    margin-top: 0 !important;
  }
  .rjsf-array-item .array-item-toolbox .btn-group > button {
    flex: 0 0 auto !important;
  }
  @media (max-width: 640px) {
    .rjsf-array-item fieldset {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    .rjsf-array-item {
      flex-direction: column;
      align-items: stretch !important;
    }
    .rjsf-array-item .array-item-toolbox .btn-group {
      justify-content: flex-start !important;
    }
  }
`;

export interface FieldsEditorProps {
  fields: FieldRow[];
  onFields: (fields: FieldRow[]) => void;
}

/** The field list builder (name, type, array, bounds and options per row) and which fields are generated. */
export function FieldsEditor({ fields, onFields }: FieldsEditorProps) {
  const usable = usableFields(fields).length;
  const skipped = fields.length - usable;
  return (
    <>
      <FieldList>
        <OptionsForm
          schema={{ type: 'object', properties: { fields: FIELDS_SCHEMA } }}
          uiSchema={{ fields: OPTIONS_UI_SCHEMA.fields }}
          value={{ fields }}
          idPrefix="mock-data"
          onChange={(value) => {
            const next = Array.isArray(value.fields) ? value.fields.filter(isFieldRow) : [];
            if (!sameFields(next, fields)) onFields(next);
          }}
        />
      </FieldList>
      <Muted>
        {skipped === 0
          ? `Each item has these ${countOf(usable, 'field')}.`
          : `Each item has ${countOf(usable, 'field')}: ${countOf(skipped, 'row')} with a blank name ${skipped === 1 ? 'is' : 'are'} skipped.`}{' '}
        Min and Max set the range of number, id and price values and the length of strings; Options restrict a value to
        the listed choices.
      </Muted>
    </>
  );
}
