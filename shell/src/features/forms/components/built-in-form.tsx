import { useState } from 'react';
import { Alert, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubmitFormMutation } from '@portal/api-client';
import type { FormKind } from '@portal/contracts';
import { FORM_DEFINITIONS } from '../state/form-definitions';
import { FormFieldControl } from './form-field-control';
import { toRequestFields, type FormValues } from '../state/form-values';
import { toSubmissionProblem, type SubmissionProblem } from '../state/submission-problem';

interface BuiltInFormProps {
  kind: FormKind;
  deploymentIndexId: number;
  initialValues: FormValues;
  onSent(): void;
  onCancel(): void;
}

/**
 * A form the API stores itself (POST v2/forms/{kind}). A refused or failed sending keeps every typed
 * value: the problem shows under the field the server named, or above the buttons with a retry.
 */
export function BuiltInForm({ kind, deploymentIndexId, initialValues, onSent, onCancel }: BuiltInFormProps) {
  const { t } = useTranslation('forms');
  const [form] = Form.useForm<FormValues>();
  const [submitForm, { isLoading }] = useSubmitFormMutation();
  const [problem, setProblem] = useState<Exclude<SubmissionProblem, { kind: 'field' }> | null>(null);
  const fields = FORM_DEFINITIONS[kind];

  const send = async (values: FormValues) => {
    setProblem(null);
    const result = await submitForm({ kind, deploymentIndexId, fields: toRequestFields(kind, values) });
    if (!result.error) {
      onSent();
      return;
    }
    const shownFields = fields.filter((field) => field.control !== 'hidden').map((field) => field.name);
    const found = toSubmissionProblem(result.error, shownFields);
    if (found.kind === 'field') form.setFields([{ name: found.field, errors: [found.message] }]);
    else setProblem(found);
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void send(values)}>
      {fields.map((field) => (
        <FormFieldControl key={field.name} kind={kind} field={field} />
      ))}
      {problem && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={problem.kind === 'retry' ? t('problem.notSent', { message: problem.message }) : problem.message}
          action={
            problem.kind === 'retry' && (
              <Button size="small" onClick={() => form.submit()} loading={isLoading}>
                {t('actions.retry')}
              </Button>
            )
          }
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('actions.send')}
        </Button>
      </Space>
    </Form>
  );
}
