import { Form, Input, Switch, Typography } from 'antd';
import type { MetadataField } from '@portal/contracts';
import type { AssetFieldValues } from '../lib/run/upload-run';
import { MetadataFields, selectionOf, type AddValue } from './metadata-fields';

/** The form values the upload and edit panels share. */
export interface BatchFormValues {
  Description?: string | null;
  SubmissionDate: string;
  IsConfidential: boolean;
  values?: Record<string, number[] | undefined>;
}

/**
 * The part of the upload and edit-metadata forms that is the same in both: the chosen sets' fields (with values
 * added on the spot), then description, submission date and confidentiality.
 */
export function BatchFields({
  fields,
  loading,
  values,
  onAddValue,
}: {
  fields: MetadataField[];
  loading: boolean;
  values: BatchFormValues['values'];
  onAddValue: AddValue;
}) {
  return (
    <>
      {loading && fields.length === 0 && (
        <Typography.Paragraph aria-busy="true">Loading the fields of the set…</Typography.Paragraph>
      )}
      <MetadataFields fields={fields} selection={selectionOf(values)} onAddValue={onAddValue} />
      <Form.Item name="Description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={20_000} />
      </Form.Item>
      <Form.Item
        name="SubmissionDate"
        label="Submission date"
        rules={[{ required: true, message: 'Choose a submission date.' }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="IsConfidential" label="Confidential" valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** The batch's asset fields as the register and update calls take them. */
export const batchFieldsOf = (formValues: BatchFormValues): AssetFieldValues => ({
  Description: formValues.Description?.trim() || null,
  SubmissionDate: formValues.SubmissionDate,
  IsConfidential: formValues.IsConfidential,
});
