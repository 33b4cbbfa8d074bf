import { Form, Input, Radio, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormKind } from '@portal/contracts';
import type { FormFieldDefinition } from '../state/form-definitions';

/** One field of a built-in form with the API's rules as antd rules, so problems show before sending. */
export function FormFieldControl({ kind, field }: { kind: FormKind; field: FormFieldDefinition }) {
  const { t } = useTranslation('forms');
  if (field.control === 'hidden') {
    return (
      <Form.Item name={field.name} hidden>
        <Input />
      </Form.Item>
    );
  }

  const label = t(`kinds.${kind}.fields.${field.name}`);
  const rules: FormRule[] = [
    { required: field.required, whitespace: field.required, message: t('validation.required') },
    { max: field.maxLength, message: t('validation.maxLength', { max: field.maxLength }) },
  ];
  return (
    <Form.Item name={field.name} label={label} rules={rules}>
      {renderControl(kind, field, label, t)}
    </Form.Item>
  );
}

function renderControl(kind: FormKind, field: FormFieldDefinition, label: string, t: (key: string) => string) {
  switch (field.control) {
    case 'textarea':
      return <Input.TextArea rows={4} maxLength={field.maxLength} showCount />;
    case 'url':
      return <Input inputMode="url" maxLength={field.maxLength} />;
    case 'date':
      return <Input type="date" />;
    case 'choice':
      return (
        <Radio.Group
          aria-label={label}
          optionType="button"
          options={(field.choices ?? []).map((value) => ({
            value,
            label: t(`kinds.${kind}.choices.${field.name}.${value}`),
          }))}
        />
      );
    default:
      return <Input maxLength={field.maxLength} />;
  }
}
