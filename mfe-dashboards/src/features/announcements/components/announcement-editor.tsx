import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Switch } from 'antd';
import { errorMessage } from '@portal/api-client';
import { ANNOUNCEMENT_LIMITS, type Announcement, type AnnouncementStatus } from '@portal/contracts';
import { useCreateAnnouncementMutation, useUpdateAnnouncementMutation } from '../api/announcements-api';

interface Fields {
  title: string;
  summary: string;
  body: string;
  pinned: boolean;
}

/**
 * Writing an announcement (the site's writers: editDeploymentIndex): a new one, or `editing` one. "Save draft" keeps
 * it for the writers; "Publish" shows it to every user of the site (and tells them). The server's limits apply
 * (ANNOUNCEMENT_LIMITS); its refusals are shown and nothing is saved.
 */
export function AnnouncementEditor({
  siteId,
  editing,
  open,
  onClose,
  onSaved,
}: {
  siteId: number;
  editing: Announcement | null;
  open: boolean;
  onClose: () => void;
  onSaved: (announcement: Announcement) => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [create] = useCreateAnnouncementMutation();
  const [update] = useUpdateAnnouncementMutation();
  const [saving, setSaving] = useState<AnnouncementStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (status: AnnouncementStatus) => {
    setFailure(null);
    let fields: Fields;
    try {
      fields = await form.validateFields();
    } catch {
      return;
    }
    setSaving(status);
    try {
      const saved = editing
        ? await update({ id: editing.announcementId, siteId, ...fields, status }).unwrap()
        : await create({ siteId, ...fields, status }).unwrap();
      form.resetFields();
      onSaved(saved);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Edit announcement' : 'New announcement'}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button onClick={() => void save('draft')} loading={saving === 'draft'} disabled={!!saving}>
            {editing?.status === 'published' ? 'Unpublish and save as draft' : 'Save draft'}
          </Button>
          <Button
            type="primary"
            onClick={() => void save('published')}
            loading={saving === 'published'}
            disabled={!!saving}
          >
            Publish
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          title: editing?.title ?? '',
          summary: editing?.summary ?? '',
          body: editing?.body ?? '',
          pinned: editing?.pinned ?? false,
        }}
      >
        <Form.Item
          name="title"
          label="Title"
          rules={[
            { required: true, whitespace: true, message: 'Give the announcement a title.' },
            { max: ANNOUNCEMENT_LIMITS.title },
          ]}
        >
          <Input maxLength={ANNOUNCEMENT_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item name="summary" label="Summary" extra="One or two sentences, shown in the list and on home.">
          <Input.TextArea maxLength={ANNOUNCEMENT_LIMITS.summary} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item
          name="body"
          label="Text"
          extra="Plain text or Markdown: ## headings, **bold**, lists, links. A blank line starts a paragraph."
        >
          <Input.TextArea maxLength={ANNOUNCEMENT_LIMITS.body} autoSize={{ minRows: 6, maxRows: 16 }} />
        </Form.Item>
        <Form.Item name="pinned" label="Pinned to the top" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title="The announcement could not be saved." description={failure} />}
    </Modal>
  );
}
