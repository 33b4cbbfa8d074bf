import { useState } from 'react';
import { Button, Divider, Form, Select } from 'antd';
import type { MetadataField } from '@portal/contracts';
import { offeredValues, type MetadataSelection } from '../lib/state/metadata-form';

/** The form path of a field's chosen values: `values.<fieldId>`, always a list of profileFieldValueIds. */
export const valuesPath = (fieldId: number) => ['values', String(fieldId)];

/** Adds a typed value to a field; resolves with its id to select, or null when it could not be added. */
export type AddValue = (field: MetadataField, text: string) => Promise<number | null>;

function FieldSelect({
  field,
  fields,
  selection,
  onAddValue,
  ...control
}: {
  field: MetadataField;
  fields: MetadataField[];
  selection: MetadataSelection;
  onAddValue?: AddValue;
} & Record<string, unknown>) {
  const form = Form.useFormInstance();
  const [typed, setTyped] = useState('');
  const options = offeredValues(field, fields, selection).map((value) => ({
    value: value.profileFieldValueId,
    label: value.value,
  }));
  const text = typed.trim();
  const canAdd =
    onAddValue && text !== '' && !field.values.some((value) => value.value.toLowerCase() === text.toLowerCase());
  const add = async () => {
    const id = await onAddValue!(field, text);
    if (id === null) return;
    const current: number[] = form.getFieldValue(valuesPath(field.fieldId)) ?? [];
    form.setFieldValue(valuesPath(field.fieldId), field.isMultiple ? [...current, id] : [id]);
    setTyped('');
    await form.validateFields([valuesPath(field.fieldId)]).catch(() => undefined);
  };
  return (
    <Select
      {...control}
      mode={field.isMultiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label', searchValue: typed, onSearch: setTyped }}
      placeholder={field.isMultiple ? 'Choose values' : 'Choose a value'}
      options={options}
      popupRender={(menu) =>
        canAdd ? (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="link" size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => void add()}>
              Add “{text}” to {field.name}
            </Button>
          </>
        ) : (
          menu
        )
      }
    />
  );
}

/**
 * The fields of the chosen metadata sets as form controls (spec §2.6 uploader): a required field must have a value,
 * a multi-value field takes several, and a hierarchical field offers only the values under the chosen parent values
 * (`offeredValues`). Soft-deleted values never arrive (the server leaves them out). A value the field lacks can be
 * typed and added (`onAddValue`: createNewMetadata, under the chosen parent value for a hierarchical field).
 */
export function MetadataFields({
  fields,
  selection,
  onAddValue,
}: {
  fields: MetadataField[];
  selection: MetadataSelection;
  onAddValue?: AddValue;
}) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item
          key={field.fieldId}
          name={valuesPath(field.fieldId)}
          label={field.name}
          rules={
            field.isRequired ? [{ required: true, type: 'array', min: 1, message: `${field.name} is required.` }] : []
          }
          getValueProps={(value: number[] | undefined) => ({ value: field.isMultiple ? (value ?? []) : value?.[0] })}
          normalize={(value: number | number[] | undefined) =>
            value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]
          }
        >
          <FieldSelect field={field} fields={fields} selection={selection} onAddValue={onAddValue} />
        </Form.Item>
      ))}
    </>
  );
}

/** The form's `values` as a selection (field id → chosen value ids). */
export const selectionOf = (values: Record<string, number[] | undefined> | undefined): MetadataSelection =>
  Object.fromEntries(Object.entries(values ?? {}).map(([fieldId, ids]) => [Number(fieldId), ids ?? []]));
