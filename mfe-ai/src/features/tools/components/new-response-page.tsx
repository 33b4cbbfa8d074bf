import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { AI_LIMITS, RESPONSE_SECTIONS } from '@portal/contracts';
import { usePhone } from '@portal/ui';
import { useDrafting } from '../hooks/use-drafting';
import { useResponseSession } from '../hooks/use-response-session';
import { withResponse } from '../state/response-session';
import { sectionCountProblem, sectionNameProblem, SECTION_NAME_MAX_CHARS } from '../state/section-names';
import { workingResponseOf } from '../state/working-response';
import { DraftingProgress } from './drafting-progress';
import { ResponseSteps } from './response-steps';
import type { ToolsSite } from './tools-page';

interface BriefForm {
  query: string;
  sections: string[];
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * /tools/response-generator/new: the brief and the sections to answer it in (the sample sections to start with).
 * Generate drafts them from the site's documents, shows each section as it arrives, and opens the builder.
 */
export function NewResponsePage({ site }: { site: ToolsSite }) {
  const [form] = Form.useForm<BriefForm>();
  const navigate = useNavigate();
  const phone = usePhone();
  const { update } = useResponseSession();
  const { drafting, start, cancel } = useDrafting();
  const busy = drafting.status === 'drafting';

  const generate = async ({ query, sections }: BriefForm) => {
    const generated = await start({
      query: query.trim(),
      index: site.siteId,
      sections: sections.map((name) => name.trim()),
    });
    if (!generated) return;
    update(withResponse(workingResponseOf(newId(), site.siteId, generated)));
    navigate('/tools/response-builder');
  };

  return (
    <>
      <ResponseSteps current={0} />
      <Form<BriefForm>
        form={form}
        layout="vertical"
        disabled={busy}
        initialValues={{ query: '', sections: [...RESPONSE_SECTIONS] }}
        onFinish={generate}
        style={{ maxWidth: 760 }}
      >
        <Form.Item
          name="query"
          label="Brief or questions"
          extra="Paste the client's brief, the RFP's questions or your notes: each section answers them from your site's documents."
          rules={[{ required: true, whitespace: true, message: 'Enter the brief or the questions to answer.' }]}
        >
          <Input.TextArea rows={phone ? 6 : 10} showCount maxLength={AI_LIMITS.questionMaxChars} />
        </Form.Item>

        <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
          <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 8 }}>Sections</legend>
          <Typography.Paragraph type="secondary">
            The response has one section per name, in this order. Rename, add or remove them (at most{' '}
            {AI_LIMITS.responseSectionsMax}).
          </Typography.Paragraph>
          <Form.List
            name="sections"
            rules={[
              {
                validator: async (_rule, names: string[] | undefined) => {
                  const problem = sectionCountProblem(names?.length ?? 0);
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map(({ key, ...field }, index) => (
                  <Flex key={key} gap={8} align="start">
                    <Form.Item
                      {...field}
                      label={`Section ${index + 1}`}
                      style={{ flex: 1, marginBottom: 12 }}
                      dependencies={fields
                        .filter((other) => other.key !== key)
                        .map((other) => ['sections', other.name])}
                      rules={[
                        {
                          validator: async (_rule, name: string | undefined) => {
                            const names = (form.getFieldValue('sections') as string[] | undefined) ?? [];
                            const problem = sectionNameProblem(name ?? '', names);
                            if (problem) throw new Error(problem);
                          },
                        },
                      ]}
                    >
                      <Input maxLength={SECTION_NAME_MAX_CHARS} />
                    </Form.Item>
                    <Button
                      aria-label={`Remove section ${index + 1}`}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                      style={{ marginTop: 30 }}
                    >
                      Remove
                    </Button>
                  </Flex>
                ))}
                <Flex gap={12} align="center" wrap>
                  <Button onClick={() => add('')} disabled={fields.length >= AI_LIMITS.responseSectionsMax}>
                    Add a section
                  </Button>
                  <Typography.Text type="secondary" aria-live="polite">
                    {fields.length >= AI_LIMITS.responseSectionsMax
                      ? `A response has at most ${AI_LIMITS.responseSectionsMax} sections.`
                      : `${fields.length} of ${AI_LIMITS.responseSectionsMax} sections`}
                  </Typography.Text>
                </Flex>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </fieldset>

        {drafting.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title="The response could not be drafted"
            description={drafting.message}
            style={{ marginBottom: 16 }}
          />
        )}
        <Flex gap={12} vertical={phone}>
          <Button type="primary" htmlType="submit" loading={busy}>
            Generate
          </Button>
          <Button onClick={() => navigate('/tools/response-generator')}>Cancel</Button>
        </Flex>
      </Form>
      {busy && <DraftingProgress titles={drafting.titles} drafted={drafting.drafted} onStop={cancel} />}
    </>
  );
}
