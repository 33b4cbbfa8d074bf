import { useState } from 'react';
import { Alert, Button, Collapse, ColorPicker, Form, Input, Space, Switch, Typography } from 'antd';
import type { AggregationColor } from 'antd/es/color-picker/color';
import { errorMessage } from '@portal/api-client';
import type { CollectionFormInput, Theme } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  useGetCollectionFormInputQuery,
  useGetCollectionToEditQuery,
  useGetGroupToEditQuery,
  type EntityKind,
  type ThemeImages,
} from '../../../api/collection-forms-api';
import { MembersEditor, UserGroupsField } from '../../../components/members-editor';
import {
  collectionValues,
  DESCRIPTION_MAX_LENGTH,
  groupValues,
  isNewEntity,
  NAME_MAX_LENGTH,
  newEntityValues,
  type EntityFormValues,
} from '../../../lib/entity-form';
import { ThemeImageField } from '../../../components/theme-image-field';
import { detailsPath, useEntitySave } from '../../../hooks/use-entity-save';

const SECTIONS = ['details', 'theme', 'visibility', 'members'];
const hexOf = (color: AggregationColor | null) => (!color || color.cleared ? null : color.toHexString());

function EditForm({
  kind,
  indexId,
  id,
  initial,
  theme,
  input,
  editable,
  close,
}: {
  kind: EntityKind;
  indexId: number;
  id: number | undefined;
  initial: EntityFormValues;
  theme: Theme | null;
  input: CollectionFormInput;
  editable: boolean;
  close: () => void;
}) {
  const platform = usePlatform();
  const save = useEntitySave(kind, indexId);
  const [images, setImages] = useState<ThemeImages>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const noun = kind === 'collection' ? 'collection' : 'group';

  const submit = async (values: EntityFormValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await save({ ...initial, ...values }, id, images);
      close();
      if (saved.created) platform.navigator.push(detailsPath(kind, indexId, saved.id));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<EntityFormValues>
      layout="vertical"
      initialValues={initial}
      disabled={!editable || saving}
      onFinish={(values) => void submit(values)}
      aria-label={`${isNewEntity(id) ? 'New' : 'Edit'} ${noun}`}
    >
      {!editable && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Only the owners and editors of this ${noun} may change it.`}
        />
      )}
      <Collapse
        defaultActiveKey={SECTIONS}
        items={[
          {
            key: 'details',
            label: 'Details',
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name="name"
                  label="Name"
                  rules={[
                    { required: true, whitespace: true, message: 'Please enter a name.' },
                    { max: NAME_MAX_LENGTH, message: `The name can have at most ${NAME_MAX_LENGTH} characters.` },
                  ]}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name="description"
                  label="Description"
                  rules={[
                    {
                      max: DESCRIPTION_MAX_LENGTH,
                      message: `The description can have at most ${DESCRIPTION_MAX_LENGTH} characters.`,
                    },
                  ]}
                >
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'theme',
            label: 'Theme',
            forceRender: true,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Form.Item name="themeColor" label="Primary colour" getValueFromEvent={hexOf}>
                    <ColorPicker allowClear disabledAlpha showText aria-label="Primary colour" />
                  </Form.Item>
                  <Form.Item name="secondaryThemeColor" label="Secondary colour" getValueFromEvent={hexOf}>
                    <ColorPicker allowClear disabledAlpha showText aria-label="Secondary colour" />
                  </Form.Item>
                </Space>
                <ThemeImageField
                  label="Hero image"
                  storedPath={theme?.heroUrl ?? null}
                  file={images.heroFile}
                  disabled={!editable || saving}
                  onChange={(heroFile) => setImages((current) => ({ ...current, heroFile }))}
                />
                <ThemeImageField
                  label="Thumbnail image"
                  storedPath={theme?.thumbnailUrl ?? null}
                  file={images.thumbnailFile}
                  disabled={!editable || saving}
                  onChange={(thumbnailFile) => setImages((current) => ({ ...current, thumbnailFile }))}
                />
              </Space>
            ),
          },
          {
            key: 'visibility',
            label: 'Visibility',
            forceRender: true,
            children: (
              <Form.Item
                name="isConfidential"
                label="Confidential"
                valuePropName="checked"
                extra={`Only its members and the site administrators see a confidential ${noun}; otherwise every user of the site does.`}
              >
                <Switch />
              </Form.Item>
            ),
          },
          {
            key: 'members',
            label: 'Members',
            forceRender: true,
            children: (
              <>
                <Form.Item name="members" label="Users and their roles">
                  <MembersEditor users={input.users} readOnly={!editable} />
                </Form.Item>
                <Form.Item name="userGroupIds" label="User group access">
                  <UserGroupsField userGroups={input.userGroups} readOnly={!editable} />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={`The ${noun} could not be saved.`}
          description={failure}
        />
      )}
      <Space style={{ marginTop: 16 }}>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        )}
        <Button onClick={close} disabled={false}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
}

/**
 * The group/collection edit panel (spec §2.6; keys editCollectionDetails and group), opened with
 * `{ indexId, id? }` — no id creates one. Four sections all open by default: details (name required, ≤ 200;
 * description ≤ 4000), theme (colours; hero and thumbnail images uploaded after the save), visibility (confidential;
 * a new one starts confidential, §5) and members (site users by name or email with a role each, user-group access).
 * Save creates (POST) or updates (PUT), publishes the change, closes, and opens a new one's details page.
 */
export function EntityEditPanel({ kind, props, close }: OverlayComponentProps & { kind: EntityKind }) {
  const indexId = idProp(props.indexId);
  const id = idProp(props.id);
  const input = useGetCollectionFormInputQuery(indexId ?? 0, { skip: !indexId });
  const collection = useGetCollectionToEditQuery(id ?? 0, { skip: kind !== 'collection' || id === undefined });
  const group = useGetGroupToEditQuery(id ?? 0, { skip: kind !== 'group' || id === undefined });
  const entity = kind === 'collection' ? collection : group;

  if (!indexId) return <Alert type="error" showIcon title="No site was given." />;
  const error = input.error ?? entity.error;
  if (error)
    return <Alert type="error" showIcon title={`The ${kind} could not be loaded.`} description={errorMessage(error)} />;
  if (!input.data || (id !== undefined && !entity.data))
    return <Typography.Text aria-busy="true">Loading…</Typography.Text>;

  const initial =
    id === undefined
      ? newEntityValues(input.data.defaults)
      : kind === 'collection'
        ? collectionValues(collection.data!)
        : groupValues(group.data!);
  const theme = id === undefined ? null : (entity.data?.theme ?? null);
  return (
    <EditForm
      kind={kind}
      indexId={indexId}
      id={id}
      initial={initial}
      theme={theme}
      input={input.data}
      editable={id === undefined || entity.data!.isEditable}
      close={close}
    />
  );
}

/** `editCollectionDetails`: the edit panel of a collection. */
export const EditCollectionPanel = (overlay: OverlayComponentProps) => (
  <EntityEditPanel kind="collection" {...overlay} />
);
/** `group`: the edit panel of a group. */
export const EditGroupPanel = (overlay: OverlayComponentProps) => <EntityEditPanel kind="group" {...overlay} />;
